// What billing asks of the member promotion, without importing the members module (which owns the registrations and
// their codes): app.ts hands billing the members module's link. Both calls run inside billing's transaction, so a
// code is marked used together with the payment that settles its bill, or not at all.
import type { Writer } from './crud/writer';

/** A member's promotion code as registration issued it: its discount in percent, and whether it was used. */
export interface PromotionCode {
  makhuyenmai: string;
  giamgia: number;
  used: boolean;
}

export interface PromotionLink {
  /** The clinic's code, its registration row locked until the transaction ends; null when there is no such code. */
  find(writer: Writer, clinic: string, code: string): Promise<PromotionCode | null>;
  /** Marks the code used by the bill `billNumber`; false when it was already used (the first use stands). */
  use(writer: Writer, clinic: string, code: string, billNumber: string): Promise<boolean>;
}

/** No promotion: billing tested or run without the members module; every code is unknown. */
export const noPromotions: PromotionLink = { find: async () => null, use: async () => false };
