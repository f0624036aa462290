// Which provider takes a queued e-invoice: the one the settings name (Viettel SInvoice or VNPT), or none, when e-invoices
// were switched off after it was queued; then it fails with a reason staff can read instead of waiting for ever.
import { viettelProvider } from './einvoice-viettel';
import { vnptProvider } from './einvoice-vnpt';
import type { EInvoiceConfig } from './messaging-config';
import { ProviderRefusal, type Provider } from './providers';

export const eInvoiceProvider = (config: EInvoiceConfig): Provider =>
  config.provider === 'VNPT' ? vnptProvider(config) : viettelProvider(config);

/** An e-invoice with no provider configured (any more): nothing is sent, and staff see why. */
export const eInvoicesOff: Provider = {
  name: 'outbox',
  async send() {
    throw new ProviderRefusal('outbox.eInvoicesOff');
  },
};
