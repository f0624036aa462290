// The first-N promotion's public count. A module of its own, exported apart from the barrel: the site's footer
// loads it when its promotion comes into view, and should not bring every contract with it.
import { z } from 'zod';

/** GET /api/khuyenmai: the first-N promotion, how many codes it has, how many are left, and its discount (%). */
export const promotionStatus = z.object({
  soluong: z.number().int(),
  conlai: z.number().int(),
  giamgia: z.number().int(),
});
export type PromotionStatus = z.input<typeof promotionStatus>;
export const promotionPath = '/api/khuyenmai';
