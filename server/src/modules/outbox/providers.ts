// The providers a message can be handed to, behind one interface: e-mail over SMTP, text messages through eSMS
// or SpeedSMS over their REST APIs, Zalo ZNS template messages, and the built-in `outbox` provider that keeps a
// message in the outbox only (the demo: staff read it in /admin/sms). A provider either takes the message,
// refuses it (ProviderRefusal: no retry, the reason is shown), or fails otherwise (network, 5xx: retried). The
// e-invoice providers (Viettel SInvoice, VNPT) are in einvoice-viettel.ts and einvoice-vnpt.ts.
import nodemailer from 'nodemailer';
import type { EsmsConfig, NationalPrescriptionConfig, SpeedSmsConfig, ZaloZnsConfig } from './messaging-config';

export interface OutgoingMessage {
  _id: string;
  nguoinhan: string;
  tieude: string | null;
  noidung: string;
  html: string | null;
  zns: Record<string, string> | null;
}

/** What a provider answered that its message's owner keeps (an e-invoice's number and lookup code). */
export type ProviderAnswer = Record<string, string | null>;

export interface Provider {
  /** Recorded on the row that it sent (hopthudi.nhacungcap). */
  readonly name:
    'outbox' | 'smtp' | 'esms' | 'speedsms' | 'zalo' | 'donthuocquocgia' | 'sinvoice' | 'vnptinvoice' | 'duocquocgia';
  send(message: OutgoingMessage): Promise<ProviderAnswer | void>;
}

/** The provider answered and said no: sending again would get the same answer. */
export class ProviderRefusal extends Error {}

/** Reasons are kept short, enough to tell a refused number from a wrong key. */
export const reasonText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** A provider that never answers must not hold the worker for minutes. */
export const TIMEOUT_MS = 15_000;

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await response.text();
  // 5xx and 429: the provider is down or busy, try later; another 4xx is an answer about this request.
  if (response.status >= 500 || response.status === 429) throw new Error(`HTTP ${response.status}`);
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw new (response.ok ? Error : ProviderRefusal)(`HTTP ${response.status}: not JSON`);
  }
  if (!response.ok) throw new ProviderRefusal(`HTTP ${response.status}: ${text.slice(0, 300)}`);
  return answer;
}

export const join = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

/** The demo provider: the row itself is the delivery. */
export const outboxProvider: Provider = { name: 'outbox', async send() {} };

/** eSMS (esms.vn) SendMultipleMessage_V4: CodeResult "100" is accepted; RequestId makes a resend a no-op. */
export function esmsProvider(config: EsmsConfig): Provider {
  return {
    name: 'esms',
    async send(message) {
      const answer = (await postJson(join(config.baseUrl, '/MainService.svc/json/SendMultipleMessage_V4_post_json/'), {
        ApiKey: config.apiKey,
        SecretKey: config.secretKey,
        Phone: message.nguoinhan,
        Content: message.noidung,
        Brandname: config.brandname,
        SmsType: config.smsType,
        IsUnicode: '0',
        RequestId: message._id,
      })) as { CodeResult?: string | number; ErrorMessage?: string };
      if (String(answer.CodeResult) !== '100') {
        throw new ProviderRefusal(`eSMS ${answer.CodeResult ?? '?'}: ${answer.ErrorMessage ?? 'refused'}`);
      }
    },
  };
}

/** SpeedSMS (speedsms.vn) /index.php/sms/send with the token as HTTP basic user. */
export function speedSmsProvider(config: SpeedSmsConfig): Provider {
  return {
    name: 'speedsms',
    async send(message) {
      const answer = (await postJson(
        join(config.baseUrl, '/index.php/sms/send'),
        { to: [message.nguoinhan], content: message.noidung, sms_type: config.smsType, sender: config.sender },
        { authorization: `Basic ${Buffer.from(`${config.token}:x`).toString('base64')}` },
      )) as { status?: string; code?: string | number; message?: string };
      if (answer.status !== 'success') {
        throw new ProviderRefusal(`SpeedSMS ${answer.code ?? '?'}: ${answer.message ?? 'refused'}`);
      }
    },
  };
}

/** A Vietnamese mobile (0912345678) as Zalo wants it: 84912345678. */
export const internationalPhone = (phone: string) => (phone.startsWith('0') ? `84${phone.slice(1)}` : phone);

/** Zalo ZNS template message: error 0 is accepted; tracking_id carries the row's id. */
export function zaloZnsProvider(config: ZaloZnsConfig): Provider {
  return {
    name: 'zalo',
    async send(message) {
      if (!message.zns) throw new ProviderRefusal('Zalo ZNS: the message has no template data');
      const answer = (await postJson(
        join(config.baseUrl, '/message/template'),
        {
          phone: internationalPhone(message.nguoinhan),
          template_id: config.templateId,
          template_data: message.zns,
          tracking_id: message._id,
        },
        { access_token: config.accessToken },
      )) as { error?: number; message?: string };
      if (answer.error !== 0)
        throw new ProviderRefusal(`Zalo ZNS ${answer.error ?? '?'}: ${answer.message ?? 'refused'}`);
    },
  };
}

/**
 * The national prescription system: the queued payload (JSON, built by national-prescriptions/payload.ts) is
 * posted as it is, with the facility's token. Any 2xx is accepted; 5xx, 429 and network errors are retried; another
 * 4xx is a refusal. Its answer is kept to the status only: it may echo the patient.
 */
export function nationalPrescriptionProvider(config: NationalPrescriptionConfig): Provider {
  return {
    name: 'donthuocquocgia',
    async send(message) {
      const response = await fetch(config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Bearer ${config.token}`,
        },
        body: message.noidung,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return;
      if (response.status >= 500 || response.status === 429) throw new Error(`HTTP ${response.status}`);
      throw new ProviderRefusal(`HTTP ${response.status}`);
    },
  };
}

/** A national prescription with the system not configured (any more): nothing is sent, and staff see why. */
export const nationalPrescriptionsOff: Provider = {
  name: 'donthuocquocgia',
  async send() {
    throw new ProviderRefusal('outbox.nationalPrescriptionsOff');
  },
};

export interface SmtpProvider extends Provider {
  close(): void;
}

/** E-mail through an SMTP server; a 5xx answer is a refusal, anything else is retried. */
export function smtpProvider(url: string, from: string, messageIdHost: string): SmtpProvider {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    name: 'smtp',
    async send(message) {
      try {
        await transporter.sendMail({
          from,
          to: message.nguoinhan,
          subject: message.tieude ?? '',
          text: message.noidung,
          html: message.html ?? undefined,
          // The row's id: a message sent again after a crash is recognisable as the same one.
          messageId: `<${message._id}@${messageIdHost}>`,
        });
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        if (code !== undefined && code >= 500) throw new ProviderRefusal(reasonText(error));
        throw error;
      }
    },
    close: () => transporter.close(),
  };
}
