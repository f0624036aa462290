// Which providers carry the clinic's messages: the one seam between the outbox and where its settings live. The
// settings screen (/admin/setting) stands before the environment (config.ts), which stands before the demo's
// outbox-only provider; the worker asks before each round, so a change applies without a restart.
import type { SystemSettings } from '../system-settings/system-settings.service';

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

/** The national prescription system (Đơn thuốc quốc gia): where signed prescriptions are posted, and as whom. */
export interface NationalPrescriptionConfig {
  /** The endpoint that takes one prescription as JSON. */
  url: string;
  /** The facility's credential, sent as `Authorization: Bearer …`. */
  token: string;
}

/** The national pharmacy database (Dược quốc gia): where receipts and sales go, and the facility's account. */
export interface NationalPharmacyConfig {
  /** The system's address (https://duocquocgia.com.vn unless the settings name another). */
  url: string;
  /** The facility code the system issued (ma_co_so), written into each document. */
  facilityCode: string;
  username: string;
  password: string;
}

/** The clinic's e-invoice provider, as the outbox's adapters need it (the invoice itself carries the rest). */
export interface EInvoiceConfig {
  provider: 'VIETTEL' | 'VNPT';
  /** Viettel: the API base (…/services/einvoiceapplication/api); VNPT: the customer's portal address. */
  baseUrl: string;
  /** Viettel's user; VNPT's ServiceRole account. */
  username: string;
  password: string;
  /** VNPT's issuing account (Account/ACpass). */
  account: string | null;
  accountPassword: string | null;
  /** The seller's tax code (Viettel's create address names it). */
  sellerTaxCode: string;
}

export interface MessagingConfig {
  /** smtp:// or smtps:// URL; without it e-mail stays in the outbox (provider `outbox`). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where text messages go; `outbox` keeps them readable in /admin/sms only (the demo). */
  sms: { provider: 'outbox' } | EsmsConfig | SpeedSmsConfig;
  /** Tried before SMS for messages carrying template data; absent: SMS only. */
  zalo: ZaloZnsConfig | undefined;
  /** Signed prescriptions are sent only when set; absent (the default): signing queues nothing. */
  nationalPrescriptions?: NationalPrescriptionConfig | undefined;
  /** E-invoices go out only when set (the settings screen names the provider); queued ones fail otherwise. */
  eInvoices?: EInvoiceConfig | undefined;
  /** Receipts and sales go to the national pharmacy database only when set (the settings screen names the account). */
  nationalPharmacy?: NationalPharmacyConfig | undefined;
}

/** The messaging part of the server's configuration. */
export function messagingFromConfig(config: {
  smtpUrl: string | undefined;
  mailFrom: string;
  sms?: MessagingConfig['sms'] | undefined;
  zalo?: ZaloZnsConfig | undefined;
  nationalPrescriptions?: NationalPrescriptionConfig | undefined;
}): MessagingConfig {
  return {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    sms: config.sms ?? { provider: 'outbox' },
    zalo: config.zalo,
    nationalPrescriptions: config.nationalPrescriptions,
  };
}

/** What /admin/setting holds for messaging, as the system settings service resolves it. */
type MessagingSettings = Pick<SystemSettings, 'mail' | 'sms' | 'zalo'> &
  Partial<Pick<SystemSettings, 'eInvoice' | 'nationalPharmacy'>>;

/** The national pharmacy link the settings name, when they hold all a send needs. */
function nationalPharmacyFrom(
  settings: SystemSettings['nationalPharmacy'] | undefined,
): NationalPharmacyConfig | undefined {
  if (!settings?.ready) return undefined;
  return {
    url: settings.url,
    facilityCode: settings.facilityCode!,
    username: settings.username!,
    password: settings.password!,
  };
}

/** The e-invoice provider the settings name, when they hold all a send needs. */
function eInvoicesFrom(settings: SystemSettings['eInvoice'] | undefined): EInvoiceConfig | undefined {
  if (!settings?.ready) return undefined;
  return {
    provider: settings.provider!,
    baseUrl: settings.url!,
    username: settings.username!,
    password: settings.password!,
    account: settings.account,
    accountPassword: settings.accountPassword,
    sellerTaxCode: settings.sellerTaxCode!,
  };
}

const ESMS_DEFAULTS = { smsType: '2', baseUrl: 'https://rest.esms.vn' };
const SPEEDSMS_DEFAULTS = { smsType: 2, baseUrl: 'https://api.speedsms.vn' };
const ZALO_BASE_URL = 'https://business.openapi.zalo.me';

/** The mail server the settings name, as an smtp(s):// URL nodemailer takes. */
function smtpUrl(transport: SystemSettings['mail']['transport']): string | undefined {
  if (transport.kind === 'environment') return transport.url;
  if (transport.kind === 'none') return undefined;
  const login = transport.user
    ? `${encodeURIComponent(transport.user)}${transport.password ? `:${encodeURIComponent(transport.password)}` : ''}@`
    : '';
  return `${transport.secure ? 'smtps' : 'smtp'}://${login}${transport.host}:${transport.port}`;
}

/**
 * The providers from the settings screen, standing before the environment's (`fromEnvironment`): a provider chosen
 * there with its keys wins; one chosen without them, or the demo's outbox, leaves the environment's in place. The
 * provider addresses and message types stay those of the environment (or the providers' own defaults).
 */
export function messagingFromSettings(settings: MessagingSettings, fromEnvironment: MessagingConfig): MessagingConfig {
  const { sms, zalo } = settings;
  const envSms = fromEnvironment.sms;
  let chosenSms: MessagingConfig['sms'] = envSms;
  if (sms.provider === 'esms' && sms.apiKey && sms.secretKey && sms.brandname) {
    const base = envSms.provider === 'esms' ? envSms : ESMS_DEFAULTS;
    chosenSms = {
      provider: 'esms',
      apiKey: sms.apiKey,
      secretKey: sms.secretKey,
      brandname: sms.brandname,
      smsType: base.smsType,
      baseUrl: base.baseUrl,
    };
  } else if (sms.provider === 'speedsms' && sms.apiKey) {
    const base = envSms.provider === 'speedsms' ? envSms : SPEEDSMS_DEFAULTS;
    chosenSms = {
      provider: 'speedsms',
      token: sms.apiKey,
      sender: sms.brandname ?? '',
      smsType: base.smsType,
      baseUrl: base.baseUrl,
    };
  }
  const chosenZalo =
    zalo.enabled && zalo.oaToken && zalo.templates.otp
      ? {
          accessToken: zalo.oaToken,
          templateId: zalo.templates.otp,
          baseUrl: fromEnvironment.zalo?.baseUrl ?? ZALO_BASE_URL,
        }
      : fromEnvironment.zalo;
  return {
    smtpUrl: smtpUrl(settings.mail.transport) ?? fromEnvironment.smtpUrl,
    mailFrom: settings.mail.from,
    sms: chosenSms,
    zalo: chosenZalo,
    // Only the environment names the national system (the settings screen has no field for it yet).
    nationalPrescriptions: fromEnvironment.nationalPrescriptions,
    // Only the settings screen names the e-invoice provider.
    eInvoices: eInvoicesFrom(settings.eInvoice),
    // Only the settings screen names the national pharmacy account.
    nationalPharmacy: nationalPharmacyFrom(settings.nationalPharmacy),
  };
}
