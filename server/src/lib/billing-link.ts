// What the modules that order services tell billing, without importing it: app.ts hands reception and the lab the
// billing module's link, as it hands the patient merge its links. Both calls run inside the caller's transaction, so
// an order and its bill line commit together or not at all.
import type { Writer } from './crud/writer';

/** The visit an order belongs to, as the ordering module already holds it (its row locked). */
export interface BilledVisit {
  _id: string;
  phongkham_id: string;
  benhnhan_id: string;
}

/** An order line as written (chidinh): its price was frozen when ordered. */
export interface BilledOrder {
  _id: string;
  dichvu_id: string;
  tendichvu: string;
  dongia: number;
  soluong: number;
}

export interface BillingLink {
  /** New orders of a locked visit: each becomes a line of the visit's draft bill (opened when there is none). */
  ordered(writer: Writer, visit: BilledVisit, orders: readonly BilledOrder[]): Promise<void>;
  /** A cancelled order leaves its draft bill; on an issued bill it stays (a refund corrects it). */
  cancelled(writer: Writer, orderIds: readonly string[]): Promise<void>;
  /**
   * A cancelled visit: its bills on which no money moved (drafts, and issued bills with nothing paid or refunded)
   * are voided with `reason`; a bill with money taken stays as it is (a refund settles it).
   */
  visitCancelled(writer: Writer, visitId: string, reason: string): Promise<void>;
}

/** No billing: a module tested or run on its own. */
export const noBilling: BillingLink = {
  ordered: async () => {},
  cancelled: async () => {},
  visitCancelled: async () => {},
};
