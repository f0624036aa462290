// The service groups screen: its list and filter, the services a group holds on its record page (linking to
// their own records), no delete while it holds any, and the editor's body and field errors.
import type { RoleMenuEntry, ServiceGroupDetail, ServiceGroupItem, ServiceItem } from '@phongkham/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, owner, signedInApi, staffWithRole } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { ServiceGroupsScreen } from './ServiceGroupsScreen';

/**
 * A button by its text. Checking that none is there by role and accessible name took tens of seconds in jsdom on
 * these screens (every element's name is computed); the text query answers the same question at once.
 */
const buttonNamed = (name: string | RegExp) => screen.queryByText(name, { selector: 'button, button *' });

const stamp = '2026-03-02T02:00:00.000Z';

const group = (n: number, overrides: Partial<ServiceGroupItem> = {}): ServiceGroupItem => ({
  _id: `5c1f0000-0000-4a2b-9c3d-00000000000${n}`,
  tendanhmuc: `Nhóm ${n}`,
  tendanhmuc_en: null,
  mota: null,
  mota_en: null,
  hinhanh: null,
  thutu: n,
  hienthi: true,
  sodichvu: 0,
  updatedAt: stamp,
  ...overrides,
});
const consultations = group(1, { tendanhmuc: 'Khám bệnh', tendanhmuc_en: 'Consultations', sodichvu: 2 });
const draft = group(2, { tendanhmuc: 'Y học cổ truyền', hienthi: false });

const service = (n: number, overrides: Partial<ServiceItem> = {}): ServiceItem => ({
  _id: `6d2a0000-0000-4a2b-9c3d-00000000000${n}`,
  dmdichvu_id: consultations._id,
  tendichvu: `Dịch vụ ${n}`,
  tendichvu_en: null,
  mota: null,
  mota_en: null,
  gia: 200_000,
  donvitinh: 'lần',
  donvitinh_en: 'visit',
  loai: 'KHAM',
  ghichu: null,
  ghichu_en: null,
  hinhanh: null,
  thutu: n,
  hienthi: true,
  nhom: { _id: consultations._id, tendanhmuc: consultations.tendanhmuc, tendanhmuc_en: 'Consultations' },
  updatedAt: stamp,
  ...overrides,
});

const record = (item: ServiceGroupItem, dichvu: ServiceItem[] = []): ServiceGroupDetail => ({
  ...item,
  noidung: '<p>Khám nội khoa và nhi khoa.</p>',
  noidung_en: null,
  hinhanh_id: null,
  dichvu,
  createdAt: stamp,
});
const held = [
  service(1, { tendichvu: 'Khám tổng quát', tendichvu_en: 'General consultation' }),
  service(2, { tendichvu: 'Khám nhi', gia: 250_000, hienthi: false }),
];

const page = <T,>(docs: T[]) => ({ docs, totalDocs: docs.length, page: 1, limit: 10, totalPages: 1 });
const entry = (url: string, flags: Partial<RoleMenuEntry> = {}): RoleMenuEntry => ({
  url,
  view: true,
  create: false,
  update: false,
  delete: false,
  actions: [],
  ...flags,
});
const withMenu = (menu: RoleMenuEntry[]) =>
  staffWithRole('QUANLY', {
    vaitro: { _id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c97', ma: 'QUANLY', ten: 'Biên tập', menu },
  });

describe('the service groups list', { timeout: 60_000 }, () => {
  it('sends the shown filter of the URL, and shows each group’s services and whether it is shown', async () => {
    const api = signedInApi(owner, { 'GET /api/dmdichvu': () => ok(page([consultations, draft])) });
    renderScreen({ screen: ServiceGroupsScreen, url: '/dich-vu', path: '/dich-vu?hienthi=false' });
    const row = (await screen.findByText('Y học cổ truyền')).closest('tr')!;
    expect(await within(row).findByText('Đang ẩn')).toBeInTheDocument();
    const shown = screen.getByText('Khám bệnh').closest('tr')!;
    expect(within(shown).getByText('Đang hiển thị')).toBeInTheDocument();
    expect(within(shown).getByText('2')).toBeInTheDocument();
    expect(screen.getByTitle('Đang ẩn')).toHaveClass('ant-select-content');
    expect(api.calls().find((c) => c.startsWith('GET /api/dmdichvu?'))).toBe(
      'GET /api/dmdichvu?page=1&limit=10&sort=thutu%2Ctendanhmuc&hienthi=false',
    );
    expect(screen.getByText('Khám bệnh').closest('a')).toHaveAttribute('href', `/dich-vu/${consultations._id}`);
  });
});

describe('a service group’s page', { timeout: 60_000 }, () => {
  it('lists the services it holds, each linking to its record, and offers no delete while it holds any', async () => {
    signedInApi(owner, { [`GET /api/dmdichvu/${consultations._id}`]: () => ok(record(consultations, held)) });
    renderScreen({ screen: ServiceGroupsScreen, url: '/dich-vu', path: `/dich-vu/${consultations._id}` });
    expect(await screen.findByDisplayValue('Khám bệnh')).toBeInTheDocument();
    const table = within(screen.getByRole('region', { name: 'Dịch vụ trong nhóm' }));
    expect(table.getByRole('link', { name: 'Khám tổng quát' })).toHaveAttribute(
      'href',
      `/dich-vu-cung-cap/${held[0]!._id}`,
    );
    const child = table.getByRole('link', { name: 'Khám nhi' }).closest('tr')!;
    expect(within(child).getByText('250.000 ₫')).toBeInTheDocument();
    // The shown and kind columns follow the screen's width: Ant Design adds them once it has read the breakpoints,
    // a render after the rows, which a loaded machine can show in between.
    expect(await within(child).findByText('Đang ẩn')).toBeInTheDocument();
    expect(within(child).getByText('Khám bệnh')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Lưu thay đổi/ })).toBeInTheDocument();
    expect(buttonNamed(/Xóa/)).toBeNull();
    expect(table.getByText(/Nhóm đang có 2 dịch vụ/)).toBeInTheDocument();
  });

  it('names the services without links for a role that may not open them, in English', async () => {
    const reader = withMenu([entry('/dich-vu', { update: true, delete: true })]);
    signedInApi(reader, { [`GET /api/dmdichvu/${consultations._id}`]: () => ok(record(consultations, held)) });
    renderScreen({
      screen: ServiceGroupsScreen,
      url: '/dich-vu',
      path: `/dich-vu/${consultations._id}`,
      staff: reader,
      lang: 'en',
    });
    const table = within(await screen.findByRole('region', { name: 'Services in this group' }));
    // The rows may fill in after the section itself: wait for them.
    expect(await table.findByText('General consultation')).toBeInTheDocument();
    expect(await table.findAllByText('Examination')).toHaveLength(2);
    expect(table.queryByRole('link')).toBeNull();
  });

  it('offers delete for an empty group, and says so when it has no services', async () => {
    const empty = group(3, { tendanhmuc: 'Nhóm trống' });
    const api = signedInApi(owner, {
      [`GET /api/dmdichvu/${empty._id}`]: () => ok(record(empty)),
      [`DELETE /api/dmdichvu/${empty._id}`]: () => ok(null),
      'GET /api/dmdichvu': () => ok(page([consultations])),
    });
    const { location } = renderScreen({ screen: ServiceGroupsScreen, url: '/dich-vu', path: `/dich-vu/${empty._id}` });
    expect(await screen.findByText('Nhóm chưa có dịch vụ nào.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Xóa/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(location()).toBe('/dich-vu'));
    expect(api.calls()).toContain(`DELETE /api/dmdichvu/${empty._id}`);
    expect(await screen.findByText('Đã xóa nhóm Nhóm trống.')).toBeInTheDocument();
  });
});

describe('the service group form', { timeout: 60_000 }, () => {
  it('sends the group as the contract says, shown by default', async () => {
    const created = record(group(4, { tendanhmuc: 'Vật lý trị liệu' }));
    const api = signedInApi(owner, {
      'POST /api/dmdichvu': () => ok(created, 201),
      [`GET /api/dmdichvu/${created._id}`]: () => ok(created),
    });
    const { location } = renderScreen({ screen: ServiceGroupsScreen, url: '/dich-vu', path: '/dich-vu/them-moi' });
    await userEvent.type(await screen.findByLabelText('Tên nhóm'), ' Vật lý trị liệu ');
    await userEvent.type(screen.getByLabelText('Tóm tắt'), 'Phục hồi chức năng');
    await userEvent.click(screen.getByRole('button', { name: /Thêm mới/ }));
    await waitFor(() => expect(location()).toBe(`/dich-vu/${created._id}`));
    expect(api.bodyOf('POST /api/dmdichvu')).toEqual({
      tendanhmuc: 'Vật lý trị liệu',
      tendanhmuc_en: null,
      mota: 'Phục hồi chức năng',
      mota_en: null,
      noidung: null,
      noidung_en: null,
      hinhanh_id: null,
      thutu: 0,
      hienthi: true,
    });
  });

  it('checks the name before sending, and puts the server’s messages under their fields', async () => {
    const api = signedInApi(owner, {
      'POST /api/dmdichvu': () =>
        fail('Dữ liệu chưa hợp lệ, vui lòng kiểm tra các trường được đánh dấu.', 400, {
          hinhanh_id: 'Mục được chọn không tồn tại hoặc đã bị xóa.',
        }),
    });
    renderScreen({ screen: ServiceGroupsScreen, url: '/dich-vu', path: '/dich-vu/them-moi' });
    await userEvent.click(await screen.findByRole('button', { name: /Thêm mới/ }));
    const name = screen.getByLabelText('Tên nhóm');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(api.calls().some((c) => c.startsWith('POST'))).toBe(false);
    await userEvent.type(name, 'Dinh dưỡng');
    await userEvent.click(screen.getByRole('button', { name: /Thêm mới/ }));
    const message = await screen.findByText('Mục được chọn không tồn tại hoặc đã bị xóa.');
    expect(message.closest('.ant-form-item')).toHaveTextContent('Ảnh đại diện');
  });
});
