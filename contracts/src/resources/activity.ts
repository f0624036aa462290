// The activity history (lịch sử hoạt động): who did what, when, to which record, before and after. A read-only
// resource of the module kit: the kit's list and record routes, no create, update or delete.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { defineResource, queryOptional } from '../resource';
import { calendarDay } from '../validation/rules';

export const activityActions = [
  'DANG_NHAP',
  'DANG_NHAP_THAT_BAI',
  'DANG_XUAT',
  'THU_HOI_PHIEN',
  'TAO',
  'CAP_NHAT',
  'XOA',
  'DOI_MAT_KHAU',
  'YEU_CAU_DAT_LAI_MAT_KHAU',
  'DAT_LAI_MAT_KHAU',
  /** Read a record holding personal data (a message's text in the outbox). */
  'XEM',
  /** Sent a failed message again. */
  'GUI_LAI',
  /** Lifted an account's sign-in lock. */
  'MO_KHOA',
  /** Merged a duplicate patient record into the kept one (a row on each). */
  'GOP',
  /** Downloaded a patient's personal data. */
  'XUAT',
  /** Anonymised a patient's record on request (the reason kept). */
  'AN_DANH',
] as const;
export type ActivityAction = (typeof activityActions)[number];

export const activityEntry = z.object({
  _id: uuid,
  nhanvien_id: uuid.nullable(),
  /** Who acted, for display; null when nobody was signed in. */
  nhanvien: z.object({ hoten: z.string(), taikhoan: z.string() }).nullable(),
  /** The clinic the change belongs to; null for installation-wide changes, which only the owner reads. */
  phongkham_id: uuid.nullable(),
  hanhdong: z.enum(activityActions),
  tainguyen: z.string(),
  banghi_id: z.string().nullable(),
  truoc: z.unknown(),
  sau: z.unknown(),
  ip: z.string().nullable(),
  createdAt: timestamp,
});
export type ActivityEntry = z.input<typeof activityEntry>;

export const activityResource = defineResource({
  key: 'activity',
  table: 'lichsuhoatdong',
  api: '/api/lich-su-hoat-dong',
  urls: ['/lich-su-hoat-dong'],
  item: activityEntry,
  detail: activityEntry,
  // Read-only: the server registers it without create, update and delete (docs/recipes/back-office-module.md).
  create: z.strictObject({}),
  update: z.strictObject({}),
  sortFields: ['createdAt'],
  defaultSort: '-createdAt',
  filters: {
    nhanvien_id: queryOptional(uuid),
    tainguyen: queryOptional(z.string().max(50)),
    hanhdong: queryOptional(z.enum(activityActions)),
    /** From this day (YYYY-MM-DD, the clinic's time zone), inclusive. */
    tungay: queryOptional(calendarDay),
    /** To this day, inclusive. */
    denngay: queryOptional(calendarDay),
  },
  publicContent: false,
  // Each clinic's history is its own staff's (docs/decisions/0037); the owner reads every clinic's.
  clinicScoped: 'phongkham_id',
});
export type ActivityListQuery = z.output<typeof activityResource.listQuery>;
