// The catalogues screen through the DOM: one tab per list kept in the URL and sent as the `loai` filter, a new
// entry started in the open tab, the server's field message under its field, and the buttons the grants allow.
import type { CatalogueEntry, RoleMenuEntry } from '@phongkham/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, signedInApi, staffWithRole } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { CataloguesScreen } from './CataloguesScreen';

/**
 * A button by its text. Checking that none is there by role and accessible name took tens of seconds in jsdom on
 * these screens (every element's name is computed); the text query answers the same question at once.
 */
const buttonNamed = (name: string | RegExp) => screen.queryByText(name, { selector: 'button, button *' });

const clinic = '5d0c1f7e-2b4a-4c6d-8e9f-0000000000aa';
const entry = (n: number, overrides: Partial<CatalogueEntry> = {}): CatalogueEntry => ({
  _id: `5d0c1f7e-2b4a-4c6d-8e9f-00000000000${n}`,
  phongkham_id: clinic,
  loai: 'PHONG',
  ma: `P10${n}`,
  ten: `Phòng khám số ${n}`,
  ten_en: `Room ${n}`,
  thutu: n,
  hoatdong: true,
  createdAt: '2026-03-01T02:00:00.000Z',
  updatedAt: '2026-03-02T02:00:00.000Z',
  ...overrides,
});
const page = (docs: CatalogueEntry[]) => ({ docs, totalDocs: docs.length, page: 1, limit: 10, totalPages: 1 });
const ultrasound = entry(2, { ten: 'Phòng siêu âm', hoatdong: false });
const cash = entry(3, { loai: 'THANHTOAN', ma: 'TIENMAT', ten: 'Tiền mặt', ten_en: 'Cash' });
const grant = (flags: Partial<RoleMenuEntry> = {}): RoleMenuEntry => ({
  url: '/danh-muc',
  view: true,
  create: false,
  update: false,
  delete: false,
  actions: [],
  ...flags,
});
const manager = (menu: RoleMenuEntry[]) =>
  staffWithRole('QUANLY', {
    vaitro: { _id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c99', ma: 'QUANLY', ten: 'Quản lý', menu },
  });

describe('the catalogues screen', { timeout: 60_000 }, () => {
  it('shows one tab per list, keeps the open one in the URL and asks the API for that list', async () => {
    const api = signedInApi(staffWithRole('ADMINISTRATOR'), {
      'GET /api/danhmuc': () => ok(page([ultrasound, cash])),
    });
    const { location } = renderScreen({ screen: CataloguesScreen, url: '/danh-muc' });
    expect(await screen.findByText('Phòng siêu âm')).toBeInTheDocument();
    expect(screen.getByText('Ngừng dùng')).toBeInTheDocument();
    for (const tab of [
      'Tất cả',
      'Chuyên khoa',
      'Đơn vị tính',
      'Phương thức thanh toán',
      'Phòng khám, phòng chức năng',
    ]) {
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('tab', { name: 'Phương thức thanh toán' }));
    await waitFor(() => expect(location()).toBe('/danh-muc?loai=THANHTOAN'));
    await waitFor(() =>
      expect(api.calls()).toContain('GET /api/danhmuc?page=1&limit=10&sort=loai%2Cthutu&loai=THANHTOAN'),
    );
    expect(screen.getByRole('tab', { name: 'Phương thức thanh toán', selected: true })).toBeInTheDocument();
  });

  it('starts a new entry in the open tab and shows the server’s message under the code', async () => {
    const api = signedInApi(staffWithRole('ADMINISTRATOR'), {
      'GET /api/danhmuc': () => ok(page([ultrasound])),
      'POST /api/danhmuc': () =>
        fail('Dữ liệu không hợp lệ', 409, {
          ma: 'Giá trị này đã được dùng cho một mục khác, vui lòng chọn giá trị khác.',
        }),
    });
    const { location } = renderScreen({ screen: CataloguesScreen, url: '/danh-muc', path: '/danh-muc?loai=PHONG' });
    await screen.findByText('Phòng siêu âm');
    await userEvent.click(screen.getByRole('button', { name: /Thêm mục/ }));
    await waitFor(() => expect(location()).toBe('/danh-muc/them-moi?loai=PHONG'));
    expect(await screen.findByTitle('Phòng khám, phòng chức năng')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Mã'), 'P202');
    await userEvent.type(screen.getByLabelText('Tên'), 'Phòng siêu âm 2');
    await userEvent.click(screen.getByRole('button', { name: /Thêm mới/ }));
    expect(
      await screen.findByText('Giá trị này đã được dùng cho một mục khác, vui lòng chọn giá trị khác.'),
    ).toBeInTheDocument();
    expect(api.bodyOf('POST /api/danhmuc')).toMatchObject({ loai: 'PHONG', ma: 'P202', ten: 'Phòng siêu âm 2' });
  });

  it('offers add, save and delete only with their grants', async () => {
    const viewer = manager([grant()]);
    signedInApi(viewer, {
      'GET /api/danhmuc': () => ok(page([ultrasound])),
      [`GET /api/danhmuc/${ultrasound._id}`]: () => ok(ultrasound),
    });
    const view = renderScreen({ screen: CataloguesScreen, url: '/danh-muc', staff: viewer });
    await screen.findByText('Phòng siêu âm');
    expect(buttonNamed(/Thêm mục/)).toBeNull();
    expect(buttonNamed(/Xóa/)).toBeNull();
    await userEvent.click(screen.getByText('P102'));
    expect(await screen.findByDisplayValue('Phòng siêu âm')).toBeDisabled();
    view.unmount();

    const editor = manager([grant({ create: true, update: true, delete: true })]);
    signedInApi(editor, { 'GET /api/danhmuc': () => ok(page([ultrasound])) });
    renderScreen({ screen: CataloguesScreen, url: '/danh-muc', staff: editor, lang: 'en' });
    expect(await screen.findByText('Phòng siêu âm')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add entry/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Payment methods' })).toBeInTheDocument();
  });
});
