// The diseases screen: the list with its state filter in the URL, and the editor: the disease as the contract says,
// its services and doctors chosen in two multi-selects (named even when the lists leave them out, marked when
// the website hides them), the contract's field errors before sending and the server's after.
import type { DiseaseRecord, DiseaseRow, RoleMenuEntry } from '@phongkham/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, owner, signedInApi, staffWithRole } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { DiseasesScreen } from './DiseasesScreen';

/**
 * A button by its text. Checking that none is there by role and accessible name took tens of seconds in jsdom on
 * these screens (every element's name is computed); the text query answers the same question at once.
 */
const buttonNamed = (name: string | RegExp) => screen.queryByText(name, { selector: 'button, button *' });

const stamp = '2026-03-02T02:00:00.000Z';

const row = (n: number, overrides: Partial<DiseaseRow> = {}): DiseaseRow => ({
  _id: `9a5d0000-0000-4a2b-9c3d-00000000000${n}`,
  tenbenh: `Bệnh ${n}`,
  tenbenh_en: null,
  mota: null,
  mota_en: null,
  hinhanh: null,
  thutu: n,
  hienthi: true,
  updatedAt: stamp,
  ...overrides,
});
const rows = [
  row(1, { tenbenh: 'Tăng huyết áp', tenbenh_en: 'High blood pressure' }),
  row(2, { tenbenh: 'U bã đậu', hienthi: false }),
];

// The option lists: what /api/dichvu and /api/bacsi answer with limit=0.
const checkUp = {
  _id: '6d2a0000-0000-4a2b-9c3d-000000000001',
  dmdichvu_id: '5c1f0000-0000-4a2b-9c3d-000000000001',
  tendichvu: 'Khám tổng quát',
  tendichvu_en: 'General check-up',
  gia: 200_000,
  donvitinh: 'lần',
  donvitinh_en: 'visit',
  hienthi: true,
};
const ecg = { ...checkUp, _id: '6d2a0000-0000-4a2b-9c3d-000000000002', tendichvu: 'Đo điện tim', gia: 120_000 };
const drHung = {
  _id: 'ab6e0000-0000-4a2b-9c3d-000000000001',
  hoten: 'Nguyễn Văn Hùng',
  hocham: 'BS.CKII',
  hocham_en: null,
  chuyenkhoa: 'Nội tổng quát',
  chuyenkhoa_en: 'Internal medicine',
  hinhanh: null,
  hienthi: true,
};
const page = <T,>(docs: T[]) => ({ docs, totalDocs: docs.length, page: 1, limit: 10, totalPages: 1 });

const record = (overrides: Partial<DiseaseRecord> = {}): DiseaseRecord => ({
  ...rows[0]!,
  noidung: '<p>Huyết áp cao kéo dài.</p>',
  noidung_en: null,
  hinhanh_id: null,
  dichvu: [],
  bacsi: [],
  dichvu_ids: [],
  bacsi_ids: [],
  createdAt: stamp,
  ...overrides,
});

const diseasesApi = (extra: Parameters<typeof signedInApi>[1] = {}, staff = owner) =>
  signedInApi(staff, {
    'GET /api/benh': () => ok(page(rows)),
    'GET /api/dichvu': () => ok(page([checkUp, ecg])),
    'GET /api/bacsi': () => ok(page([drHung])),
    ...extra,
  });

/** The form item around a labelled control, where its messages show. */
const itemOf = (label: string) =>
  screen.getByRole('combobox', { name: label }).closest('.ant-form-item') as HTMLElement;

describe('the diseases list', { timeout: 60_000 }, () => {
  it('sends the state of the URL, tags each row with it, and links the rows to their records', async () => {
    const api = diseasesApi();
    renderScreen({ screen: DiseasesScreen, url: '/benh', path: '/benh?hienthi=false' });
    const hidden = (await screen.findByText('U bã đậu')).closest('tr')!;
    expect(api.calls().find((c) => c.startsWith('GET /api/benh?'))).toBe(
      'GET /api/benh?page=1&limit=10&sort=thutu%2Ctenbenh&hienthi=false',
    );
    expect(within(hidden).getByText('Đang ẩn')).toBeInTheDocument();
    expect(screen.getByTitle('Đang ẩn')).toHaveClass('ant-select-content');
    expect(screen.getByText('Tăng huyết áp').closest('a')).toHaveAttribute('href', `/benh/${rows[0]!._id}`);
    expect(screen.getByRole('button', { name: /Thêm bệnh/ })).toBeInTheDocument();
  });

  it('speaks English', async () => {
    diseasesApi();
    renderScreen({ screen: DiseasesScreen, url: '/benh', lang: 'en' });
    expect(await screen.findByText('High blood pressure')).toBeInTheDocument();
    expect(screen.getByText('Diseases')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Name – English' })).toBeInTheDocument();
  });
});

describe('the disease editor', { timeout: 60_000 }, () => {
  it('sends the disease with the services and doctors chosen in the two selects', async () => {
    const created = record({ tenbenh: 'Rối loạn mỡ máu', dichvu_ids: [ecg._id], bacsi_ids: [drHung._id] });
    const api = diseasesApi({
      'POST /api/benh': () => ok(created, 201),
      [`GET /api/benh/${created._id}`]: () => ok(created),
    });
    const { location } = renderScreen({ screen: DiseasesScreen, url: '/benh', path: '/benh/them-moi' });
    await userEvent.type(await screen.findByLabelText('Tên bệnh'), ' Rối loạn mỡ máu ');
    await userEvent.type(screen.getByLabelText('Tóm tắt'), 'Cholesterol máu cao.');
    await userEvent.click(screen.getByRole('combobox', { name: 'Dịch vụ liên quan' }));
    await userEvent.click(await screen.findByTitle('Đo điện tim · 120.000 ₫'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Bác sĩ khám' }));
    await userEvent.click(await screen.findByTitle('BS.CKII Nguyễn Văn Hùng · Nội tổng quát'));
    await userEvent.click(screen.getByRole('button', { name: /Thêm mới/ }));
    await waitFor(() => expect(location()).toBe(`/benh/${created._id}`));
    expect(api.bodyOf('POST /api/benh')).toEqual({
      tenbenh: 'Rối loạn mỡ máu',
      tenbenh_en: null,
      mota: 'Cholesterol máu cao.',
      mota_en: null,
      noidung: null,
      noidung_en: null,
      hinhanh_id: null,
      thutu: 0,
      hienthi: true,
      dichvu_ids: [ecg._id],
      bacsi_ids: [drHung._id],
    });
  });

  it('names the linked rows the lists leave out, marks the hidden ones, and saves what remains', async () => {
    // A service the website hides: the public list (what a role without that grant reads) does not carry it.
    const hiddenService = {
      ...checkUp,
      _id: '6d2a0000-0000-4a2b-9c3d-000000000009',
      tendichvu: 'Nội soi dạ dày',
      gia: 900_000,
      hienthi: false,
    };
    const linked = record({
      dichvu: [checkUp, hiddenService],
      dichvu_ids: [checkUp._id, hiddenService._id],
      bacsi: [drHung],
      bacsi_ids: [drHung._id],
    });
    const api = diseasesApi({
      [`GET /api/benh/${linked._id}`]: () => ok(linked),
      [`PUT /api/benh/${linked._id}`]: () => ok({ ...linked, updatedAt: '2026-03-03T02:00:00.000Z' }),
    });
    renderScreen({ screen: DiseasesScreen, url: '/benh', path: `/benh/${linked._id}` });
    const services = await waitFor(() => {
      const item = itemOf('Dịch vụ liên quan');
      expect(within(item).getByText('Nội soi dạ dày · 900.000 ₫ (đang ẩn)')).toBeInTheDocument();
      return item;
    });
    expect(within(services).getByText('Khám tổng quát · 200.000 ₫')).toBeInTheDocument();
    expect(within(itemOf('Bác sĩ khám')).getByText('BS.CKII Nguyễn Văn Hùng · Nội tổng quát')).toBeInTheDocument();
    // Take the check-up off, keep the rest.
    const tag = within(services).getByText('Khám tổng quát · 200.000 ₫').closest('.ant-select-selection-item')!;
    // The tag's remove cross is hidden from assistive technology (the select's own keys remove it): click it as a user does.
    await userEvent.click(tag.querySelector('.ant-select-selection-item-remove')!);
    await userEvent.click(screen.getByRole('button', { name: /Lưu thay đổi/ }));
    expect(await screen.findByText('Đã lưu bệnh Tăng huyết áp.')).toBeInTheDocument();
    expect(api.bodyOf(`PUT /api/benh/${linked._id}`)).toMatchObject({
      tenbenh: 'Tăng huyết áp',
      dichvu_ids: [hiddenService._id],
      bacsi_ids: [drHung._id],
    });
  });

  it('checks the contract before sending, and shows the server’s message under the services', async () => {
    const api = diseasesApi({
      'POST /api/benh': () =>
        fail('Dữ liệu chưa hợp lệ, vui lòng kiểm tra các trường được đánh dấu.', 400, {
          dichvu_ids: 'Mục được chọn không tồn tại hoặc đã bị xóa.',
        }),
    });
    renderScreen({ screen: DiseasesScreen, url: '/benh', path: '/benh/them-moi' });
    await userEvent.click(await screen.findByRole('button', { name: /Thêm mới/ }));
    const name = screen.getByLabelText('Tên bệnh');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(api.calls().some((c) => c.startsWith('POST'))).toBe(false);

    await userEvent.type(name, 'Viêm phế quản');
    await userEvent.click(screen.getByRole('combobox', { name: 'Dịch vụ liên quan' }));
    await userEvent.click(await screen.findByTitle('Khám tổng quát · 200.000 ₫'));
    await userEvent.click(screen.getByRole('button', { name: /Thêm mới/ }));
    expect(
      await within(itemOf('Dịch vụ liên quan')).findByText('Mục được chọn không tồn tại hoặc đã bị xóa.'),
    ).toBeInTheDocument();
  });

  it('opens read-only for a role that may only view', async () => {
    const entry: RoleMenuEntry = { url: '/benh', view: true, create: false, update: false, delete: false, actions: [] };
    const viewer = staffWithRole('QUANLY', {
      vaitro: { _id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c97', ma: 'QUANLY', ten: 'Xem', menu: [entry] },
    });
    const one = record();
    diseasesApi({ [`GET /api/benh/${one._id}`]: () => ok(one) }, viewer);
    const view = renderScreen({ screen: DiseasesScreen, url: '/benh', path: `/benh/${one._id}`, staff: viewer });
    expect(await screen.findByDisplayValue('Tăng huyết áp')).toBeDisabled();
    expect(buttonNamed(/Lưu thay đổi/)).toBeNull();
    expect(buttonNamed(/Xóa/)).toBeNull();
    view.unmount();
  });

  it('shows the not-found page for a disease the API does not find', async () => {
    const missing = '9a5d0000-0000-4a2b-9c3d-0000000000ff';
    diseasesApi({ [`GET /api/benh/${missing}`]: () => fail('Không tìm thấy nội dung bạn yêu cầu.', 404) });
    renderScreen({ screen: DiseasesScreen, url: '/benh', path: `/benh/${missing}` });
    expect(await screen.findByText('Không tìm thấy trang')).toBeInTheDocument();
  });
});
