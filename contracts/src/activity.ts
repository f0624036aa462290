// The activity history (lịch sử hoạt động): who did what, when, to which record, before and after.
import { z } from 'zod';
import { listQuery, timestamp, uuid } from './api';

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
] as const;
export type ActivityAction = (typeof activityActions)[number];

export const activityEntry = z.object({
  _id: uuid,
  nhanvien_id: uuid.nullable(),
  /** Who acted, for display; null when nobody was signed in. */
  nhanvien: z.object({ hoten: z.string(), taikhoan: z.string() }).nullable(),
  hanhdong: z.enum(activityActions),
  tainguyen: z.string(),
  banghi_id: z.string().nullable(),
  truoc: z.unknown(),
  sau: z.unknown(),
  ip: z.string().nullable(),
  createdAt: timestamp,
});
export type ActivityEntry = z.input<typeof activityEntry>;

const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);

export const activityListQuery = listQuery(['createdAt']).extend({
  nhanvien_id: z.preprocess(blankIsAbsent, uuid.optional()),
  tainguyen: z.preprocess(blankIsAbsent, z.string().max(50).optional()),
  hanhdong: z.preprocess(blankIsAbsent, z.enum(activityActions).optional()),
  /** From this day (YYYY-MM-DD, the clinic's time zone), inclusive. */
  tungay: z.preprocess(blankIsAbsent, z.iso.date().optional()),
  /** To this day, inclusive. */
  denngay: z.preprocess(blankIsAbsent, z.iso.date().optional()),
});
export type ActivityListQuery = z.output<typeof activityListQuery>;
