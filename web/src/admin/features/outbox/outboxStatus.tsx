// A message's status, refusal reason and provider as staff read them, shared by the outbox's list and a message's page.
import { storedOnly, type OutboxRow, type OutboxStatus } from '@phongkham/contracts';
import { Tag } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import type { Translate } from '../../../shared/i18n/translator';

export const statusColors: Record<OutboxStatus, string> = {
  QUEUED: 'gold',
  SENDING: 'blue',
  SENT: 'green',
  FAILED: 'red',
};

export const outboxText = (t: Translate, key: string) => t(`admin.resources.outbox.${key}`);

/**
 * A message's status as staff must read it: one the outbox provider "sent" was only stored, and says so with what is
 * missing (a mail server for e-mail, a provider for text messages), so nobody believes a patient received it.
 */
export function statusText(row: Pick<OutboxRow, 'trangthai' | 'nhacungcap' | 'kenh'>, t: Translate): string {
  if (!storedOnly(row)) return outboxText(t, `statuses.${row.trangthai}`);
  return outboxText(t, row.kenh === 'EMAIL' ? 'storedOnly.EMAIL' : 'storedOnly.SMS');
}

export function StatusTag({ row }: { row: Pick<OutboxRow, 'trangthai' | 'nhacungcap' | 'kenh'> }) {
  const { t } = useI18n();
  return <Tag color={storedOnly(row) ? 'orange' : statusColors[row.trangthai]}>{statusText(row, t)}</Tag>;
}

/**
 * A refusal or failure as staff read it: the provider's own words, or ours (an unknown outcome, a channel that is not
 * configured: the worker writes those as `outbox.<key>`).
 */
export const reasonText = (loi: string | null, t: Translate) =>
  loi?.startsWith('outbox.') ? outboxText(t, loi.slice('outbox.'.length)) : loi;

export const providerName = (name: string | null, t: Translate) => {
  if (!name) return null;
  const key = `admin.resources.outbox.providers.${name}`;
  const label = t(key);
  return label === key ? name : label;
};
