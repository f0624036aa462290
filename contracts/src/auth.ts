// Staff sign-in, sessions and the signed-in staff member's own information (docs/product-rules.md, 'Sign-in and
// sessions' and 'Own profile').
import { z } from 'zod';
import { timestamp, uuid } from './api';
import { image } from './content';
import { roleMenuEntry } from './permissions';
import { account, password, phone, email } from './validation/rules';

export const loginBody = z.object({
  taikhoan: account,
  matkhau: password,
});
export type LoginBody = z.input<typeof loginBody>;

export const refreshBody = z.object({
  /** Optional for browsers, which send the refreshToken cookie instead. */
  refreshToken: z.string().min(1).max(1000).optional(),
});

export const role = z.object({
  _id: uuid,
  /** One of roleCodes for the built-in roles; roles added in the back office have codes of their own. */
  ma: z.string(),
  ten: z.string(),
  menu: z.array(roleMenuEntry),
});
export type Role = z.input<typeof role>;

/** The signed-in staff member (myInfo): profile fields and the role with its menu. */
export const staffInfo = z.object({
  _id: uuid,
  taikhoan: z.string(),
  hoten: z.string(),
  dienthoai: z.string().nullable(),
  email: z.string().nullable(),
  hinhanh_id: uuid.nullable(),
  /** The avatar itself (its url), on the own-info answers (me, sign-in, profile update). */
  hinhanh: image.nullable().optional(),
  phongkham_id: uuid.nullable(),
  vaitro: role,
  updatedAt: timestamp,
});
export type StaffInfo = z.input<typeof staffInfo>;

export const tokens = z.object({
  token: z.string(),
  refreshToken: z.string(),
  /** When the access token expires, in seconds since the epoch (the token's exp). */
  exp: z.number().int(),
});

export const loginAnswer = tokens.extend({ nhanvien: staffInfo });

/**
 * What a staff member may change of their own profile: never the id, role or clinic (docs/product-rules.md, 'Own
 * profile').
 */
export const profileUpdate = z.object({
  hoten: z.string({ error: 'validation.requiredText' }).trim().min(1, { error: 'validation.requiredText' }).max(100),
  dienthoai: phone.nullable().optional(),
  email: email.nullable().optional(),
  hinhanh_id: uuid.nullable().optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdate>;
