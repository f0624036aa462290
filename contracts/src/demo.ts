// The demo clinic on the wire (docs/decisions/0062-demo-clinic.md): what the sign-in page shows while the demo is on
// (each demo person and the shared demo password), and what ending the demo answers.
import { z } from 'zod';
import { roleCodes } from './permissions';

export const demoPath = '/api/demo';
export const endDemoPath = '/api/demo/ketthuc';
/** The owner opens the demo's sign-in again after a real account's sign-in closed it. */
export const reopenDemoPath = '/api/demo/mo';

export const demoAccount = z.object({ taikhoan: z.string(), hoten: z.string(), vaitro: z.enum(roleCodes) });
export type DemoAccount = z.infer<typeof demoAccount>;

/**
 * GET /api/demo: null once the demo has ended (or on an installation that never had one). While its sign-in is open
 * (`mo`), its people and their shared password; once a real account has signed in, neither (`matkhau` null, no
 * people): the demo's data is still there until the owner ends it.
 */
export const demoSignIn = z
  .object({ mo: z.boolean(), matkhau: z.string().nullable(), taikhoan: z.array(demoAccount) })
  .nullable();
export type DemoSignIn = z.infer<typeof demoSignIn>;

/** POST /api/demo/ketthuc: how many of each kind were removed. */
export const demoEnded = z.object({
  benhnhan: z.number().int(),
  luotkham: z.number().int(),
  hoadon: z.number().int(),
  phieukho: z.number().int(),
  lohang: z.number().int(),
  nhanvien: z.number().int(),
});
export type DemoEnded = z.infer<typeof demoEnded>;
