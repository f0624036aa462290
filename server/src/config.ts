// The server's configuration: every environment variable is read and validated here, once.
// A wrong value stops the start with a message that names the variable.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { MessagingConfig } from './modules/outbox/messaging-config';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const env = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    UPLOADS_DIR: z.string().min(1).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
    LOG_LEVEL: z.enum(logLevels).default('info'),
    TRUST_PROXY: z.string().optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    MAIL_FROM: z
      .string()
      .regex(
        /^[^<>@\s]+@[^<>@\s]+$|^[^<>]*<[^<>@\s]+@[^<>@\s]+>$/,
        'must be an address, optionally with a name: Name <a@b.vn>',
      )
      .optional(),
    HTML_CACHE: z.stringbool().optional(),
    PAGE_FILES_DIR: z.string().min(1).optional(),
    // Text messages: the outbox only (the demo) unless a gateway is chosen; its keys come with it.
    SMS_PROVIDER: z.enum(['outbox', 'esms', 'speedsms']).default('outbox'),
    ESMS_API_KEY: z.string().max(200).optional(),
    ESMS_SECRET_KEY: z.string().max(200).optional(),
    ESMS_BRANDNAME: z.string().max(50).optional(),
    ESMS_SMS_TYPE: z
      .string()
      .regex(/^\d{1,2}$/, 'must be an eSMS SmsType number')
      .default('2'),
    ESMS_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://rest.esms.vn'),
    SPEEDSMS_TOKEN: z.string().max(200).optional(),
    SPEEDSMS_SENDER: z.string().max(50).default(''),
    SPEEDSMS_SMS_TYPE: z.coerce.number().int().min(1).max(9).default(2),
    SPEEDSMS_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.speedsms.vn'),
    // Zalo ZNS, tried before SMS when both are set.
    ZALO_ACCESS_TOKEN: z.string().max(2000).optional(),
    ZALO_ZNS_TEMPLATE_ID: z.string().max(50).optional(),
    ZALO_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://business.openapi.zalo.me'),
    NATIONAL_PRESCRIPTION_URL: z.url({ protocol: /^https?$/ }).optional(),
    NATIONAL_PRESCRIPTION_TOKEN: z.string().max(2000).optional(),
    NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  })
  .refine((v) => v.SMS_PROVIDER !== 'esms' || (v.ESMS_API_KEY && v.ESMS_SECRET_KEY && v.ESMS_BRANDNAME), {
    path: ['SMS_PROVIDER'],
    message: 'esms needs ESMS_API_KEY, ESMS_SECRET_KEY and ESMS_BRANDNAME',
  })
  .refine((v) => v.SMS_PROVIDER !== 'speedsms' || v.SPEEDSMS_TOKEN, {
    path: ['SMS_PROVIDER'],
    message: 'speedsms needs SPEEDSMS_TOKEN',
  })
  .refine((v) => !v.ZALO_ACCESS_TOKEN === !v.ZALO_ZNS_TEMPLATE_ID, {
    path: ['ZALO_ACCESS_TOKEN'],
    message: 'Zalo ZNS needs both ZALO_ACCESS_TOKEN and ZALO_ZNS_TEMPLATE_ID',
  })
  .refine((v) => !v.NATIONAL_PRESCRIPTION_URL === !v.NATIONAL_PRESCRIPTION_TOKEN, {
    path: ['NATIONAL_PRESCRIPTION_URL'],
    message: 'the national prescription system needs both NATIONAL_PRESCRIPTION_URL and NATIONAL_PRESCRIPTION_TOKEN',
  });

export interface Config {
  port: number;
  host: string;
  /** Absolute; holds the embedded database, uploads and the generated secret. */
  dataDir: string;
  /**
   * Absolute; where uploaded files are kept and served from: UPLOADS_DIR, else DATA_DIR/uploads. Instances serving
   * one database point it at one shared folder.
   */
  uploadsDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  jwtSecret: string;
  adminPassword: string | undefined;
  logLevel: (typeof logLevels)[number];
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address (rate limits, the activity log):
   * false (default: none, the connection's address counts), true (any: only behind a proxy that overwrites it),
   * or a comma-separated list of addresses, CIDR ranges or names such as loopback.
   */
  trustProxy: boolean | string[];
  /** development: Vite serves the web app with hot reload; otherwise the built bundles. */
  mode: 'production' | 'development' | 'test';
  /**
   * Outgoing mail server (`smtp://user:pass@host:587`, `smtps://…:465`). Without it every message is kept in the
   * mail_outbox table only, and the log says one is waiting there.
   */
  smtpUrl: string | undefined;
  /** The sender of outgoing mail: `PhongKham <no-reply@host>`, the public address's host by default. */
  mailFrom: string;
  /** The SMS gateway (SMS_PROVIDER and its keys); `outbox` keeps text messages readable in /admin/sms only. */
  sms: MessagingConfig['sms'];
  /** Zalo ZNS (ZALO_ACCESS_TOKEN, ZALO_ZNS_TEMPLATE_ID), tried before SMS; undefined when not set. */
  zalo: MessagingConfig['zalo'];
  /** The national prescription system (NATIONAL_PRESCRIPTION_URL, _TOKEN); undefined: prescriptions stay here. */
  nationalPrescriptions?: MessagingConfig['nationalPrescriptions'];
  /**
   * Keep rendered public pages in memory (HTML_CACHE=false turns it off, e.g. to measure rendering); on by
   * default except in development, where sources change under the server.
   */
  htmlCache: boolean | undefined;
  /**
   * Absolute; where kept public pages are also written as files for nginx to send (PAGE_FILES_DIR, the
   * several-instances recipe); undefined: none are written.
   */
  pageFilesDir?: string;
}

export class ConfigError extends Error {}

const operatorMessages = z.locales.en().localeError;

/** Parses the environment; throws ConfigError naming every wrong variable. Touches no file. */
export function parseEnv(source: Record<string, string | undefined>) {
  // Empty strings count as unset, as shells and .env files commonly leave them.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  // English for the operator even when the contracts' global map (message keys for users) is installed.
  const result = env.safeParse(cleaned, { error: operatorMessages });
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** The JWT secret: from JWT_SECRET, else the one generated on first start and kept in DATA_DIR. */
async function persistedSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'secrets', 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** `PhongKham <no-reply@clinic.vn>` for https://clinic.vn: a sender on the site's own domain. */
export const defaultSender = (publicUrl: string) => `PhongKham <no-reply@${new URL(publicUrl).hostname}>`;

/** Parses the environment and completes it (absolute paths, generated secret). */
export async function loadConfig(source: Record<string, string | undefined>): Promise<Config> {
  const values = parseEnv(source);
  const dataDir = path.resolve(values.DATA_DIR);
  await mkdir(dataDir, { recursive: true });
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    uploadsDir: path.resolve(values.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    databaseUrl: values.DATABASE_URL,
    publicUrl,
    jwtSecret: values.JWT_SECRET ?? (await persistedSecret(dataDir)),
    adminPassword: values.ADMIN_PASSWORD,
    logLevel: values.LOG_LEVEL,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    mode: values.NODE_ENV,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? defaultSender(publicUrl),
    htmlCache: values.HTML_CACHE,
    pageFilesDir: values.PAGE_FILES_DIR === undefined ? undefined : path.resolve(values.PAGE_FILES_DIR),
    sms: smsFromEnv(values),
    zalo:
      values.ZALO_ACCESS_TOKEN && values.ZALO_ZNS_TEMPLATE_ID
        ? {
            accessToken: values.ZALO_ACCESS_TOKEN,
            templateId: values.ZALO_ZNS_TEMPLATE_ID,
            baseUrl: values.ZALO_BASE_URL,
          }
        : undefined,
    nationalPrescriptions:
      values.NATIONAL_PRESCRIPTION_URL && values.NATIONAL_PRESCRIPTION_TOKEN
        ? { url: values.NATIONAL_PRESCRIPTION_URL, token: values.NATIONAL_PRESCRIPTION_TOKEN }
        : undefined,
  };
}

function smsFromEnv(values: ReturnType<typeof parseEnv>): MessagingConfig['sms'] {
  if (values.SMS_PROVIDER === 'esms') {
    return {
      provider: 'esms',
      apiKey: values.ESMS_API_KEY!,
      secretKey: values.ESMS_SECRET_KEY!,
      brandname: values.ESMS_BRANDNAME!,
      smsType: values.ESMS_SMS_TYPE,
      baseUrl: values.ESMS_BASE_URL,
    };
  }
  if (values.SMS_PROVIDER === 'speedsms') {
    return {
      provider: 'speedsms',
      token: values.SPEEDSMS_TOKEN!,
      sender: values.SPEEDSMS_SENDER,
      smsType: values.SPEEDSMS_SMS_TYPE,
      baseUrl: values.SPEEDSMS_BASE_URL,
    };
  }
  return { provider: 'outbox' };
}
