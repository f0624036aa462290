// Which providers carry the clinic's messages: the one seam between the outbox and where its settings live.
// Today it is read from the environment (config.ts); the settings screen can answer the same shape later, and
// the worker asks for it before each round, so a change applies without a restart.
import type { Config } from '../../config';

export interface EsmsConfig {
  provider: 'esms';
  apiKey: string;
  secretKey: string;
  brandname: string;
  /** eSMS SmsType: 2 = brand name customer care (the default). */
  smsType: string;
  /** https://rest.esms.vn by default. */
  baseUrl: string;
}

export interface SpeedSmsConfig {
  provider: 'speedsms';
  /** The account's API access token (HTTP basic user). */
  token: string;
  /** The brand name or sender the account registered; empty for SpeedSMS's default sender. */
  sender: string;
  /** SpeedSMS sms_type: 2 = customer care (the default), 3 = brand name, 4 = notify, 5 = app. */
  smsType: number;
  /** https://api.speedsms.vn by default. */
  baseUrl: string;
}

export interface ZaloZnsConfig {
  accessToken: string;
  /** The approved ZNS template the text messages' data fills (its parameter `otp` takes the code). */
  templateId: string;
  /** https://business.openapi.zalo.me by default. */
  baseUrl: string;
}

export interface MessagingConfig {
  /** smtp:// or smtps:// URL; without it e-mail stays in the outbox (provider `outbox`). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where text messages go; `outbox` keeps them readable in /admin/sms only (the demo). */
  sms: { provider: 'outbox' } | EsmsConfig | SpeedSmsConfig;
  /** Tried before SMS for messages carrying template data; absent: SMS only. */
  zalo: ZaloZnsConfig | undefined;
}

/** The messaging part of the server's configuration. */
export function messagingFromConfig(
  config: Pick<Config, 'smtpUrl' | 'mailFrom'> & Partial<Pick<Config, 'sms' | 'zalo'>>,
): MessagingConfig {
  return {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    sms: config.sms ?? { provider: 'outbox' },
    zalo: config.zalo,
  };
}
