// The demo clinic on the wire (docs/decisions/0062-demo-clinic.md): what the sign-in page shows while the demo is on
// (each demo person and the shared demo password), and what ending the demo answers.
import { z } from 'zod';
import { roleCodes } from './permissions';

export const demoPath = '/api/demo';
export const endDemoPath = '/api/demo/ketthuc';

export const demoAccount = z.object({ taikhoan: z.string(), hoten: z.string(), vaitro: z.enum(roleCodes) });
export type DemoAccount = z.infer<typeof demoAccount>;

/** GET /api/demo: null once the demo has ended (or on an installation that never had one). */
export const demoSignIn = z.object({ matkhau: z.string(), taikhoan: z.array(demoAccount) }).nullable();
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
