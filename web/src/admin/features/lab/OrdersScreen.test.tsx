// The lab's worklist (/admin/xet-nghiem) through the DOM: it opens on today's orders; a technician's value is flagged
// as it is typed against the range the server chose for the patient, and saved; a doctor, who may not enter results,
// reads a verified result and prints its sheet under the clinic's header.
import { clinicDay, type OrderRecord, type OrderRow } from '@phongkham/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, signedInApi, staffWithRole } from '../../../test/admin';
import { installEventSource } from '../../../test/event-source';
import { renderScreen } from '../../../test/screen';
import { ImagingScreen, LabTestsScreen } from './OrdersScreen';

installEventSource();
const clinic = '01a50000-0000-7000-8000-0000000000c1';
const hdl = '01a50000-0000-7000-8000-0000000000d1';
const ldl = '01a50000-0000-7000-8000-0000000000d2';
const row: OrderRow = {
  _id: '01a50000-0000-7000-8000-000000000001',
  phongkham_id: clinic,
  luotkham_id: '01a50000-0000-7000-8000-0000000000e1',
  dichvu_id: '01a50000-0000-7000-8000-0000000000f1',
  tendichvu: 'Xét nghiệm mỡ máu (bộ lipid)',
  loai: 'XET_NGHIEM',
  trangthai: 'DA_THUC_HIEN',
  ghichu: null,
  ngay: '2026-11-26',
  sothutu: 3,
  phong_ten: 'Phòng khám nội',
  benhnhan_id: '01a50000-0000-7000-8000-0000000000b1',
  benhnhan_ma: 'BN-000012',
  benhnhan_hoten: 'Trần Thị Mai',
  benhnhan_ngaysinh: '1985-03-09',
  benhnhan_gioitinh: 'NU',
  chidinh_hoten: 'BS. Nguyễn Văn Minh',
  batthuong: false,
  createdAt: '2026-11-26T02:00:00.000Z',
  updatedAt: '2026-11-26T02:00:00.000Z',
};
const record = (overrides: Partial<OrderRecord> = {}): OrderRecord => ({
  ...row,
  chiso: [
    {
      chiso_id: hdl,
      ma: 'HDL-C',
      ten: 'HDL-Cholesterol',
      ten_en: 'HDL cholesterol',
      donvi: 'mmol/L',
      khoang: { gioitinh: 'NU', thap: 1.3 },
      giatri: null,
      co: null,
    },
    {
      chiso_id: ldl,
      ma: 'LDL-C',
      ten: 'LDL-Cholesterol',
      ten_en: 'LDL cholesterol',
      donvi: 'mmol/L',
      khoang: { cao: 3.4 },
      giatri: null,
      co: null,
    },
  ],
  mota: null,
  ketluan: null,
  hinhanh: [],
  thuchien_luc: '2026-11-26T02:10:00.000Z',
  nhap_luc: null,
  nguoinhap_hoten: null,
  duyet_luc: null,
  nguoiduyet_hoten: null,
  phongkham_ten: 'Phòng khám Đa khoa An Khang',
  phongkham_diachi: '125 Nguyễn Văn Cừ, Phường Chợ Quán, Thành phố Hồ Chí Minh',
  phongkham_dienthoai: '028 3923 4567',
  ...overrides,
});
const menu = (flags: { update: boolean; create: boolean }) => [
  { url: '/xet-nghiem', view: true, delete: false, actions: ['PRINT' as const], ...flags },
];
const technician = staffWithRole('QUANLY', {
  phongkham_id: clinic,
  vaitro: {
    _id: '01a50000-0000-7000-8000-0000000000a1',
    ma: 'KTV' as 'QUANLY',
    ten: 'Kỹ thuật viên',
    menu: menu({ update: true, create: false }),
  },
});
const doctor = staffWithRole('BACSY', {
  phongkham_id: clinic,
  vaitro: {
    _id: '01a50000-0000-7000-8000-0000000000a2',
    ma: 'BACSY',
    ten: 'Bác sĩ',
    menu: menu({ update: false, create: true }),
  },
});
const page = (docs: OrderRow[]) => ok({ docs, totalDocs: docs.length, page: 1, limit: 10, totalPages: 1 });

describe('the lab worklist', { timeout: 90_000 }, () => {
  it('opens on today’s orders and lists them by patient and state', async () => {
    const api = signedInApi(technician, { 'GET /api/xetnghiem': () => page([row]) });
    const { location } = renderScreen({ screen: LabTestsScreen, url: '/xet-nghiem', staff: technician });
    expect(await screen.findByText('BN-000012 · Trần Thị Mai')).toBeInTheDocument();
    expect(location()).toBe(`/xet-nghiem?ngay=${clinicDay()}`);
    expect(
      api.calls().some((call) => call.startsWith('GET /api/xetnghiem?') && call.includes(`ngay=${clinicDay()}`)),
    ).toBe(true);
  });

  it('flags a value as it is typed, by the patient’s range, and saves the panel', async () => {
    const api = signedInApi(technician, {
      [`GET /api/xetnghiem/${row._id}`]: () => ok(record()),
      [`PUT /api/xetnghiem/${row._id}/ketqua`]: () => ok(record({ trangthai: 'CO_KET_QUA' })),
    });
    renderScreen({ screen: LabTestsScreen, url: '/xet-nghiem', path: `/xet-nghiem/${row._id}`, staff: technician });
    const hdlInput = await screen.findByLabelText('HDL-Cholesterol');
    // 1.1 mmol/L is normal for a man, low for this woman (her range starts at 1.3).
    fireEvent.change(hdlInput, { target: { value: '1.1' } });
    expect(await screen.findByText('Thấp')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('LDL-Cholesterol'), { target: { value: '2.9' } });
    expect(await screen.findByText('Bình thường')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Lưu kết quả'));
    await waitFor(() =>
      expect(api.bodyOf(`PUT /api/xetnghiem/${row._id}/ketqua`)).toEqual({
        giatri: [
          { chiso_id: hdl, giatri: 1.1 },
          { chiso_id: ldl, giatri: 2.9 },
        ],
        ketluan: null,
      }),
    );
  });

  it('shows a doctor the verified result without entry, and prints it under the clinic record’s header, flags in Vietnamese', async () => {
    const verified = record({
      trangthai: 'DA_DUYET',
      batthuong: true,
      nguoinhap_hoten: 'KTV Lê Hoa',
      nguoiduyet_hoten: 'ThS. Phạm Quang',
      chiso: record().chiso.map((entry) =>
        entry.chiso_id === hdl ? { ...entry, giatri: 1.1, co: 'THAP' } : { ...entry, giatri: 2.9, co: 'BINH_THUONG' },
      ),
    });
    signedInApi(doctor, {
      [`GET /api/xetnghiem/${row._id}`]: () => ok(verified),
      // The site's hotline, which the sheet printed before: the header now comes from the visit's clinic record.
      'GET /api/setting': () =>
        ok({ tenphongkham: 'Phòng khám An Khang', diachi: '12 Lê Lợi, Quận 1', dienthoai: '0909 115 115', logo: null }),
    });
    renderScreen({ screen: LabTestsScreen, url: '/xet-nghiem', path: `/xet-nghiem/${row._id}`, staff: doctor });
    expect((await screen.findAllByText('Thấp')).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('HDL-Cholesterol')).toBeNull();
    expect(screen.queryByText('Duyệt kết quả')).toBeNull();
    await userEvent.click(screen.getByText('In phiếu kết quả'));
    const sheet = await screen.findByText('PHIẾU KẾT QUẢ XÉT NGHIỆM');
    const dialog = sheet.closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText('Phòng khám Đa khoa An Khang')).toBeInTheDocument();
    expect(within(dialog).getByText('Điện thoại: 028 3923 4567')).toBeInTheDocument();
    expect(within(dialog).queryByText(/0909 115 115/)).toBeNull();
    // The flag in the sheet's language: "Thấp", not "L".
    expect(within(dialog).getByText('Thấp')).toBeInTheDocument();
    expect(within(dialog).queryByText('L')).toBeNull();
    expect(within(dialog).getByText('ThS. Phạm Quang')).toBeInTheDocument();
  });
  it('reads a decimal comma, moves on with Enter, checks the contract’s rule, shows the server’s message under its value, and asks before leaving unsaved', async () => {
    const api = signedInApi(technician, {
      'GET /api/xetnghiem': () => page([row]),
      [`GET /api/xetnghiem/${row._id}`]: () => ok(record()),
      [`PUT /api/xetnghiem/${row._id}/ketqua`]: () =>
        fail('Dữ liệu không hợp lệ.', 400, { 'giatri.1.giatri': 'Giá trị quá lớn' }),
    });
    const { location } = renderScreen({
      screen: LabTestsScreen,
      url: '/xet-nghiem',
      path: `/xet-nghiem/${row._id}`,
      staff: technician,
    });
    await userEvent.type(await screen.findByLabelText('HDL-Cholesterol'), '1,1{Enter}');
    expect(screen.getByLabelText('LDL-Cholesterol')).toHaveFocus();
    expect(await screen.findByText('Thấp')).toBeInTheDocument();
    // Text that is not a number is never sent: JSON would carry it as null, clearing the value.
    await userEvent.type(screen.getByLabelText('LDL-Cholesterol'), '2,9,1');
    await userEvent.click(screen.getByText('Lưu kết quả'));
    expect(await screen.findByText('Không phải là số')).toBeInTheDocument();
    expect(api.bodyOf(`PUT /api/xetnghiem/${row._id}/ketqua`)).toBeUndefined();
    await userEvent.clear(screen.getByLabelText('LDL-Cholesterol'));
    await userEvent.type(screen.getByLabelText('LDL-Cholesterol'), '2,9');
    await userEvent.click(screen.getByText('Lưu kết quả'));
    expect(await screen.findByText('Giá trị quá lớn')).toBeInTheDocument();
    expect(api.bodyOf(`PUT /api/xetnghiem/${row._id}/ketqua`)).toEqual({
      giatri: [
        { chiso_id: hdl, giatri: 1.1 },
        { chiso_id: ldl, giatri: 2.9 },
      ],
      ketluan: null,
    });
    await userEvent.click(screen.getByRole('button', { name: /Về danh sách/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rời trang khi chưa lưu?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rời trang' }));
    await waitFor(() => expect(location()).toMatch(/^\/xet-nghiem\?ngay=/));
  });
});

describe('the imaging result entry', { timeout: 90_000 }, () => {
  it('asks for the conclusion by the contract’s rule before sending, then sends the report', async () => {
    const radiographer = staffWithRole('QUANLY', {
      phongkham_id: clinic,
      vaitro: {
        _id: '01a50000-0000-7000-8000-0000000000a3',
        ma: 'KTV_CDHA' as 'QUANLY',
        ten: 'Kỹ thuật viên chẩn đoán hình ảnh',
        menu: [{ url: '/chan-doan-hinh-anh', view: true, create: false, update: true, delete: false, actions: [] }],
      },
    });
    const imaging = record({ loai: 'CHAN_DOAN_HINH_ANH', tendichvu: 'Siêu âm ổ bụng tổng quát', chiso: [] });
    const api = signedInApi(radiographer, {
      [`GET /api/chandoanhinhanh/${row._id}`]: () => ok(imaging),
      [`PUT /api/chandoanhinhanh/${row._id}/ketqua`]: () => ok({ ...imaging, trangthai: 'CO_KET_QUA' }),
    });
    renderScreen({
      screen: ImagingScreen,
      url: '/chan-doan-hinh-anh',
      path: `/chan-doan-hinh-anh/${row._id}`,
      staff: radiographer,
    });
    await userEvent.type(await screen.findByLabelText('Mô tả'), 'Gan không to, nhu mô đều.');
    await userEvent.click(screen.getByText('Lưu kết quả'));
    expect(await screen.findByText('Không được để trống')).toBeInTheDocument();
    expect(api.bodyOf(`PUT /api/chandoanhinhanh/${row._id}/ketqua`)).toBeUndefined();
    await userEvent.type(screen.getByLabelText('Kết luận'), ' Siêu âm ổ bụng bình thường ');
    await userEvent.click(screen.getByText('Lưu kết quả'));
    await waitFor(() =>
      expect(api.bodyOf(`PUT /api/chandoanhinhanh/${row._id}/ketqua`)).toEqual({
        mota: 'Gan không to, nhu mô đều.',
        ketluan: 'Siêu âm ổ bụng bình thường',
        hinhanh_ids: [],
      }),
    );
  });
});
