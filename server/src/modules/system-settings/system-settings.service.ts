// The system settings as the rest of the server reads them: `readSystemSettings(db)` answers typed values with every
// default resolved (the setting, else the environment, else the built-in value: docs/decisions/0013), kept in
// memory and read again after each write. The screen's view never carries a secret, only whether it is set; each
// change goes to the activity history with the secrets masked.
import {
  eInvoiceDefaults,
  nationalPharmacyDefaultUrl,
  systemDefaults,
  systemSecretFields,
  systemSettingValues,
  type BillLineKind,
  type EInvoiceProvider,
  type SmsProvider,
  type SystemSecretField,
  type SystemSettingsUpdate,
  type SystemSettingsView,
  type VatRate,
} from '@phongkham/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { systemSettings } from '../../db/schema';
import { authorOf, writing } from '../../lib/crud/writer';
import type { PublicFormLimits } from '../../lib/public-forms';
import type { Actor } from '../../lib/actor';
import { openSecret, sealSecret, settingsKey } from './secrets';

/** What the environment sets (server/src/config.ts), standing in for an empty setting. */
export interface EnvironmentDefaults {
  /** SMTP_URL. */
  smtpUrl: string | undefined;
  /** MAIL_FROM, or the sender built from the public address. */
  mailFrom: string;
  /** HTML_CACHE, or the default of the server's mode. */
  htmlCache: boolean;
}

/** How outgoing mail leaves: the server named here, the SMTP_URL of the environment, or nowhere (outbox only). */
export type MailTransport =
  | { kind: 'settings'; host: string; port: number; secure: boolean; user: string | null; password: string | null }
  | { kind: 'environment'; url: string }
  | { kind: 'none' };

/** Every value with its default resolved: what the mail, SMS, upload, rate-limit and cache code reads. */
export interface SystemSettings {
  mail: { transport: MailTransport; from: string };
  sms: { provider: SmsProvider; apiKey: string | null; secretKey: string | null; brandname: string | null };
  zalo: {
    /** Enabled and holding what a send needs (app id, OA token, a template). */
    enabled: boolean;
    appId: string | null;
    oaToken: string | null;
    secret: string | null;
    templates: { otp: string | null; notice: string | null };
  };
  uploads: { imageBytes: number; fileBytes: number; dailyBytesPerStaff: number };
  /** Nightly backups into DATA_DIR/backups: at `hour` (clinic time), the last `keep` kept. */
  backups: { enabled: boolean; hour: number; keep: number };
  publicForms: PublicFormLimits;
  pageCache: { enabled: boolean; ttlSeconds: number };
  eInvoice: EInvoiceSettings;
  /** Stock: how many days ahead a batch's expiry is flagged (docs/decisions/0059). */
  stock: { nearExpiryDays: number };
  nationalPharmacy: NationalPharmacySettings;
}

/** The national pharmacy database link (docs/decisions/0059): off until the facility code and the account are set. */
export interface NationalPharmacySettings {
  url: string;
  facilityCode: string | null;
  username: string | null;
  password: string | null;
  /** Everything a send needs is set: only then are receipts and sales queued. */
  ready: boolean;
}

/** The e-invoice provider and what the clinic's invoices say (docs/decisions/0055-e-invoices.md). */
export interface EInvoiceSettings {
  provider: EInvoiceProvider | null;
  /** Queue the invoice when a payment settles the bill (otherwise only from the bill page). */
  auto: boolean;
  /** The provider's API address (Viettel's production one when empty; VNPT's must be set). */
  url: string | null;
  username: string | null;
  password: string | null;
  /** VNPT's issuing account (Account/ACpass). */
  account: string | null;
  accountPassword: string | null;
  sellerTaxCode: string | null;
  template: string | null;
  series: string | null;
  /** The buyer written when the patient gave none. */
  buyer: string;
  rates: Record<BillLineKind, VatRate>;
  /** A provider is named with everything a send needs: only then is anything queued. */
  ready: boolean;
}

/** The one row's id: a fixed one, so two first writes cannot create two rows. */
const ROW_ID = '00000000-0000-7000-8000-0000000000c1';
/** A safety net for a change made outside this process (a database edit): read again after a minute. */
const TTL_MS = 60_000;
const MB = 1024 * 1024;

type Plain = { [K in keyof typeof systemSettingValues]: Exclude<z.output<(typeof systemSettingValues)[K]>, undefined> };

interface Stored {
  plain: Plain;
  secrets: Partial<Record<SystemSecretField, string>>;
  updatedAt: Date | null;
}

interface Registered {
  key: Buffer;
  env: EnvironmentDefaults;
  cached?: { at: number; value: Promise<SystemSettings>; done?: SystemSettings };
}

const registry = new WeakMap<object, Registered>();

/** Called once by the app: the key for the secrets and the environment's defaults, for this database. */
export function configureSystemSettings(db: Database, options: { jwtSecret: string; env: EnvironmentDefaults }): void {
  registry.set(db, { key: settingsKey(options.jwtSecret), env: options.env });
}

function registered(db: Database): Registered {
  const found = registry.get(db);
  if (!found) throw new Error('system settings read before configureSystemSettings(db)');
  return found;
}

/** Each stored value checked against today's contract: one a later version no longer accepts reads as empty. */
function plainValues(stored: Record<string, unknown>): Plain {
  const plain: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(systemSettingValues)) {
    const parsed = (schema as z.ZodType).safeParse(stored[field] ?? null);
    plain[field] = parsed.success ? (parsed.data ?? null) : null;
  }
  return plain as Plain;
}

async function readStored(db: Pick<Database, 'select'>, key: Buffer): Promise<Stored> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings._id, ROW_ID));
  const secrets: Stored['secrets'] = {};
  for (const field of systemSecretFields) {
    const sealed = row?.bimat[field];
    const open = sealed ? openSecret(key, sealed) : null;
    if (open) secrets[field] = open;
  }
  return { plain: plainValues(row?.giatri ?? {}), secrets, updatedAt: row?.updatedAt ?? null };
}

function resolve({ plain, secrets }: Stored, env: EnvironmentDefaults): SystemSettings {
  const transport: MailTransport = plain.smtp_host
    ? {
        kind: 'settings',
        host: plain.smtp_host,
        port: plain.smtp_port ?? (plain.smtp_secure ? 465 : systemDefaults.smtp_port),
        secure: plain.smtp_secure ?? plain.smtp_port === 465,
        user: plain.smtp_user ?? null,
        password: secrets.smtp_matkhau ?? null,
      }
    : env.smtpUrl
      ? { kind: 'environment', url: env.smtpUrl }
      : { kind: 'none' };
  const zalo = {
    appId: plain.zalo_app_id ?? null,
    oaToken: secrets.zalo_oa_token ?? null,
    secret: secrets.zalo_secret ?? null,
    templates: { otp: plain.zalo_mau_otp ?? null, notice: plain.zalo_mau_thongbao ?? null },
  };
  return {
    mail: { transport, from: plain.mail_from ?? env.mailFrom },
    sms: {
      provider: plain.sms_nhacungcap ?? 'outbox',
      apiKey: secrets.sms_apikey ?? null,
      secretKey: secrets.sms_secretkey ?? null,
      brandname: plain.sms_brandname ?? null,
    },
    zalo: {
      ...zalo,
      enabled: Boolean(
        plain.zalo_batdau && zalo.appId && zalo.oaToken && (zalo.templates.otp || zalo.templates.notice),
      ),
    },
    uploads: {
      imageBytes: (plain.upload_anh_mb ?? systemDefaults.upload_anh_mb) * MB,
      fileBytes: (plain.upload_tep_mb ?? systemDefaults.upload_tep_mb) * MB,
      dailyBytesPerStaff: (plain.upload_ngay_mb ?? systemDefaults.upload_ngay_mb) * MB,
    },
    publicForms: {
      perAddress: plain.gioihan_diachi ?? systemDefaults.gioihan_diachi,
      perPhone: plain.gioihan_sodienthoai ?? systemDefaults.gioihan_sodienthoai,
      minutes: plain.gioihan_phut ?? systemDefaults.gioihan_phut,
    },
    backups: {
      enabled: plain.saoluu_batdau ?? systemDefaults.saoluu_batdau,
      hour: plain.saoluu_gio ?? systemDefaults.saoluu_gio,
      keep: plain.saoluu_giulai ?? systemDefaults.saoluu_giulai,
    },
    pageCache: {
      enabled: plain.cache_batdau ?? env.htmlCache,
      ttlSeconds: plain.cache_giay ?? systemDefaults.cache_giay,
    },
    eInvoice: eInvoiceOf(plain, secrets),
    stock: { nearExpiryDays: plain.kho_hethan_ngay ?? systemDefaults.kho_hethan_ngay },
    nationalPharmacy: nationalPharmacyOf(plain, secrets),
  };
}

function nationalPharmacyOf(plain: Plain, secrets: Stored['secrets']): NationalPharmacySettings {
  const settings = {
    url: plain.duocqg_url || nationalPharmacyDefaultUrl,
    facilityCode: plain.duocqg_macoso || null,
    username: plain.duocqg_taikhoan || null,
    password: secrets.duocqg_matkhau ?? null,
  };
  return { ...settings, ready: Boolean(settings.facilityCode && settings.username && settings.password) };
}

function eInvoiceOf(plain: Plain, secrets: Stored['secrets']): EInvoiceSettings {
  const provider = plain.hddt_nhacungcap || null;
  const service = plain.hddt_thuesuat_dichvu || eInvoiceDefaults.thuesuat_dichvu;
  const settings = {
    provider,
    auto: plain.hddt_tudong ?? true,
    url: plain.hddt_url || (provider === 'VIETTEL' ? eInvoiceDefaults.viettelUrl : null),
    username: plain.hddt_taikhoan || null,
    password: secrets.hddt_matkhau ?? null,
    account: plain.hddt_taikhoan_phathanh || null,
    accountPassword: secrets.hddt_matkhau_phathanh ?? null,
    sellerTaxCode: plain.hddt_masothue || null,
    template: plain.hddt_mauso || null,
    series: plain.hddt_kyhieu || null,
    buyer: plain.hddt_nguoimua || eInvoiceDefaults.nguoimua,
    rates: {
      DICH_VU: service,
      GOI: service,
      THUOC: plain.hddt_thuesuat_thuoc || eInvoiceDefaults.thuesuat_thuoc,
      SAN_PHAM: plain.hddt_thuesuat_sanpham || eInvoiceDefaults.thuesuat_sanpham,
    },
  };
  const common = Boolean(
    provider &&
    settings.url &&
    settings.username &&
    settings.password &&
    settings.sellerTaxCode &&
    settings.template &&
    settings.series,
  );
  const vnpt = provider !== 'VNPT' || Boolean(settings.account && settings.accountPassword);
  return { ...settings, ready: common && vnpt };
}

/**
 * The settings in force, defaults resolved; from memory unless written since (or a minute old). Inside a transaction
 * pass it as `within`: what memory holds is used only once read, and otherwise the transaction reads them itself.
 * On PGlite's one connection, waiting on a read queued behind the open transaction would wait for ever.
 */
export function readSystemSettings(db: Database, within?: Pick<Database, 'select'>): Promise<SystemSettings> {
  const entry = registered(db);
  const now = Date.now();
  const fresh = entry.cached && now - entry.cached.at <= TTL_MS;
  if (within) {
    if (fresh && entry.cached!.done) return Promise.resolve(entry.cached!.done);
    return readStored(within, entry.key).then((stored) => resolve(stored, entry.env));
  }
  if (!fresh) {
    const value = readStored(db, entry.key).then((stored) => resolve(stored, entry.env));
    const cached: NonNullable<Registered['cached']> = { at: now, value };
    value.then(
      (done) => (cached.done = done),
      // A failed read is not kept: the next caller tries again.
      () => {
        if (entry.cached === cached) entry.cached = undefined;
      },
    );
    entry.cached = cached;
  }
  return entry.cached!.value;
}

/**
 * The settings in force when memory holds them fresh, else undefined (then readSystemSettings() reads them): for a
 * caller on a path too hot to wait a turn of the event loop for an answer it already has (the front door).
 */
export function systemSettingsInMemory(db: Database): SystemSettings | undefined {
  const cached = registered(db).cached;
  return cached?.done && Date.now() - cached.at <= TTL_MS ? cached.done : undefined;
}

/** What the screen shows: the stored values (null = default), and of each secret only whether it is set. */
export async function viewSystemSettings(db: Database) {
  const { key, env } = registered(db);
  const stored = await readStored(db, key);
  const set = Object.fromEntries(systemSecretFields.map((field) => [`${field}_daluu`, field in stored.secrets]));
  return {
    ...stored.plain,
    ...(set as Record<keyof Pick<SystemSettingsView, `${SystemSecretField}_daluu`>, boolean>),
    moitruong: { smtp_url: Boolean(env.smtpUrl), mail_from: env.mailFrom, cache_batdau: env.htmlCache },
    hddt_hoatdong: eInvoiceOf(stored.plain, stored.secrets).ready,
    duocqg_hoatdong: nationalPharmacyOf(stored.plain, stored.secrets).ready,
    updatedAt: stored.updatedAt,
  };
}

/** What the history keeps: the plain values, and each secret as set (masked) or not, never its text. */
const masked = (plain: Plain, secrets: Record<string, unknown>) => ({
  ...plain,
  ...Object.fromEntries(systemSecretFields.map((field) => [field, field in secrets ? '••••••' : null])),
});

/** Saves the settings and their history row in one transaction; the server reads the new values from then on. */
export async function updateSystemSettings(db: Database, input: SystemSettingsUpdate, actor: Actor): Promise<void> {
  const entry = registered(db);
  const { xoa = [], ...rest } = input;
  const plain = plainValues(rest as Record<string, unknown>);
  await writing(db, authorOf(actor), async (writer) => {
    const tx = writer.tx;
    await tx.insert(systemSettings).values({ _id: ROW_ID }).onConflictDoNothing();
    const [row] = await tx.select().from(systemSettings).where(eq(systemSettings._id, ROW_ID)).for('update');
    const before = { plain: plainValues(row!.giatri), sealed: { ...row!.bimat } };
    const sealed: Record<string, string> = { ...row!.bimat };
    const changed: SystemSecretField[] = [];
    for (const field of systemSecretFields) {
      const sent = input[field];
      if (xoa.includes(field)) {
        if (field in sealed) changed.push(field);
        delete sealed[field];
      } else if (sent) {
        sealed[field] = sealSecret(entry.key, sent);
        changed.push(field);
      }
    }
    // The sealed secrets are written apart: the history names which changed, never even their ciphertext.
    await tx.update(systemSettings).set({ bimat: sealed }).where(eq(systemSettings._id, ROW_ID));
    await writer.update(
      systemSettings,
      ROW_ID,
      { giatri: plain },
      {
        before: row!,
        truoc: masked(before.plain, before.sealed),
        sau: { ...masked(plain, sealed), bimat_thaydoi: changed },
      },
    );
  });
  entry.cached = undefined;
}

/** The public forms' limits in force, for lib/public-forms.ts. */
export const publicFormLimits = (db: Database) => async () => (await readSystemSettings(db)).publicForms;
