// Outgoing text messages (SMS) go through a provider. The default one keeps each message in the sms_outbox
// table and logs that one is waiting there (never its text, which may hold a code); a gateway provider
// (a Vietnamese brand-name SMS service) implements the same interface when the clinic has a contract.
import type { Database } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import { uuidv7 } from '../../db/ids';

export interface SmsMessage {
  /** A Vietnamese mobile number, 10 digits. */
  to: string;
  text: string;
}

export interface SmsProvider {
  /** Recorded with each message (sms_outbox.provider). */
  readonly name: string;
  /** Hands the message over; throws when the provider refuses it. */
  send(message: SmsMessage): Promise<void>;
}

export interface SmsLog {
  info(details: object, message: string): void;
}

/** The default provider: the message stays in sms_outbox, where staff (or a test) can read it. */
export function outboxSmsProvider(db: Pick<Database, 'insert'>, log: SmsLog): SmsProvider {
  return {
    name: 'outbox',
    async send(message) {
      const _id = uuidv7();
      await db.insert(smsOutbox).values({ _id, to: message.to, text: message.text, provider: 'outbox' });
      log.info({ smsId: _id }, 'A text message is waiting in the sms_outbox table: no SMS gateway is configured');
    },
  };
}
