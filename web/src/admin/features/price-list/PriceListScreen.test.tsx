// The price list editor through the DOM: services group by group, search without diacritics, prices edited in
// place and saved per row or together, a price changed by someone else meanwhile, and the Excel import's preview.
import type { PriceListRow, PricePreview, RoleMenuEntry } from '@phongkham/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, signedInApi, staffWithRole } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { buildWorkbook } from '../../kit/export';
import { PriceListScreen } from './PriceListScreen';
import { exportColumns } from './sheet';

const URL_ = '/bang-gia-dich-vu';
const API = '/api/banggia/quanly';

const consultations = {
  _id: '0190f4a0-0000-7000-8000-0000000000a1',
  tendanhmuc: 'Khám bệnh',
  tendanhmuc_en: 'Consultations',
  hienthi: true,
  thutu: 1,
};
const minorSurgery = {
  _id: '0190f4a0-0000-7000-8000-0000000000a2',
  tendanhmuc: 'Tiểu phẫu',
  tendanhmuc_en: 'Minor surgery',
  hienthi: false,
  thutu: 2,
};
const service = (n: number, changes: Partial<PriceListRow>): PriceListRow => ({
  _id: `0190f4a0-0000-7000-8000-00000000000${n}`,
  tendichvu: `Dịch vụ ${n}`,
  tendichvu_en: null,
  donvitinh: 'lần',
  donvitinh_en: 'visit',
  gia: 100_000,
  loai: 'KHAM',
  hienthi: true,
  thutu: n,
  nhom: consultations,
  updatedAt: '2026-03-02T02:00:00.000Z',
  ...changes,
});
const general = service(1, { tendichvu: 'Khám tổng quát', tendichvu_en: 'General consultation', gia: 200_000 });
const paediatrics = service(2, { tendichvu: 'Khám nhi', tendichvu_en: 'Paediatric consultation', gia: 250_000 });
const nutrition = service(3, { tendichvu: 'Khám dinh dưỡng', gia: 180_000, hienthi: false });
const stitches = service(4, {
  tendichvu: 'Khâu vết thương phần mềm',
  gia: 400_000,
  loai: 'THU_THUAT',
  nhom: minorSurgery,
});
const rows = [general, paediatrics, nutrition, stitches];

const entry = (flags: Partial<RoleMenuEntry>): RoleMenuEntry => ({
  url: URL_,
  view: true,
  create: false,
  update: false,
  delete: false,
  actions: [],
  ...flags,
});
const withMenu = (menu: RoleMenuEntry[]) =>
  staffWithRole('QUANLY', {
    vaitro: { _id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c99', ma: 'QUANLY', ten: 'Quản lý', menu },
  });

const priceInput = (name: string) => screen.findByRole('spinbutton', { name: `Giá của ${name}` });

describe('the price list', { timeout: 180_000 }, () => {
  it('shows every service group by group, drafts and hidden groups marked, and searches without diacritics', async () => {
    signedInApi(staffWithRole('ADMINISTRATOR'), { [`GET ${API}`]: () => ok(rows) });
    const { location } = renderScreen({ screen: PriceListScreen, url: URL_ });
    const first = await screen.findByRole('region', { name: /Khám bệnh/ });
    expect(within(first).getByText('Khám tổng quát')).toBeInTheDocument();
    expect(within(first).getByText('General consultation')).toBeInTheDocument();
    expect(within(first).getByText('3 dịch vụ')).toBeInTheDocument();
    expect(within(first).getByText('Khám dinh dưỡng').parentElement).toHaveTextContent('Chưa đăng');
    const second = screen.getByRole('region', { name: /Tiểu phẫu/ });
    expect(within(second).getByText('Nhóm đang ẩn')).toBeInTheDocument();
    expect(within(second).getByText('Khâu vết thương phần mềm')).toBeInTheDocument();
    expect(await priceInput('Khám tổng quát')).toHaveValue('200.000');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), 'khau vet');
    await waitFor(() => expect(screen.queryByText('Khám tổng quát')).toBeNull());
    expect(screen.getByText('Khâu vết thương phần mềm')).toBeInTheDocument();
    expect(location()).toBe(`${URL_}?q=khau+vet`);
  });

  it('shows prices as text, with no editing, import or export, to a role that may only view', async () => {
    const viewer = withMenu([entry({})]);
    signedInApi(viewer, { [`GET ${API}`]: () => ok(rows) });
    renderScreen({ screen: PriceListScreen, url: URL_, staff: viewer });
    expect(await screen.findByText('200.000 ₫')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('button', { name: /Nhập từ Excel/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Xuất Excel/ })).toBeNull();
  });

  it('edits a price in place and saves that row', async () => {
    const saved = { ...general, gia: 250_000, updatedAt: '2026-03-03T02:00:00.000Z' };
    const api = signedInApi(withMenu([entry({ update: true })]), {
      [`GET ${API}`]: () => ok(rows),
      'PUT /api/banggia': () => ok([saved]),
    });
    renderScreen({ screen: PriceListScreen, url: URL_, staff: withMenu([entry({ update: true })]) });
    const input = await priceInput('Khám tổng quát');
    await userEvent.clear(input);
    // Typed grouped, as cashiers write prices (a plain 250000 is shown so once the field is left).
    await userEvent.type(input, '250.000');
    expect(input).toHaveValue('250.000');
    expect(screen.getByText('Giá đang áp dụng: 200.000 ₫')).toBeInTheDocument();
    // Text queries, not roles: computing roles over a whole antd list is slow on a loaded machine.
    expect(screen.getByText('1 thay đổi chưa lưu').closest('[aria-label="Các thay đổi chưa lưu"]')).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Lưu giá của Khám tổng quát' }));
    expect(await screen.findByText('Đã lưu giá mới của 1 dịch vụ.')).toBeInTheDocument();
    expect(api.bodyOf('PUT /api/banggia')).toEqual({
      thaydoi: [{ _id: general._id, giacu: 200_000, giamoi: 250_000 }],
    });
    await waitFor(() => expect(screen.queryByText(/thay đổi chưa lưu/)).toBeNull());
    expect(await priceInput('Khám tổng quát')).toHaveValue('250.000');
    expect(screen.queryByText(/Giá đang áp dụng/)).toBeNull();
  });

  it('saves several prices together from the bar, and undoes one row', async () => {
    const api = signedInApi(staffWithRole('ADMINISTRATOR'), {
      [`GET ${API}`]: () => ok(rows),
      'PUT /api/banggia': () =>
        ok([
          { ...paediatrics, gia: 270_000 },
          { ...stitches, gia: 450_000 },
        ]),
    });
    renderScreen({ screen: PriceListScreen, url: URL_ });
    for (const [name, price] of [
      ['Khám tổng quát', '210000'],
      ['Khám nhi', '270000'],
      ['Khâu vết thương phần mềm', '450000'],
    ] as const) {
      const input = await priceInput(name);
      await userEvent.clear(input);
      // Pasted in one go: typing digit by digit re-renders the whole list each time, slow on a loaded machine.
      await userEvent.paste(price);
    }
    const bar = screen.getByText('3 thay đổi chưa lưu').closest<HTMLElement>('[aria-label="Các thay đổi chưa lưu"]')!;
    expect(bar).toHaveTextContent('3 thay đổi chưa lưu');
    await userEvent.click(screen.getByRole('button', { name: 'Hoàn tác giá của Khám tổng quát' }));
    expect(await priceInput('Khám tổng quát')).toHaveValue('200.000');
    expect(bar).toHaveTextContent('2 thay đổi chưa lưu');
    await userEvent.click(within(bar).getByRole('button', { name: /Lưu thay đổi \(2\)/ }));
    expect(await screen.findByText('Đã lưu giá mới của 2 dịch vụ.')).toBeInTheDocument();
    expect(api.bodyOf('PUT /api/banggia')).toEqual({
      thaydoi: [
        { _id: paediatrics._id, giacu: 250_000, giamoi: 270_000 },
        { _id: stitches._id, giacu: 400_000, giamoi: 450_000 },
      ],
    });
  });

  it('keeps the edit and shows today’s price when someone else changed it meanwhile', async () => {
    let changedElsewhere = false;
    signedInApi(staffWithRole('ADMINISTRATOR'), {
      [`GET ${API}`]: () => ok(changedElsewhere ? [{ ...general, gia: 220_000 }, paediatrics] : rows),
      'PUT /api/banggia': () => {
        changedElsewhere = true;
        return fail(
          'Giá của 1 dịch vụ đã được người khác thay đổi sau khi bạn xem: Khám tổng quát. Chưa có giá nào được lưu; vui lòng tải lại bảng giá rồi thử lại.',
          409,
          { 'thaydoi.0.giacu': 'Giá đã được người khác thay đổi sau khi bạn xem.' },
        );
      },
    });
    renderScreen({ screen: PriceListScreen, url: URL_ });
    const input = await priceInput('Khám tổng quát');
    await userEvent.clear(input);
    await userEvent.type(input, '250.000{Enter}');
    expect(await screen.findByText(/đã được người khác thay đổi sau khi bạn xem: Khám tổng quát/)).toBeInTheDocument();
    expect(
      await screen.findByText('Người khác vừa đổi giá này thành 220.000 ₫. Kiểm tra lại rồi lưu.'),
    ).toBeInTheDocument();
    expect(input).toHaveValue('250.000');
    expect(screen.getByText('Giá đang áp dụng: 220.000 ₫')).toBeInTheDocument();
  });
});

describe('importing prices from Excel', { timeout: 180_000 }, () => {
  /** The file an editor makes: the export, with one price changed and one row naming an unknown service. */
  async function editedExport() {
    const t = (key: string) =>
      ({
        'admin.resources.priceList.sheet.id': 'Mã',
        'admin.resources.priceList.sheet.group': 'Nhóm',
        'admin.resources.priceList.sheet.service': 'Dịch vụ',
        'admin.resources.priceList.sheet.unit': 'Đơn vị tính',
        'admin.resources.priceList.sheet.price': 'Giá (đồng)',
      })[key] ?? key;
    const edited = [{ ...general, gia: 230_000 }, paediatrics];
    const extra = { ...service(9, { tendichvu: 'Châm cứu', gia: 150_000 }), _id: '' };
    const bytes = await buildWorkbook('Bảng giá', exportColumns(t), [...edited, extra], 'vi', t);
    return new File([bytes], 'bang-gia.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
  }

  const preview: PricePreview = {
    dong: [
      {
        vitri: 0,
        ten: 'Khám tổng quát',
        dichvu: {
          _id: general._id,
          tendichvu: 'Khám tổng quát',
          tendichvu_en: 'General consultation',
          tendanhmuc: 'Khám bệnh',
          tendanhmuc_en: 'Consultations',
        },
        giacu: 200_000,
        giamoi: 230_000,
        trangthai: 'thaydoi',
        loi: [],
      },
      {
        vitri: 1,
        ten: 'Khám nhi',
        dichvu: {
          _id: paediatrics._id,
          tendichvu: 'Khám nhi',
          tendichvu_en: null,
          tendanhmuc: 'Khám bệnh',
          tendanhmuc_en: null,
        },
        giacu: 250_000,
        giamoi: 250_000,
        trangthai: 'khongdoi',
        loi: [],
      },
      {
        vitri: 2,
        ten: 'Châm cứu',
        dichvu: null,
        giacu: null,
        giamoi: 150_000,
        trangthai: 'loi',
        loi: ['priceList.unknownService'],
      },
    ],
    sothaydoi: 1,
    sokhongdoi: 1,
    soloi: 1,
  };

  it('reads the file, shows the preview with old → new and problems in red, and applies only on request', async () => {
    const api = signedInApi(staffWithRole('ADMINISTRATOR'), {
      [`GET ${API}`]: () => ok(rows),
      'POST /api/banggia/doi-chieu': () => ok(preview),
      'PUT /api/banggia': () => ok([{ ...general, gia: 230_000 }]),
    });
    renderScreen({ screen: PriceListScreen, url: URL_ });
    await priceInput('Khám tổng quát');
    await userEvent.upload(screen.getByLabelText('Tệp Excel bảng giá'), await editedExport());

    const dialog = await screen.findByRole('dialog', { name: /Xem trước thay đổi từ tệp bang-gia.xlsx/ });
    // The browser read the sheet in the export's layout and sent its rows, the empty id left out.
    expect(api.bodyOf('POST /api/banggia/doi-chieu')).toEqual([
      { _id: general._id, tendichvu: 'Khám tổng quát', tendanhmuc: 'Khám bệnh', gia: 230_000 },
      { _id: paediatrics._id, tendichvu: 'Khám nhi', tendanhmuc: 'Khám bệnh', gia: 250_000 },
      { _id: null, tendichvu: 'Châm cứu', tendanhmuc: 'Khám bệnh', gia: 150_000 },
    ]);
    expect(
      within(dialog).getByText('1 giá sẽ thay đổi, 1 giá giữ nguyên, 1 dòng có lỗi. Các dòng có lỗi sẽ được bỏ qua.'),
    ).toBeInTheDocument();
    const changed = within(dialog).getByText('Khám tổng quát').closest('tr')!;
    expect(changed).toHaveTextContent('200.000 ₫ → 230.000 ₫');
    expect(changed).toHaveTextContent('Thay đổi');
    // Sheet rows count from the header: the first price is on row 2.
    expect(within(changed).getAllByRole('cell')[0]).toHaveTextContent('2');
    const problem = within(dialog).getByText('Không tìm thấy dịch vụ này trong bảng giá (mã hoặc tên không khớp).');
    expect(problem.closest('.ant-typography-danger')).not.toBeNull();
    expect(problem.closest('tr')).toHaveTextContent('Châm cứu');
    expect(api.calls().some((call) => call.startsWith('PUT'))).toBe(false);

    // Only the rows with problems, then apply.
    await userEvent.click(within(dialog).getByText('Có lỗi (1)'));
    await waitFor(() => expect(within(dialog).queryByText('Khám tổng quát')).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Áp dụng 1 thay đổi' }));
    expect(await screen.findByText('Đã áp dụng 1 giá mới từ tệp.')).toBeInTheDocument();
    expect(api.bodyOf('PUT /api/banggia')).toEqual({
      thaydoi: [{ _id: general._id, giacu: 200_000, giamoi: 230_000 }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await priceInput('Khám tổng quát')).toHaveValue('230.000');
  });

  it('changes nothing when the editor cancels, and compares again when prices changed under the preview', async () => {
    let previews = 0;
    const api = signedInApi(staffWithRole('ADMINISTRATOR'), {
      [`GET ${API}`]: () => ok(rows),
      'POST /api/banggia/doi-chieu': () => {
        previews += 1;
        return ok(previews === 1 ? preview : { ...preview, dong: [{ ...preview.dong[0]!, giacu: 220_000 }] });
      },
      'PUT /api/banggia': () =>
        fail('Giá của 1 dịch vụ đã được người khác thay đổi sau khi bạn xem: Khám tổng quát.', 409, {
          'thaydoi.0.giacu': 'Giá đã được người khác thay đổi sau khi bạn xem.',
        }),
    });
    renderScreen({ screen: PriceListScreen, url: URL_, lang: 'en' });
    await screen.findByRole('spinbutton', { name: 'Price of General consultation' });
    const file = await editedExport();
    await userEvent.upload(screen.getByLabelText('Price list Excel file'), file);
    let dialog = await screen.findByRole('dialog', { name: /Preview of the changes in bang-gia.xlsx/ });
    expect(within(dialog).getByText('General consultation')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls().some((call) => call.startsWith('PUT'))).toBe(false);

    await userEvent.upload(screen.getByLabelText('Price list Excel file'), file);
    dialog = await screen.findByRole('dialog', { name: /Preview of the changes/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply 1 change(s)' }));
    expect(await within(dialog).findByText(/The file was compared again with the latest prices/)).toBeInTheDocument();
    expect(within(dialog).getByText('General consultation').closest('tr')).toHaveTextContent('220.000 ₫ → 230.000 ₫');
    expect(previews).toBe(3);
  });

  it('says so when the file is not a spreadsheet', async () => {
    signedInApi(staffWithRole('ADMINISTRATOR'), { [`GET ${API}`]: () => ok(rows) });
    renderScreen({ screen: PriceListScreen, url: URL_ });
    await priceInput('Khám tổng quát');
    await userEvent.upload(
      screen.getByLabelText('Tệp Excel bảng giá'),
      new File(['không phải excel'], 'ghi-chu.xlsx', { type: 'text/plain' }),
    );
    expect(
      await screen.findByText('Không đọc được tệp. Hãy chọn tệp Excel (.xlsx), ví dụ tệp xuất từ bảng giá này.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
