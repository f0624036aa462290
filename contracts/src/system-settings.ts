// The installation's system settings (/admin/setting, GET/PUT /api/cauhinh), distinct from the site information of
// /admin/thong-tin-chung: the mail server, the SMS provider, Zalo ZNS, upload limits, the public forms' rate limits
// and the page cache. An empty value falls back to the environment, then to the built-in default
// (docs/decisions/0013). Secrets are write-only: the API answers only whether each is set (`<field>_daluu`). The
// e-invoice provider lives here too (off until one is named with its account: docs/decisions/0055-e-invoices.md).
import { z } from 'zod';
import { timestamp } from './api';
import { eInvoiceProviders, invoiceSeriesPattern, invoiceTemplatePattern, vatRates } from './e-invoices';
import { taxCode } from './validation/rules';

const m = (key: string) => ({ error: `validation.${key}` });

/** Where the settings are read and saved. */
export const systemSettingsPath = '/api/cauhinh';
/** The back-office url that guards them. */
export const systemSettingsUrl = '/setting';

export const smsProviders = ['outbox', 'esms', 'speedsms'] as const;
export type SmsProvider = (typeof smsProviders)[number];

/** The secrets: written, replaced or cleared, never read back. */
export const systemSecretFields = [
  'smtp_matkhau',
  'sms_apikey',
  'sms_secretkey',
  'zalo_oa_token',
  'zalo_secret',
  'hddt_matkhau',
  'hddt_matkhau_phathanh',
  'duocqg_matkhau',
] as const;
export type SystemSecretField = (typeof systemSecretFields)[number];

/** The built-in values an empty setting (and no environment variable) stands for. */
export const systemDefaults = {
  smtp_port: 587,
  upload_anh_mb: 5,
  upload_tep_mb: 10,
  upload_ngay_mb: 200,
  gioihan_diachi: 10,
  /** Sends per phone number in the window: carrier networks put many phones behind one address (issue 15). */
  gioihan_sodienthoai: 5,
  gioihan_phut: 10,
  cache_giay: 300,
  saoluu_batdau: true,
  saoluu_gio: 2,
  saoluu_giulai: 7,
  /** Stock expiring within this many days is flagged "near expiry" (the alerts, the stock list, the daily message). */
  kho_hethan_ngay: 90,
} as const;

/** The national pharmacy database's address when the settings name none (Cục Quản lý Dược's interconnection API). */
export const nationalPharmacyDefaultUrl = 'https://duocquocgia.com.vn';

/** The largest values an installation may set: beyond them an upload or a cache entry hurts the server itself. */
export const systemLimits = { upload_anh_mb: 20, upload_tep_mb: 50 } as const;

const text = (max: number) => z.string().trim().max(max, m('tooLong')).nullable().optional();
const whole = (min: number, max: number) =>
  z
    .number(m('numberRange'))
    .int(m('numberRange'))
    .min(min, m('numberRange'))
    .max(max, m('numberRange'))
    .nullable()
    .optional();
const flag = z.boolean().nullable().optional();

/** The plain values, each empty (null) for "use the default". */
export const systemSettingValues = {
  // Mail server: with a host here, mail leaves through it; without one, through SMTP_URL; without both, the outbox keeps it.
  smtp_host: text(255).refine((value) => !value || /^[A-Za-z0-9.-]+$/.test(value), m('hostInvalid')),
  smtp_port: whole(1, 65_535),
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  smtp_secure: flag,
  smtp_user: text(255),
  /** The sender: `a@b.vn` or `Name <a@b.vn>`. */
  mail_from: text(255).refine(
    (value) => !value || /^[^<>@\s]+@[^<>@\s]+$|^[^<>]*<[^<>@\s]+@[^<>@\s]+>$/.test(value),
    m('senderInvalid'),
  ),
  // SMS: the outbox-only provider keeps messages for /admin/sms (the demo); eSMS and SpeedSMS send them.
  sms_nhacungcap: z.enum(smsProviders, m('smsProviderInvalid')).nullable().optional(),
  sms_brandname: text(20),
  // Zalo ZNS: template messages tried before SMS when enabled and configured.
  zalo_batdau: flag,
  zalo_app_id: text(50).refine((value) => !value || /^\d+$/.test(value), m('digitsOnly')),
  zalo_mau_otp: text(50).refine((value) => !value || /^\d+$/.test(value), m('digitsOnly')),
  zalo_mau_thongbao: text(50).refine((value) => !value || /^\d+$/.test(value), m('digitsOnly')),
  // Upload limits, in megabytes: pictures (the editors' images) and other files (documents).
  upload_anh_mb: whole(1, systemLimits.upload_anh_mb),
  upload_tep_mb: whole(1, systemLimits.upload_tep_mb),
  // What one staff member may upload in 24 hours, in megabytes: a stolen session cannot fill the disk.
  upload_ngay_mb: whole(10, 100_000),
  // The public forms (booking, registration, profile review): sends per address and per phone in each window; an
  // empty per-phone limit counts addresses only.
  gioihan_diachi: whole(1, 1000),
  gioihan_sodienthoai: whole(1, 100),
  gioihan_phut: whole(1, 1440),
  // The page cache: rendered public pages kept in memory, for at most `cache_giay` seconds.
  cache_batdau: flag,
  cache_giay: whole(10, 86_400),
  // Scheduled backups (npm run backup's, into DATA_DIR/backups): on or off, the hour (clinic time) they run each
  // night, and how many are kept.
  saoluu_batdau: flag,
  saoluu_gio: whole(0, 23),
  saoluu_giulai: whole(1, 365),
  // E-invoices: off without a provider. With one (and its account, the seller's tax code, template and series), a
  // paid bill's invoice goes to it through the outbox, at once when `hddt_tudong` (the default) or from the bill page.
  hddt_nhacungcap: z.enum(eInvoiceProviders, m('eInvoiceProviderInvalid')).nullable().optional(),
  hddt_tudong: flag,
  /** The provider's API address; Viettel's production one when empty. */
  hddt_url: text(255).refine((value) => !value || /^https?:\/\/[^\s/]+\S*$/.test(value), m('urlInvalid')),
  /** The web-service account (Viettel's user; VNPT's ServiceRole account). */
  hddt_taikhoan: text(100),
  /** VNPT only: the issuing staff account (Account/ACpass) besides the service one. */
  hddt_taikhoan_phathanh: text(100),
  /** The seller's tax code (the clinic's business). */
  hddt_masothue: taxCode.nullable().optional(),
  hddt_mauso: text(10).refine((value) => !value || invoiceTemplatePattern.test(value), m('invoiceTemplateInvalid')),
  hddt_kyhieu: text(6).refine((value) => !value || invoiceSeriesPattern.test(value), m('invoiceSeriesInvalid')),
  /** The buyer written when the patient gave no name or tax code for the invoice. */
  hddt_nguoimua: text(200),
  /** VAT per kind of line: services (medical: not subject to VAT), drugs, other goods. */
  hddt_thuesuat_dichvu: z.enum(vatRates, m('vatRateInvalid')).nullable().optional(),
  hddt_thuesuat_thuoc: z.enum(vatRates, m('vatRateInvalid')).nullable().optional(),
  hddt_thuesuat_sanpham: z.enum(vatRates, m('vatRateInvalid')).nullable().optional(),
  // Stock: batches expiring within this many days are "near expiry" (docs/decisions/0059). Past two years the
  // warning stops meaning anything; below a day it is the expired list.
  kho_hethan_ngay: whole(1, 730),
  // The national pharmacy database (Dược quốc gia): off until the facility code, the account and its password are
  // set; then the pharmacy's goods receipts, sales and returns to suppliers go to it through the outbox.
  duocqg_url: text(255).refine((value) => !value || /^https?:\/\/[^\s/]+\S*$/.test(value), m('urlInvalid')),
  /** The facility code the system issued to the clinic's pharmacy (mã cơ sở). */
  duocqg_macoso: text(50).refine(
    (value) => !value || /^[A-Za-z0-9._-]+$/.test(value),
    m('pharmacyFacilityCodeInvalid'),
  ),
  duocqg_taikhoan: text(50),
};

const secretInput = z.string().max(500, m('tooLong')).optional();

/** PUT /api/cauhinh: the plain values as they should be; a secret sent empty or left out keeps the stored one. */
export const systemSettingsUpdate = z.object({
  ...systemSettingValues,
  smtp_matkhau: secretInput,
  sms_apikey: secretInput,
  sms_secretkey: secretInput,
  zalo_oa_token: secretInput,
  zalo_secret: secretInput,
  hddt_matkhau: secretInput,
  hddt_matkhau_phathanh: secretInput,
  duocqg_matkhau: secretInput,
  /** Secrets to remove (the screen's "clear" action); a secret both sent and cleared is cleared. */
  xoa: z
    .array(z.enum(systemSecretFields, m('secretFieldInvalid')))
    .max(systemSecretFields.length)
    .optional(),
});
export type SystemSettingsUpdate = z.input<typeof systemSettingsUpdate>;

const stored = <T extends z.ZodType>(schema: T) => schema.nullable();

/** GET /api/cauhinh: every plain value (null = default) and, for each secret, only whether it is set. */
export const systemSettingsView = z.object({
  smtp_host: stored(z.string()),
  smtp_port: stored(z.number()),
  smtp_secure: stored(z.boolean()),
  smtp_user: stored(z.string()),
  mail_from: stored(z.string()),
  sms_nhacungcap: stored(z.enum(smsProviders)),
  sms_brandname: stored(z.string()),
  zalo_batdau: stored(z.boolean()),
  zalo_app_id: stored(z.string()),
  zalo_mau_otp: stored(z.string()),
  zalo_mau_thongbao: stored(z.string()),
  upload_anh_mb: stored(z.number()),
  upload_tep_mb: stored(z.number()),
  upload_ngay_mb: stored(z.number()),
  gioihan_diachi: stored(z.number()),
  gioihan_sodienthoai: stored(z.number()),
  gioihan_phut: stored(z.number()),
  cache_batdau: stored(z.boolean()),
  cache_giay: stored(z.number()),
  saoluu_batdau: stored(z.boolean()),
  saoluu_gio: stored(z.number()),
  saoluu_giulai: stored(z.number()),
  hddt_nhacungcap: stored(z.enum(eInvoiceProviders)),
  hddt_tudong: stored(z.boolean()),
  hddt_url: stored(z.string()),
  hddt_taikhoan: stored(z.string()),
  hddt_taikhoan_phathanh: stored(z.string()),
  hddt_masothue: stored(z.string()),
  hddt_mauso: stored(z.string()),
  hddt_kyhieu: stored(z.string()),
  hddt_nguoimua: stored(z.string()),
  hddt_thuesuat_dichvu: stored(z.enum(vatRates)),
  hddt_thuesuat_thuoc: stored(z.enum(vatRates)),
  hddt_thuesuat_sanpham: stored(z.enum(vatRates)),
  kho_hethan_ngay: stored(z.number()),
  duocqg_url: stored(z.string()),
  duocqg_macoso: stored(z.string()),
  duocqg_taikhoan: stored(z.string()),
  smtp_matkhau_daluu: z.boolean(),
  sms_apikey_daluu: z.boolean(),
  sms_secretkey_daluu: z.boolean(),
  zalo_oa_token_daluu: z.boolean(),
  zalo_secret_daluu: z.boolean(),
  hddt_matkhau_daluu: z.boolean(),
  hddt_matkhau_phathanh_daluu: z.boolean(),
  duocqg_matkhau_daluu: z.boolean(),
  /** What the environment provides when a value here is empty, so the screen can say what "empty" means. */
  moitruong: z.object({
    /** SMTP_URL is set: mail leaves through it while no host is set here. */
    smtp_url: z.boolean(),
    /** MAIL_FROM, or the sender built from the public address. */
    mail_from: z.string(),
    /** HTML_CACHE, or the default of the server's mode. */
    cache_batdau: z.boolean(),
  }),
  /**
   * Text messages reach no patient: neither an SMS gateway nor Zalo ZNS is in effect (settings, then environment), so
   * the outbox only stores them. The screen warns; the outbox says "stored only" on each.
   */
  tinnhan_chiluu: z.boolean(),
  /**
   * E-invoices are in effect: a provider is named with everything a send needs. Otherwise a paid bill queues none, and
   * the screen says which fields are missing.
   */
  hddt_hoatdong: z.boolean(),
  /** The national pharmacy link is on: the facility code, the account and its password are all set. */
  duocqg_hoatdong: z.boolean(),
  updatedAt: timestamp.nullable(),
});
export type SystemSettingsView = z.input<typeof systemSettingsView>;
