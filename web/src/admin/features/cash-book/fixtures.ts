// A cashier and their shift as the API answers it (open with its X-report, closed with its Z-report), for the cash
// book's DOM tests.
import type { ShiftRecord } from '@phongkham/contracts';
import { staffWithRole } from '../../../test/admin';

export const shiftId = '01b10000-0000-7000-8000-0000000000c1';

/** A cashier with the cash book's grants: view, open a shift, close it, print and export. */
export const cashier = staffWithRole('LETAN', {
  hoten: 'Lê Thu Hà',
  vaitro: {
    _id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c50',
    ma: 'LETAN',
    ten: 'Thu ngân',
    menu: [{ url: '/so-quy', view: true, create: true, update: true, delete: false, actions: ['PRINT', 'EXPORT'] }],
  },
});

const byMethod = (TIEN_MAT: number, THE = 0, CHUYEN_KHOAN = 0, VIETQR = 0) => ({ TIEN_MAT, THE, CHUYEN_KHOAN, VIETQR });

/** Open since 07:30 with a 500.000 float: 1.250.000 cash in, 50.000 cash refunded, 300.000 by VietQR. */
export const openShift: ShiftRecord = {
  _id: shiftId,
  phongkham_id: '01b10000-0000-7000-8000-0000000000e1',
  phongkham: {
    ten: 'Phòng khám Đa khoa An Tâm',
    diachi_day: '125 Nguyễn Văn Cừ, Phường Chợ Quán, Thành phố Hồ Chí Minh',
    dienthoai: '028 3923 4567',
  },
  nhanvien_id: cashier._id,
  nhanvien_hoten: 'Lê Thu Hà',
  trangthai: 'MO',
  tiendauca: 500_000,
  mo_luc: '2026-11-26T00:30:00.000Z',
  dong_luc: null,
  tienmatthucte: null,
  tienmatdukien: 1_700_000,
  chenhlech: null,
  lydo_chenhlech: null,
  nguoiduyet_id: null,
  nguoiduyet_hoten: null,
  baocao: 'X',
  thu: byMethod(1_250_000, 0, 0, 300_000),
  hoan: byMethod(50_000),
  theophuongthuc: byMethod(1_200_000, 0, 0, 300_000),
  thukhac: byMethod(0),
  chikhac: byMethod(0),
  sophieuthu: 4,
  sophieuchi: 1,
  sophieukhac: 0,
  tong: 1_500_000,
  createdAt: '2026-11-26T00:30:00.000Z',
  updatedAt: '2026-11-26T00:30:00.000Z',
};

/** The same shift closed at 17:05 with 1.680.000 counted: 20.000 short, with its reason. */
export const closedShift: ShiftRecord = {
  ...openShift,
  trangthai: 'DA_DONG',
  baocao: 'Z',
  dong_luc: '2026-11-26T10:05:00.000Z',
  tienmatthucte: 1_680_000,
  chenhlech: -20_000,
  lydo_chenhlech: 'Thối nhầm cho khách',
  updatedAt: '2026-11-26T10:05:00.000Z',
};
