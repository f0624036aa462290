// Queuing a message: one row in the outbox, written with the caller's database or transaction, so a committed
// request always has its message and a rolled-back one has none. The worker sends it; call its wake() after the
// commit so it goes at once rather than at the next poll. Templates render before this (subject, text, html).
import type { OutboxChannel } from '@phongkham/contracts';
import type { Database } from '../../db/client';
import { replaying } from '../../db/clock';
import { uuidv7 } from '../../db/ids';
import { outbox } from '../../db/schema';

export interface OutboxMessage {
  channel: OutboxChannel;
  /** An e-mail address, or a Vietnamese mobile number (10 digits). */
  to: string;
  /** E-mail only. */
  subject?: string;
  text: string;
  /** E-mail only: the HTML body beside the text one. */
  html?: string;
  /** The record the message is about (`khoiphucmatkhau` and its id), shown in /admin/sms. */
  owner?: { loai: string; banghi_id: string };
  /** Zalo ZNS template data for a text message ({ otp }); with Zalo configured it is tried before SMS. */
  zns?: Record<string, string>;
}

/**
 * Writes the message as QUEUED and answers its id; null inside a replayed past (db/clock.ts, the demo's history), which
 * sends nothing: its moment is gone and its people are invented.
 */
export async function enqueueMessage(db: Pick<Database, 'insert'>, message: OutboxMessage): Promise<string | null> {
  if (replaying()) return null;
  const _id = uuidv7();
  await db.insert(outbox).values({
    _id,
    kenh: message.channel,
    nguoinhan: message.to,
    tieude: message.subject ?? null,
    noidung: message.text,
    html: message.html ?? null,
    zns: message.zns ?? null,
    loai: message.owner?.loai ?? null,
    banghi_id: message.owner?.banghi_id ?? null,
  });
  return _id;
}
