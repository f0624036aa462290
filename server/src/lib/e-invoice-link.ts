// What billing tells the e-invoices module, without importing it: app.ts hands billing the module's link, as it hands
// reception the BillingLink. `billPaid` runs inside the payment's transaction, so the invoice is queued with the
// payment that settled the bill, or not at all; `committed` runs after that transaction, so the outbox sends it now.
import type { Writer } from './crud/writer';

export interface EInvoiceLink {
  /**
   * A payment just settled bill `billId` in full (its row locked by the payment): queue its e-invoice when a provider
   * is configured to issue them on payment. Nothing happens otherwise, or when the bill already has one.
   */
  billPaid(writer: Writer, billId: string): Promise<void>;
  /** The payment committed: whatever it queued goes to the provider now rather than at the next poll. */
  committed(): void;
}

/** No e-invoices: billing tested or run without the module. */
export const noEInvoices: EInvoiceLink = { billPaid: async () => {}, committed: () => {} };
