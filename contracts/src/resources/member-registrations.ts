// Member registrations (đăng ký thành viên) in the back office: a clinic's registrants with the promotion code each
// received, read-only through the module kit (the public form writes them), plus one action: marking a code as used
// (who and when), which the bills issue will do when it applies the discount.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { defineResource, queryOptional } from '../resource';
import { calendarDay } from '../validation/rules';

/** Which registrations a list shows by their code: with one, without, used, not yet used. */
export const promotionCodeStates = ['CO_MA', 'KHONG_MA', 'DA_DUNG', 'CHUA_DUNG'] as const;
export type PromotionCodeState = (typeof promotionCodeStates)[number];

export const memberRegistrationRow = z.object({
  _id: uuid,
  phongkham_id: uuid,
  hoten: z.string(),
  dienthoai: z.string(),
  email: z.string().nullable(),
  ngaysinh: z.string().nullable(),
  /** The promotion code given with the registration; null when none was left (or the phone already had one). */
  makhuyenmai: z.string().nullable(),
  /** The discount (%) the code was given with. */
  giamgia: z.number().int().nullable(),
  /** When the code was used, and by whom it was marked. */
  khuyenmai_dadung_luc: timestamp.nullable(),
  khuyenmai_dadung_boi: z.object({ _id: uuid, hoten: z.string() }).nullable(),
  trangthai: z.string(),
  createdAt: timestamp,
});
export type MemberRegistrationRow = z.input<typeof memberRegistrationRow>;

export const memberRegistrationRecord = memberRegistrationRow.extend({
  tinh_ma: z.string().nullable(),
  xa_ma: z.string().nullable(),
  diachi: z.string().nullable(),
  /** The address written out whole ("12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh"), null without one. */
  diachi_day: z.string().nullable(),
  ghichu: z.string().nullable(),
  dongy_phienban: z.string().nullable(),
  dongy_luc: timestamp.nullable(),
  updatedAt: timestamp,
});
export type MemberRegistrationRecord = z.input<typeof memberRegistrationRecord>;

export const memberRegistrationResource = defineResource({
  key: 'memberRegistrations',
  table: 'dangkythanhvien',
  api: '/api/dangkythanhvien',
  urls: ['/dang-ky-thanh-vien'],
  item: memberRegistrationRow,
  detail: memberRegistrationRecord,
  // Read-only in the kit: registrations come from the public form; the one change is the action below.
  create: z.strictObject({}),
  update: z.strictObject({}),
  sortFields: ['createdAt', 'hoten'],
  defaultSort: '-createdAt',
  filters: {
    khuyenmai: queryOptional(z.enum(promotionCodeStates)),
    /** From this day (YYYY-MM-DD, the clinic's time zone), inclusive. */
    tungay: queryOptional(calendarDay),
    /** To this day, inclusive. */
    denngay: queryOptional(calendarDay),
  },
  publicContent: false,
  clinicScoped: 'phongkham_id',
});
export type MemberRegistrationListQuery = z.output<typeof memberRegistrationResource.listQuery>;

/** POST /api/dangkythanhvien/:id/dung-ma (update on /dang-ky-thanh-vien): the code was used; answers the record. */
export const markPromotionUsedPath = (id: string) => `/api/dangkythanhvien/${id}/dung-ma`;
