// Staff accounts managed by the back office (/admin/nhanvien, /admin/users: one entity behind both urls):
// the list with its filters, creating an account, editing it, its status and an administrator's password reset.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { staffInfo } from '../auth';
import { image } from '../content';
import { staffUrls } from '../permissions';
import { defineResource, queryBoolean, queryOptional } from '../resource';
import { account, email, password, phone, requiredSelect } from '../validation/rules';

const m = (key: string) => ({ error: `validation.${key}` });

/** Letters, digits and . _ - @ only, so an account name reads the same everywhere it is typed or shown. */
const ACCOUNT_CHARACTERS = /^[a-zA-Z0-9._@-]+$/;

/** A new account name: required, 3 to 50 characters of the allowed set; stored in lower case. */
export const newAccount = account
  .pipe(z.string().min(3).max(50))
  .pipe(z.string().regex(ACCOUNT_CHARACTERS, m('accountInvalid')));

/** A password an administrator sets: the product's rule (6 to 128 characters). */
export const newPassword = password;

const fullName = z.string(m('requiredText')).trim().min(1, m('requiredText')).max(100);

/** The role as a list shows it: no menu. */
export const roleSummary = z.object({ _id: uuid, ma: z.string(), ten: z.string() });

/** One row of the staff list. */
export const staffListItem = z.object({
  _id: uuid,
  taikhoan: z.string(),
  hoten: z.string(),
  dienthoai: z.string().nullable(),
  email: z.string().nullable(),
  hinhanh_id: uuid.nullable(),
  /** The avatar (its url), so the list shows the face, not only the initials. */
  hinhanh: image.nullable(),
  phongkham_id: uuid.nullable(),
  kichhoat: z.boolean(),
  vaitro: roleSummary,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type StaffListItem = z.input<typeof staffListItem>;

/** One staff member in full: the profile, the role with its menu, the status (what GET /api/nhanvien/:id answers). */
export const staffRecord = staffInfo.extend({
  hinhanh: image.nullable(),
  kichhoat: z.boolean(),
  createdAt: timestamp,
  /** Until when sign-ins from browsers the account does not know are refused after wrong passwords; null: open. */
  khoa_den: timestamp.nullable(),
});
export type StaffRecord = z.input<typeof staffRecord>;

/** POST /api/nhanvien: a new account with its first password. */
export const staffCreate = z.object({
  taikhoan: newAccount,
  matkhau: newPassword,
  hoten: fullName,
  dienthoai: phone.nullable().optional(),
  email: email.nullable().optional(),
  vaitro_id: requiredSelect.pipe(uuid),
  phongkham_id: uuid.nullable().optional(),
  kichhoat: z.boolean().optional(),
});
export type StaffCreate = z.input<typeof staffCreate>;

/**
 * PUT /api/nhanvien/:id. For one's own record only the profile fields apply (docs/product-rules.md, 'Own profile');
 * with the update permission on /nhanvien or /users the role and the clinic of someone else change too.
 */
export const staffUpdate = z.object({
  hoten: fullName,
  dienthoai: phone.nullable().optional(),
  email: email.nullable().optional(),
  hinhanh_id: uuid.nullable().optional(),
  vaitro_id: uuid.optional(),
  phongkham_id: uuid.nullable().optional(),
});
export type StaffUpdate = z.input<typeof staffUpdate>;

/** PUT /api/nhanvien/:id/kichhoat: deactivate (ends every session at once) or reactivate. */
export const staffStatusBody = z.object({ kichhoat: z.boolean() });

/** PUT /api/nhanvien/:id/matkhau: an administrator sets a new password for someone else (ends their sessions). */
export const staffPasswordReset = z.object({ matkhau: newPassword });

/** Staff as a back-office resource: one entity behind /nhanvien and /users (docs/permissions.md). */
export const staffResource = defineResource({
  key: 'staff',
  table: 'nhanvien',
  api: '/api/nhanvien',
  urls: staffUrls,
  item: staffListItem,
  detail: staffRecord,
  create: staffCreate,
  update: staffUpdate,
  sortFields: ['hoten', 'taikhoan', 'createdAt', 'updatedAt'],
  defaultSort: 'hoten',
  filters: { vaitro_id: queryOptional(uuid), kichhoat: queryBoolean },
  // A doctor's public pages show their staff record (name, photo; gone once deactivated or deleted).
  publicContent: true,
});
export const staffListQuery = staffResource.listQuery;
export type StaffListQuery = z.output<typeof staffListQuery>;
