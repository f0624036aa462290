import '@phongkham/contracts';
import { mkdtemp, readFile, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv, parseTrustProxy } from './config';

// The contracts are imported first, as in the running server: their global zod messages must not reach the operator.

function configError(source: Record<string, string | undefined>): ConfigError {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`expected ${JSON.stringify(source)} to be refused`);
}

/** The messaging defaults: text messages stay in the outbox; the gateways' public addresses. */
const MESSAGING_DEFAULTS = {
  SMS_PROVIDER: 'outbox',
  ESMS_SMS_TYPE: '2',
  ESMS_BASE_URL: 'https://rest.esms.vn',
  SPEEDSMS_SENDER: '',
  SPEEDSMS_SMS_TYPE: 2,
  SPEEDSMS_BASE_URL: 'https://api.speedsms.vn',
  ZALO_BASE_URL: 'https://business.openapi.zalo.me',
};

describe('parseEnv()', () => {
  it('gives a zero-config start its defaults', () => {
    expect(parseEnv({})).toEqual({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      ...MESSAGING_DEFAULTS,
    });
  });

  it('reads every variable it knows and ignores the rest', () => {
    const values = parseEnv({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/phongkham',
      DATABASE_URL: 'postgresql://app@db:5432/phongkham',
      PUBLIC_URL: 'https://phongkhamantam.vn',
      JWT_SECRET: 'x'.repeat(32),
      ADMIN_PASSWORD: 'matkhau',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'development',
      SMTP_URL: 'smtps://phongkham:mat-khau@smtp.phongkhamantam.vn:465',
      MAIL_FROM: 'Phòng khám An Tâm <no-reply@phongkhamantam.vn>',
      PATH: '/usr/bin',
    });
    expect(values).toEqual({
      PORT: 8080,
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/phongkham',
      DATABASE_URL: 'postgresql://app@db:5432/phongkham',
      PUBLIC_URL: 'https://phongkhamantam.vn',
      JWT_SECRET: 'x'.repeat(32),
      ADMIN_PASSWORD: 'matkhau',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'development',
      SMTP_URL: 'smtps://phongkham:mat-khau@smtp.phongkhamantam.vn:465',
      MAIL_FROM: 'Phòng khám An Tâm <no-reply@phongkhamantam.vn>',
      ...MESSAGING_DEFAULTS,
    });
  });

  it('refuses an SMS gateway or Zalo without its keys, naming them', () => {
    expect(configError({ SMS_PROVIDER: 'esms', ESMS_API_KEY: 'k' }).message).toContain(
      'SMS_PROVIDER: esms needs ESMS_API_KEY, ESMS_SECRET_KEY and ESMS_BRANDNAME',
    );
    expect(configError({ SMS_PROVIDER: 'speedsms' }).message).toContain('SMS_PROVIDER: speedsms needs SPEEDSMS_TOKEN');
    expect(configError({ ZALO_ACCESS_TOKEN: 't' }).message).toContain('ZALO_ACCESS_TOKEN: Zalo ZNS needs both');
    expect(configError({ SMS_PROVIDER: 'viettel' }).message).toMatch(/^\s+SMS_PROVIDER: \S/m);
  });

  it('counts empty strings as unset', () => {
    expect(parseEnv({ PORT: '', HOST: '', DATA_DIR: '', DATABASE_URL: '', JWT_SECRET: '', LOG_LEVEL: '' })).toEqual(
      parseEnv({}),
    );
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '-1' }, 'PORT'],
    [{ PORT: '80.5' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'localhost:5432' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'too-short' }, 'JWT_SECRET'],
    [{ ADMIN_PASSWORD: '123' }, 'ADMIN_PASSWORD'],
    [{ PUBLIC_URL: 'ftp://phongkham.vn' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'phongkham.vn' }, 'PUBLIC_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ SMTP_URL: 'http://mail.phongkham.vn' }, 'SMTP_URL'],
    [{ SMTP_URL: 'mail.phongkham.vn:587' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'PhongKham' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'PhongKham <no-reply>' }, 'MAIL_FROM'],
    [{ HTML_CACHE: 'sometimes' }, 'HTML_CACHE'],
  ])('refuses %j naming %s, in plain English', (source, variable) => {
    const { message } = configError(source);
    expect(message).toMatch(new RegExp(`^\\s+${variable}: \\S`, 'm'));
    expect(message).not.toMatch(/generic\.|validation\./);
  });

  it('explains what is expected', () => {
    expect(configError({ DATABASE_URL: 'mysql://x' }).message).toContain(
      'DATABASE_URL: must start with postgres:// or postgresql://',
    );
    expect(configError({ JWT_SECRET: 'short' }).message).toContain('JWT_SECRET: must be at least 32 characters');
    expect(configError({ PORT: '70000' }).message).toContain('65535');
    expect(configError({ SMTP_URL: 'http://x' }).message).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
  });

  it('accepts a bare sender address and a plain smtp:// server', () => {
    expect(parseEnv({ MAIL_FROM: 'no-reply@phongkham.vn', SMTP_URL: 'smtp://127.0.0.1:2525' })).toMatchObject({
      MAIL_FROM: 'no-reply@phongkham.vn',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
  });

  it('reads HTML_CACHE as a switch, left unset by default', () => {
    expect(parseEnv({}).HTML_CACHE).toBeUndefined();
    expect(parseEnv({ HTML_CACHE: 'false' }).HTML_CACHE).toBe(false);
    expect(parseEnv({ HTML_CACHE: 'off' }).HTML_CACHE).toBe(false);
    expect(parseEnv({ HTML_CACHE: 'true' }).HTML_CACHE).toBe(true);
  });

  it('names every wrong variable at once', () => {
    const { message } = configError({ PORT: 'abc', JWT_SECRET: 'short', LOG_LEVEL: 'loud' });
    expect(message).toMatch(/PORT: /);
    expect(message).toMatch(/JWT_SECRET: /);
    expect(message).toMatch(/LOG_LEVEL: /);
  });
});

describe('loadConfig() messaging', () => {
  it('gives the outbox its providers: eSMS or SpeedSMS with their keys, Zalo when both its values are set', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'phongkham-config-'));
    try {
      const plain = await loadConfig({ DATA_DIR: dir });
      expect(plain.sms).toEqual({ provider: 'outbox' });
      expect(plain.zalo).toBeUndefined();
      const esms = await loadConfig({
        DATA_DIR: dir,
        SMS_PROVIDER: 'esms',
        ESMS_API_KEY: 'khoa',
        ESMS_SECRET_KEY: 'bi-mat',
        ESMS_BRANDNAME: 'PHONGKHAM',
        ZALO_ACCESS_TOKEN: 'zalo',
        ZALO_ZNS_TEMPLATE_ID: '299855',
      });
      expect(esms.sms).toEqual({
        provider: 'esms',
        apiKey: 'khoa',
        secretKey: 'bi-mat',
        brandname: 'PHONGKHAM',
        smsType: '2',
        baseUrl: 'https://rest.esms.vn',
      });
      expect(esms.zalo).toEqual({
        accessToken: 'zalo',
        templateId: '299855',
        baseUrl: 'https://business.openapi.zalo.me',
      });
      const speed = await loadConfig({
        DATA_DIR: dir,
        SMS_PROVIDER: 'speedsms',
        SPEEDSMS_TOKEN: 'token',
        SPEEDSMS_SENDER: 'PhongKham',
        SPEEDSMS_BASE_URL: 'http://127.0.0.1:9',
      });
      expect(speed.sms).toEqual({
        provider: 'speedsms',
        token: 'token',
        sender: 'PhongKham',
        smsType: 2,
        baseUrl: 'http://127.0.0.1:9',
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('loadConfig()', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'phongkham-config-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('completes the configuration: absolute data dir, public URL from the port', async () => {
    const config = await loadConfig({ DATA_DIR: path.join(dir, 'data'), PORT: '4000' });
    expect(config).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      dataDir: path.join(dir, 'data'),
      uploadsDir: path.join(dir, 'data', 'uploads'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:4000',
      adminPassword: undefined,
      logLevel: 'info',
      mode: 'production',
      smtpUrl: undefined,
      mailFrom: 'PhongKham <no-reply@localhost>',
    });
    expect((await stat(config.dataDir)).isDirectory()).toBe(true);
  });

  it('keeps uploads in UPLOADS_DIR when set: one folder several instances share', async () => {
    const relative = path.relative(process.cwd(), path.join(dir, 'shared-uploads'));
    const config = await loadConfig({ DATA_DIR: path.join(dir, 'data'), UPLOADS_DIR: relative });
    expect(config.uploadsDir).toBe(path.join(dir, 'shared-uploads'));
    expect(config.dataDir).toBe(path.join(dir, 'data'));
  });

  it('sends mail from the public address’s domain unless MAIL_FROM says otherwise', async () => {
    const site = await loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://phongkhamantam.vn' });
    expect(site.mailFrom).toBe('PhongKham <no-reply@phongkhamantam.vn>');
    const chosen = await loadConfig({
      DATA_DIR: dir,
      PUBLIC_URL: 'https://phongkhamantam.vn',
      MAIL_FROM: 'Phòng khám An Tâm <lienhe@antam.vn>',
      SMTP_URL: 'smtp://mail.antam.vn:587',
    });
    expect(chosen).toMatchObject({
      mailFrom: 'Phòng khám An Tâm <lienhe@antam.vn>',
      smtpUrl: 'smtp://mail.antam.vn:587',
    });
  });

  it('resolves a relative data dir and drops a trailing slash from PUBLIC_URL', async () => {
    const relative = path.relative(process.cwd(), path.join(dir, 'rel'));
    const config = await loadConfig({ DATA_DIR: relative, PUBLIC_URL: 'https://phongkhamantam.vn/' });
    expect(config.dataDir).toBe(path.join(dir, 'rel'));
    expect(config.publicUrl).toBe('https://phongkhamantam.vn');
  });

  it('generates a JWT secret on first start, keeps it private, and reuses it', async () => {
    const first = await loadConfig({ DATA_DIR: dir });
    const file = path.join(dir, 'secrets', 'jwt-secret');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.jwtSecret);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(file))).mode & 0o077).toBe(0);

    const second = await loadConfig({ DATA_DIR: dir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
  });

  it('gives each installation its own secret', async () => {
    const other = path.join(dir, 'other');
    const [a, b] = await Promise.all([
      loadConfig({ DATA_DIR: path.join(dir, 'one') }),
      loadConfig({ DATA_DIR: other }),
    ]);
    expect(a.jwtSecret).not.toBe(b.jwtSecret);
  });

  it('replaces a stored secret that is too short', async () => {
    await mkdir(path.join(dir, 'secrets'), { recursive: true });
    await writeFile(path.join(dir, 'secrets', 'jwt-secret'), 'short\n');
    const config = await loadConfig({ DATA_DIR: dir });
    expect(config.jwtSecret).not.toBe('short');
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(path.join(dir, 'secrets', 'jwt-secret'), 'utf8')).trim()).toBe(config.jwtSecret);
  });

  it('uses JWT_SECRET when given and writes no file', async () => {
    const secret = 's'.repeat(40);
    const config = await loadConfig({ DATA_DIR: dir, JWT_SECRET: secret });
    expect(config.jwtSecret).toBe(secret);
    await expect(stat(path.join(dir, 'secrets', 'jwt-secret'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a wrong environment before touching the disk', async () => {
    const target = path.join(dir, 'never');
    await expect(loadConfig({ DATA_DIR: target, PORT: 'abc' })).rejects.toBeInstanceOf(ConfigError);
    await expect(stat(target)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('parseTrustProxy()', () => {
  it('trusts no proxy by default, so a client cannot choose its own address with X-Forwarded-For', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
  });

  it('reads true, and a list of addresses or ranges', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,loopback')).toEqual(['127.0.0.1', '10.0.0.0/8', 'loopback']);
  });
});
