// Outgoing e-mail. Every message is written to mail_outbox, whatever happens to it: with SMTP_URL it is sent
// through that server (nodemailer) and the row says SENT or FAILED with the error; without SMTP the row says
// NOT_SENT and the log says a message is waiting there, so a demo without a mail server still works. The log
// never carries a message's text: reset links and codes are secrets.
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { uuidv7 } from '../../db/ids';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export type MailStatus = (typeof mailOutbox.$inferSelect)['status'];

export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface Mailer {
  /** `smtp` when SMTP_URL is set, else `outbox`. */
  readonly transport: 'smtp' | 'outbox';
  /** Records the message and sends it when SMTP is configured; a failed send is recorded, not thrown. */
  send(message: MailMessage): Promise<{ _id: string; status: MailStatus }>;
  close(): void;
}

export interface MailerOptions {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log: MailLog;
}

/** Error texts are kept short: enough to tell a refused login from an unreachable server. */
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export function createMailer({ db, smtpUrl, from, log }: MailerOptions): Mailer {
  const transporter = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        // A mail server that never answers must not hold a request's work for minutes.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : null;

  async function record(message: MailMessage, status: MailStatus, error: string | null = null) {
    const _id = uuidv7();
    await db.insert(mailOutbox).values({
      _id,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      status,
      error,
      sentAt: status === 'SENT' ? new Date() : null,
    });
    return _id;
  }

  return {
    transport: transporter ? 'smtp' : 'outbox',
    async send(message) {
      if (!transporter) {
        const _id = await record(message, 'NOT_SENT');
        log.info(
          { mailId: _id },
          'An e-mail is waiting in the mail_outbox table: SMTP_URL is not set, so it was not sent',
        );
        return { _id, status: 'NOT_SENT' };
      }
      try {
        await transporter.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      } catch (error) {
        const _id = await record(message, 'FAILED', errorText(error));
        log.warn(
          { mailId: _id, err: errorText(error) },
          'An e-mail could not be sent; it is kept in the mail_outbox table',
        );
        return { _id, status: 'FAILED' };
      }
      return { _id: await record(message, 'SENT'), status: 'SENT' };
    },
    close() {
      transporter?.close();
    },
  };
}
