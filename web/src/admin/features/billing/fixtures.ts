// A bill, a cashier and a receipt as the API answers them, for the billing screens' DOM tests.
import { type BillDetail, type BillLine, type ReceiptPrint } from '@phongkham/contracts';
import { staffWithRole } from '../../../test/admin';

export const billId = '01b10000-0000-7000-8000-000000000001';
const clinicId = '01b10000-0000-7000-8000-0000000000e1';
const patientId = '01b10000-0000-7000-8000-0000000000b1';

/** A cashier's grants on the bills: view, payments, discounts, issuing and refunds; voiding is the manager's. */
export const cashier = staffWithRole('LETAN', {
  hoten: 'Lê Thu Hà',
  vaitro: {
    _id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4f',
    ma: 'LETAN',
    ten: 'Thu ngân',
    menu: [{ url: '/hoa-don', view: true, create: true, update: true, delete: false, actions: ['PRINT'] }],
  },
});

/** The manager, who may also void a bill and approve a discount. */
export const manager = staffWithRole('QUANLY', {
  vaitro: {
    _id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4e',
    ma: 'QUANLY',
    ten: 'Quản lý',
    menu: ['/hoa-don', '/duyet-thu-chi'].map((url) => ({
      url,
      view: true,
      create: true,
      update: true,
      delete: true,
      actions: ['PRINT' as const],
    })),
  },
});

// Cast rather than annotated: the contract gains fields while the money work lands (who set a discount, a promotion
// code), and these fixtures hold them already.
const line = (n: number, fields: Partial<BillLine>) =>
  ({
    _id: `01b10000-0000-7000-8000-0000000000d${n}`,
    loai: 'DICH_VU',
    chidinh_id: null,
    dichvu_id: null,
    thuoc_id: null,
    sanpham_id: null,
    ten: '',
    donvitinh: 'lần',
    soluong: 1,
    dongia: 0,
    giamgia_phantram: null,
    giamgia: 0,
    giamgia_lydo: null,
    thanhtien: 0,
    thutu: n,
    giamgia_nguoi_id: null,
    ...fields,
  }) as BillLine;

export const draftBill = {
  _id: billId,
  phongkham_id: clinicId,
  so: 'HD-2026-000123',
  luotkham_id: '01b10000-0000-7000-8000-0000000000a1',
  benhnhan_id: patientId,
  benhnhan_hoten: 'Nguyễn Bảo An',
  benhnhan_ma: 'BN-000042',
  khachhang: null,
  trangthai: 'NHAP',
  tongtien: 1_450_000,
  giamgia_phantram: null,
  giamgia: 0,
  giamgia_lydo: null,
  giamgia_duyet: 'KHONG_CAN',
  giamgia_nguoi_id: null,
  makhuyenmai: null,
  giamgia_nguoiduyet_id: null,
  giamgia_duyet_luc: null,
  phaitra: 1_450_000,
  dathu: 0,
  dahoan: 0,
  conlai: 1_450_000,
  ghichu: null,
  nhanvien_id: null,
  huy_lydo: null,
  phathanh_luc: null,
  createdAt: '2026-11-26T02:00:00.000Z',
  updatedAt: '2026-11-26T02:00:00.000Z',
  dong: [
    line(1, {
      chidinh_id: '01b10000-0000-7000-8000-0000000000c1',
      ten: 'Khám nội tổng quát',
      dichvu_loai: 'KHAM',
      nguoichidinh_hoten: 'Phạm Minh Tâm',
      nguoichidinh_vaitro: 'LETAN',
      dongia: 250_000,
      thanhtien: 250_000,
    }),
    line(2, {
      chidinh_id: '01b10000-0000-7000-8000-0000000000c2',
      ten: 'Siêu âm ổ bụng',
      dichvu_loai: 'CHAN_DOAN_HINH_ANH',
      nguoichidinh_hoten: 'Nguyễn Văn An',
      nguoichidinh_vaitro: 'BACSY',
      dongia: 350_000,
      thanhtien: 350_000,
    }),
    line(3, {
      loai: 'THUOC',
      thuoc_id: '01b10000-0000-7000-8000-0000000000f9',
      ten: 'Paracetamol 500 mg',
      donvitinh: 'viên',
      soluong: 20,
      dongia: 42_500,
      thanhtien: 850_000,
    }),
  ],
  phieuthu: [],
  phieuchi: [],
} as BillDetail;

/** The draft issued with a 10 % bill discount and 600.000 ₫ paid in cash. */
export const partlyPaid: BillDetail = {
  ...draftBill,
  trangthai: 'THANH_TOAN_MOT_PHAN',
  giamgia_phantram: 10,
  giamgia: 145_000,
  giamgia_lydo: 'Khách quen',
  phaitra: 1_305_000,
  dathu: 600_000,
  conlai: 705_000,
  phathanh_luc: '2026-11-26T03:00:00.000Z',
  updatedAt: '2026-11-26T03:00:00.000Z',
  phieuthu: [
    {
      _id: '01b10000-0000-7000-8000-0000000000f1',
      phongkham_id: clinicId,
      so: 'PT-2026-000007',
      loai: 'HOA_DON',
      hoadon_id: billId,
      benhnhan_id: patientId,
      cathungan_id: null,
      phuongthuc: 'TIEN_MAT',
      sotien: 600_000,
      sotienbangchu: 'Sáu trăm nghìn đồng chẵn',
      tienkhachdua: 1_000_000,
      tienthoi: 400_000,
      magiaodich: null,
      nhanvien_id: null,
      nhanvien_hoten: 'Lê Thu Hà',
      createdAt: '2026-11-26T03:00:00.000Z',
    },
  ],
};

const { phieuthu, phieuchi: _refunds, ...billOnReceipt } = partlyPaid;

export const receiptPrint: ReceiptPrint = {
  ...phieuthu[0]!,
  phongkham: { ten: 'Phòng khám Đa khoa An Tâm', diachi_day: '125 Nguyễn Văn Cừ, Quận 5', dienthoai: '02838123456' },
  benhnhan_hoten: partlyPaid.benhnhan_hoten,
  benhnhan_ma: partlyPaid.benhnhan_ma,
  hoadon: billOnReceipt,
  theophuongthuc: { TIEN_MAT: 600_000, THE: 0, CHUYEN_KHOAN: 0, VIETQR: 0, TAM_UNG: 0 },
  sodu_tamung: null,
};
