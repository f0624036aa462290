// Clinics (phòng khám): every operational record (requests now; visits, bills and stock later) belongs to one.
// A clinic's address is on the 2025 units (province and commune codes, then the street line); `diachi_day` keeps
// the whole address as people read it, written from those three on every save. The codes carry no foreign key:
// a later version of the units data may retire a code, and a clinic must not stop the data from loading (the API
// checks the codes on every write instead).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  pgTable,
  smallint,
  text,
  time,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, updatedAt } from './columns';

export const clinics = pgTable(
  'phongkham',
  {
    _id: id(),
    ten: text('ten').notNull(),
    /** Operating licence (giấy phép hoạt động): its number and the date it was granted. */
    sogiayphep: text('sogiayphep'),
    ngaycapphep: date('ngaycapphep', { mode: 'string' }),
    /** The facility's interconnection code with the national e-prescription system (5 characters): starts each code. */
    malienthong: text('malienthong'),
    tinh_ma: text('tinh_ma'),
    xa_ma: text('xa_ma'),
    /** The street line: house number, street, hamlet. */
    diachi: text('diachi').notNull(),
    /** The full address, "125 Nguyễn Văn Cừ, Phường Chợ Quán, Thành phố Hồ Chí Minh". */
    diachi_day: text('diachi_day').notNull().default(''),
    dienthoai: text('dienthoai').notNull(),
    email: text('email'),
    /** The map pin (WGS 84): a measured coordinate, not money, so a double is the right type. */
    vido: doublePrecision('vido'),
    kinhdo: doublePrecision('kinhdo'),
    kichhoat: boolean('kichhoat').notNull().default(true),
    /** The bank account VietQR codes pay into: the bank's 6-digit NAPAS BIN, the account number and its holder. */
    nganhang_bin: text('nganhang_bin'),
    sotaikhoan: text('sotaikhoan'),
    tentaikhoan: text('tentaikhoan'),
    /** Approval thresholds in đồng (a discount, a refund, a shift's cash difference); empty: no approval needed. */
    nguong_giamgia: bigint('nguong_giamgia', { mode: 'number' }),
    nguong_hoantien: bigint('nguong_hoantien', { mode: 'number' }),
    nguong_chenhlech: bigint('nguong_chenhlech', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    check('phongkham_nganhang_bin_check', sql`${t.nganhang_bin} ~ '^[0-9]{6}$'`),
    check(
      'phongkham_nguong_check',
      sql`${t.nguong_giamgia} >= 0 and ${t.nguong_hoantien} >= 0 and ${t.nguong_chenhlech} >= 0`,
    ),
  ],
);

/** Opening hours (giờ mở cửa): one row per session and weekday, edited with the clinic as one field. */
export const clinicHours = pgTable(
  'giomocua',
  {
    _id: id(),
    phongkham_id: uuid('phongkham_id')
      .notNull()
      .references(() => clinics._id, { onDelete: 'cascade' }),
    /** ISO weekday: 1 is Monday, 7 is Sunday. */
    thu: smallint('thu').notNull(),
    batdau: time('batdau').notNull(),
    ketthuc: time('ketthuc').notNull(),
    ghichu: text('ghichu'),
    ghichu_en: text('ghichu_en'),
    createdAt: createdAt(),
  },
  (t) => [
    check('giomocua_thu_check', sql`${t.thu} between 1 and 7`),
    check('giomocua_gio_check', sql`${t.batdau} < ${t.ketthuc}`),
    index('giomocua_phongkham').on(t.phongkham_id, t.thu, t.batdau),
  ],
);
