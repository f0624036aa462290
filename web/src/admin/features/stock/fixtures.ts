// What the stock screens' tests read from the fake API: the clinic's stores, two drugs (one sold in boxes and
// blisters), batches with each alert, a stock card and an issued document; and a staff member holding /kho.
import { defaultRoleMenus, type RoleMenuEntry } from '@phongkham/contracts';
import { owner, staffWithRole } from '../../../test/admin';
import type { CatalogueDrug } from './receiptSheet';
import type { BatchRow, StockCard, StockDocument, StocktakeDetail, StoreRow } from './wire';

export const id = (n: number) => `0197a0a0-0000-7000-8000-${String(n).padStart(12, '0')}`;
export const page = <T>(docs: T[]) => ({ docs, totalDocs: docs.length, page: 1, limit: 10, totalPages: 1 });

const stockGrant: RoleMenuEntry = {
  url: '/kho',
  view: true,
  create: true,
  update: true,
  delete: false,
  actions: ['PRINT', 'EXPORT'],
};
/** The owner, with the stock page whatever the role seeds say today. */
export const keeper = staffWithRole('ADMINISTRATOR', {
  vaitro: {
    ...owner.vaitro,
    menu: [...defaultRoleMenus.ADMINISTRATOR.filter((entry) => entry.url !== '/kho'), stockGrant],
  },
});
/** Someone who may read the stock but not move it. */
export const reader = staffWithRole('ADMINISTRATOR', {
  vaitro: { ...owner.vaitro, menu: [{ ...stockGrant, create: false, update: false, actions: [] }] },
});

const clinic = id(99);
export const stores: StoreRow[] = [
  { _id: id(1), phongkham_id: clinic, ten: 'Nhà thuốc', loai: 'NHA_THUOC', ghichu: null, hoatdong: true },
  { _id: id(2), phongkham_id: clinic, ten: 'Phòng thủ thuật', loai: 'THU_THUAT', ghichu: null, hoatdong: true },
];

export const amoxicillin: CatalogueDrug = {
  _id: id(10),
  tenthuoc: 'Amoxicillin 500mg',
  donvitinh: 'Viên',
  sodangky: 'VD-12345-10',
  quycach: [
    { ten: 'Hộp', heso: 100 },
    { ten: 'Vỉ', heso: 10 },
  ],
};
export const paracetamol: CatalogueDrug = {
  _id: id(11),
  tenthuoc: 'Paracetamol 500mg',
  donvitinh: 'Viên',
  sodangky: 'VD-22222-20',
  quycach: [],
};
export const drugs = [amoxicillin, paracetamol];

export const suppliers = [{ _id: id(20), ten: 'Công ty Dược Hậu Giang' }];

const batch = (n: number, extra: Partial<BatchRow>): BatchRow => ({
  _id: id(100 + n),
  phongkham_id: clinic,
  kho_id: id(1),
  kho_ten: 'Nhà thuốc',
  thuoc_id: amoxicillin._id,
  sanpham_id: null,
  ten: amoxicillin.tenthuoc,
  donvitinh: 'Viên',
  quycach: amoxicillin.quycach ?? null,
  solo: `A${n}`,
  handung: '2027-12-31',
  soluong: 250,
  khadung: 250,
  gianhap: 1_050,
  giaban: 1_500,
  giatrikho: 262_500,
  tamgiu: false,
  tamgiu_lydo: null,
  hethan: false,
  ganhethan: false,
  duoidinhmuc: false,
  dinhmuc: null,
  nhacungcap_id: id(20),
  nhacungcap_ten: 'Công ty Dược Hậu Giang',
  sohoadon: 'HD0001',
  updatedAt: '2026-11-20T02:00:00.000Z',
  ...extra,
});

export const batches: BatchRow[] = [
  batch(1, { solo: 'HH01', handung: '2026-10-31', hethan: true, khadung: 0, soluong: 40, giatrikho: 42_000 }),
  batch(2, { solo: 'CH02', handung: '2026-12-20', ganhethan: true, duoidinhmuc: true, dinhmuc: 500 }),
  batch(3, { solo: 'TG03', tamgiu: true, tamgiu_lydo: 'Thu hồi theo công văn 123/QLD', khadung: 0 }),
  batch(4, {
    solo: 'P004',
    thuoc_id: paracetamol._id,
    ten: paracetamol.tenthuoc,
    quycach: [],
    soluong: 1_200,
    khadung: 1_200,
    gianhap: 500,
    giatrikho: 600_000,
  }),
];

export const receiptDocument: StockDocument = {
  _id: id(300),
  phongkham_id: clinic,
  so: 'PN-2026-000012',
  loai: 'NHAP',
  lydo: null,
  ngay: '2026-11-29',
  kho_id: id(1),
  kho_ten: 'Nhà thuốc',
  kho_den_id: null,
  kho_den_ten: null,
  nhacungcap_id: id(20),
  nhacungcap_ten: 'Công ty Dược Hậu Giang',
  sohoadon: 'HD0099',
  ghichu: null,
  nguoichungkien: null,
  goc_id: null,
  donthuoc_id: null,
  hoadon_id: null,
  nhanvien_hoten: 'Nguyễn Văn An',
  goc_so: null,
  tongtien: 210_000,
  sodong: 1,
  createdAt: '2026-11-29T02:00:00.000Z',
  phongkham_ten: 'Phòng khám An Khang',
  phongkham_diachi: '12 Lê Lợi, Phường Bến Thành, TP. Hồ Chí Minh',
  phongkham_dienthoai: '028 3822 1234',
  dong: [
    {
      _id: id(301),
      thutu: 1,
      kho_id: id(1),
      lohang_id: id(101),
      thuoc_id: amoxicillin._id,
      sanpham_id: null,
      ten: amoxicillin.tenthuoc,
      donvitinh: 'Viên',
      solo: 'A77',
      handung: '2028-06-30',
      soluong: 200,
      tonsau: 200,
      gianhap: 1_050,
      giaban: 1_500,
      thanhtien: 210_000,
    },
  ],
};

export const card: StockCard = {
  ten: amoxicillin.tenthuoc,
  donvitinh: 'Viên',
  tondau: 0,
  toncuoi: 230,
  dong: [
    {
      _id: id(401),
      phieukho_id: id(300),
      so: 'PN-2026-000012',
      loai: 'NHAP',
      lydo: null,
      ngay: '2026-11-20',
      createdAt: '2026-11-20T02:00:00.000Z',
      kho_id: id(1),
      kho_ten: 'Nhà thuốc',
      lohang_id: id(102),
      solo: 'CH02',
      handung: '2026-12-20',
      soluong: 250,
      ton: 250,
      tonsau: 250,
      diengiai: 'Công ty Dược Hậu Giang',
    },
    {
      _id: id(402),
      phieukho_id: id(301),
      so: 'PX-2026-000040',
      loai: 'XUAT',
      lydo: 'PHAT_THUOC',
      ngay: '2026-11-21',
      createdAt: '2026-11-21T02:00:00.000Z',
      kho_id: id(1),
      kho_ten: 'Nhà thuốc',
      lohang_id: id(102),
      solo: 'CH02',
      handung: '2026-12-20',
      soluong: -20,
      ton: 230,
      tonsau: 230,
      diengiai: 'Đơn thuốc DT-000123',
    },
  ],
};

/** An open count sheet of the pharmacy: each batch in stock with the books' quantity when it was started. */
export const sheet: StocktakeDetail = {
  _id: id(600),
  kho_id: id(1),
  kho_ten: 'Nhà thuốc',
  trangthai: 'DANG_KIEM',
  ghichu: null,
  lydo: null,
  phieukho_id: null,
  phieukho_so: null,
  createdAt: '2026-11-29T01:00:00.000Z',
  chot_luc: null,
  dong: batches.map((one) => ({
    lohang_id: one._id,
    thuoc_id: one.thuoc_id,
    sanpham_id: null,
    ten: one.ten,
    donvitinh: one.donvitinh,
    solo: one.solo,
    handung: one.handung,
    tonsosach: one.soluong,
    thucte: null,
    chenhlech: null,
    ghichu: null,
  })),
};
