// The provided services screen: filters by group, kind and state in the URL, sorting by price, the price shown in
// đồng, and the editor: its body as the contract says (price in whole đồng, kind, note in two languages) and the
// field errors, the contract's before sending and the server's after.
import type { ServiceDetail, ServiceGroupItem, ServiceItem } from '@phongkham/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, owner, signedInApi } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { ProvidedServicesScreen } from './ProvidedServicesScreen';

const stamp = '2026-03-02T02:00:00.000Z';

const group = (n: number, tendanhmuc: string, tendanhmuc_en: string | null): ServiceGroupItem => ({
  _id: `5c1f0000-0000-4a2b-9c3d-00000000000${n}`,
  tendanhmuc,
  tendanhmuc_en,
  mota: null,
  mota_en: null,
  hinhanh: null,
  thutu: n,
  hienthi: true,
  sodichvu: 1,
  updatedAt: stamp,
});
const groups = [group(1, 'Khám bệnh', 'Consultations'), group(2, 'Tiểu phẫu', 'Minor surgery')];
const [consultations, surgery] = groups as [ServiceGroupItem, ServiceGroupItem];

const row = (n: number, overrides: Partial<ServiceItem> = {}): ServiceItem => ({
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
  nhom: { _id: consultations._id, tendanhmuc: 'Khám bệnh', tendanhmuc_en: 'Consultations' },
  updatedAt: stamp,
  ...overrides,
});
const rows = [
  row(1, { tendichvu: 'Khám tổng quát' }),
  row(2, {
    tendichvu: 'Tiểu phẫu u bã đậu',
    gia: 1_500_000,
    loai: 'THU_THUAT',
    hienthi: false,
    dmdichvu_id: surgery._id,
    nhom: { _id: surgery._id, tendanhmuc: 'Tiểu phẫu', tendanhmuc_en: 'Minor surgery' },
  }),
];
const page = <T,>(docs: T[], totalDocs = docs.length) => ({ docs, totalDocs, page: 1, limit: 10, totalPages: 1 });

/** Types a whole value at once: a keystroke at a time re-renders the long form for every letter. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

const servicesApi = (extra: Parameters<typeof signedInApi>[1] = {}) =>
  signedInApi(owner, {
    'GET /api/dmdichvu': () => ok(page(groups)),
    'GET /api/dichvu': () => ok(page(rows)),
    ...extra,
  });

describe('the provided services list', { timeout: 60_000 }, () => {
  it('sends the group, kind and state of the URL, shows them by name, and clears them', async () => {
    const api = servicesApi();
    const { location } = renderScreen({
      screen: ProvidedServicesScreen,
      url: '/dich-vu-cung-cap',
      path: `/dich-vu-cung-cap?dmdichvu_id=${surgery._id}&loai=THU_THUAT&hienthi=false`,
    });
    const surgeryRow = (await screen.findByText('Tiểu phẫu u bã đậu')).closest('tr')!;
    expect(api.calls().find((c) => c.startsWith('GET /api/dichvu?'))).toBe(
      `GET /api/dichvu?page=1&limit=10&sort=nhom%2Cthutu%2Ctendichvu&dmdichvu_id=${surgery._id}&loai=THU_THUAT&hienthi=false`,
    );
    expect(await screen.findByTitle('Tiểu phẫu')).toHaveClass('ant-select-content');
    expect(screen.getByTitle('Thủ thuật, tiểu phẫu')).toHaveClass('ant-select-content');
    expect(screen.getByTitle('Đang ẩn')).toHaveClass('ant-select-content');
    // The row: its group, its kind, its price in đồng, hidden.
    for (const text of ['Tiểu phẫu', 'Thủ thuật, tiểu phẫu', '1.500.000 ₫', 'Đang ẩn']) {
      expect(within(surgeryRow).getByText(text)).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: /Xóa bộ lọc/ }));
    await waitFor(() => expect(location()).toBe('/dich-vu-cung-cap'));
  });

  it('sorts by price, then the other way', async () => {
    servicesApi();
    const { location } = renderScreen({ screen: ProvidedServicesScreen, url: '/dich-vu-cung-cap' });
    await screen.findByText('Khám tổng quát');
    await userEvent.click(screen.getByText('Giá (đồng)', { selector: 'th *' }));
    await waitFor(() => expect(location()).toBe('/dich-vu-cung-cap?sort=gia'));
    await userEvent.click(screen.getByText('Giá (đồng)', { selector: 'th *' }));
    await waitFor(() => expect(location()).toBe('/dich-vu-cung-cap?sort=-gia'));
  });

  it('speaks English: the kinds, the groups’ English names', async () => {
    servicesApi();
    renderScreen({ screen: ProvidedServicesScreen, url: '/dich-vu-cung-cap', lang: 'en' });
    const surgeryRow = (await screen.findByText('Tiểu phẫu u bã đậu')).closest('tr')!;
    expect(within(surgeryRow).getByText('Minor surgery')).toBeInTheDocument();
    expect(within(surgeryRow).getByText('Procedure or minor surgery')).toBeInTheDocument();
    expect(within(surgeryRow).getByText('Hidden')).toBeInTheDocument();
  });
});

describe('the provided service editor', { timeout: 120_000 }, () => {
  it('sends the service as the contract says: group, kind, whole-đồng price, unit and note in two languages', async () => {
    const created: ServiceDetail = {
      ...row(9, { tendichvu: 'Chích rạch áp xe', gia: 1_250_000, loai: 'THU_THUAT' }),
      noidung: null,
      noidung_en: null,
      hinhanh_id: null,
      createdAt: stamp,
    };
    const api = servicesApi({
      'POST /api/dichvu': () => ok(created, 201),
      [`GET /api/dichvu/${created._id}`]: () => ok(created),
    });
    const { location } = renderScreen({
      screen: ProvidedServicesScreen,
      url: '/dich-vu-cung-cap',
      path: '/dich-vu-cung-cap/them-moi',
    });
    await fill(await screen.findByLabelText('Tên dịch vụ'), 'Chích rạch áp xe');
    await userEvent.click(screen.getByRole('combobox', { name: 'Nhóm dịch vụ' }));
    await userEvent.click(await screen.findByTitle('Tiểu phẫu'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Loại dịch vụ' }));
    await userEvent.click(await screen.findByTitle('Thủ thuật, tiểu phẫu'));
    const price = screen.getByLabelText('Giá (đồng)');
    await fill(price, '1250000');
    await userEvent.tab();
    expect(price).toHaveValue('1.250.000');
    await fill(screen.getByLabelText('Đơn vị tính'), 'ca');
    await fill(screen.getByLabelText('Ghi chú cạnh giá'), 'Đã gồm thuốc tê');
    // The English twins live on the English tab of the price's texts.
    const englishTabs = screen.getAllByRole('tab', { name: 'Tiếng Anh' });
    await userEvent.click(englishTabs.at(-1)!);
    await fill(screen.getByLabelText('Ghi chú cạnh giá – tiếng Anh'), 'Anaesthetic included');
    await userEvent.click(screen.getByRole('button', { name: /Thêm mới/ }));
    await waitFor(() => expect(location()).toBe(`/dich-vu-cung-cap/${created._id}`));
    expect(api.bodyOf('POST /api/dichvu')).toEqual({
      dmdichvu_id: surgery._id,
      tendichvu: 'Chích rạch áp xe',
      tendichvu_en: null,
      mota: null,
      mota_en: null,
      noidung: null,
      noidung_en: null,
      gia: 1_250_000,
      donvitinh: 'ca',
      donvitinh_en: null,
      loai: 'THU_THUAT',
      ghichu: 'Đã gồm thuốc tê',
      ghichu_en: 'Anaesthetic included',
      hinhanh_id: null,
      thutu: 0,
      hienthi: true,
    });
    expect(await screen.findByText('Đã thêm dịch vụ Chích rạch áp xe.')).toBeInTheDocument();
  });

  it('marks the empty required fields before sending, then shows the server’s message under the price', async () => {
    const api = servicesApi({
      'POST /api/dichvu': () =>
        fail('Dữ liệu chưa hợp lệ, vui lòng kiểm tra các trường được đánh dấu.', 400, {
          gia: 'Giá không được lớn hơn 10000000000',
        }),
    });
    renderScreen({ screen: ProvidedServicesScreen, url: '/dich-vu-cung-cap', path: '/dich-vu-cung-cap/them-moi' });
    await userEvent.click(await screen.findByRole('button', { name: /Thêm mới/ }));
    const item = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(screen.getByLabelText('Tên dịch vụ')).toHaveAttribute('aria-invalid', 'true'));
    expect(await within(item('Nhóm dịch vụ')).findByText('Không được để trống')).toBeInTheDocument();
    expect(await within(item('Loại dịch vụ')).findByText('Không được để trống')).toBeInTheDocument();
    expect(await within(item('Giá (đồng)')).findByText('Không được để trống')).toBeInTheDocument();
    expect(api.calls().some((c) => c.startsWith('POST'))).toBe(false);

    await fill(screen.getByLabelText('Tên dịch vụ'), 'Gói phẫu thuật');
    await userEvent.click(screen.getByRole('combobox', { name: 'Nhóm dịch vụ' }));
    await userEvent.click(await screen.findByTitle('Khám bệnh'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Loại dịch vụ' }));
    await userEvent.click(await screen.findByTitle('Khác'));
    await fill(screen.getByLabelText('Giá (đồng)'), '900000');
    await userEvent.click(screen.getByRole('button', { name: /Thêm mới/ }));
    expect(await within(item('Giá (đồng)')).findByText('Giá không được lớn hơn 10000000000')).toBeInTheDocument();
  });

  it('opens a service with its price grouped by thousands, and saves it unchanged', async () => {
    const record: ServiceDetail = {
      ...rows[1]!,
      ghichu: 'Đã gồm thuốc tê',
      ghichu_en: null,
      noidung: '<p>Bóc trọn vỏ nang.</p>',
      noidung_en: null,
      hinhanh_id: null,
      createdAt: stamp,
    };
    const api = servicesApi({
      [`GET /api/dichvu/${record._id}`]: () => ok(record),
      [`PUT /api/dichvu/${record._id}`]: () => ok(record),
    });
    renderScreen({ screen: ProvidedServicesScreen, url: '/dich-vu-cung-cap', path: `/dich-vu-cung-cap/${record._id}` });
    expect(await screen.findByDisplayValue('1.500.000')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Đã gồm thuốc tê')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Lưu thay đổi/ }));
    await waitFor(() => expect(api.bodyOf(`PUT /api/dichvu/${record._id}`)).toBeDefined());
    expect(api.bodyOf(`PUT /api/dichvu/${record._id}`)).toMatchObject({
      dmdichvu_id: surgery._id,
      gia: 1_500_000,
      loai: 'THU_THUAT',
      ghichu: 'Đã gồm thuốc tê',
      hienthi: false,
    });
  });
});
