// The system settings' API (/api/cauhinh): defaults and the environment's stand-ins, write-only secrets (never
// answered, sealed at rest, kept when sent empty, removed by `xoa`), masked history, 400 per field, 401 and 403, and
// the values taking effect at once: a lowered picture limit refuses an upload (413), a lowered form limit answers 429.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, systemSettings } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { apiCaller, createStaff, menuEntry, nextAddress, signIn, staffWithMenu } from '../../test/factories';
import { multipartBody } from '../../test/multipart';
import { readSystemSettings } from './system-settings.service';

const { app, database } = await buildTestApp({ smtpUrl: 'smtp://127.0.0.1:2525', mailFrom: 'Phòng khám <a@b.vn>' });
const db = database.db;
const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));
const call = apiCaller(app);
const password = 'mat-khau-smtp-bi-mat';
const apiKey = 'esms-khoa-bi-mat-123';

const save = async (body: Record<string, unknown>, lang = 'vi') => call('PUT', '/api/cauhinh', owner, body, lang);

describe('the system settings', () => {
  it('start empty, each default named by the environment or the built-in value', async () => {
    const response = await call('GET', '/api/cauhinh', owner);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      smtp_host: null,
      upload_anh_mb: null,
      smtp_matkhau_daluu: false,
      sms_apikey_daluu: false,
      moitruong: { smtp_url: true, mail_from: 'Phòng khám <a@b.vn>' },
      // No SMS gateway nor Zalo: text messages are only stored, which the screen must say.
      tinnhan_chiluu: true,
    });
    const settings = await readSystemSettings(db);
    expect(settings.mail).toEqual({
      transport: { kind: 'environment', url: 'smtp://127.0.0.1:2525' },
      from: 'Phòng khám <a@b.vn>',
    });
    expect(settings.uploads.imageBytes).toBe(5 * 1024 * 1024);
    expect(settings.sms.provider).toBe('outbox');
  });

  it('never answer a secret, keep it sealed at rest, and put only a mask in the history', async () => {
    const response = await save({
      smtp_host: 'smtp.gmail.com',
      smtp_port: 465,
      smtp_secure: true,
      smtp_user: 'phongkham@gmail.com',
      smtp_matkhau: password,
      sms_nhacungcap: 'esms',
      sms_apikey: apiKey,
      sms_brandname: 'PHONGKHAM',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(password);
    expect(response.body).not.toContain(apiKey);
    expect(response.json().data).toMatchObject({
      smtp_matkhau_daluu: true,
      sms_apikey_daluu: true,
      zalo_secret_daluu: false,
    });
    expect(response.json().data).not.toHaveProperty('smtp_matkhau');

    const [row] = await db.select().from(systemSettings);
    expect(JSON.stringify(row)).not.toContain(password);
    const history = await db.select().from(activityLog).where(eq(activityLog.tainguyen, 'cauhinh'));
    expect(JSON.stringify(history)).not.toContain(password);
    expect(JSON.stringify(history)).not.toContain(apiKey);
    expect(history.at(-1)!.sau).toMatchObject({
      smtp_matkhau: '••••••',
      bimat_thaydoi: ['smtp_matkhau', 'sms_apikey'],
    });

    // The server itself reads them back.
    const settings = await readSystemSettings(db);
    expect(settings.mail.transport).toEqual({
      kind: 'settings',
      host: 'smtp.gmail.com',
      port: 465,
      secure: true,
      user: 'phongkham@gmail.com',
      password,
    });
    expect(settings.sms).toMatchObject({ provider: 'esms', apiKey, brandname: 'PHONGKHAM' });
    // eSMS chosen without its secret key is not in effect: still nothing reaches a patient.
    expect(response.json().data.tinnhan_chiluu).toBe(true);
    const delivering = await save({
      sms_nhacungcap: 'esms',
      sms_secretkey: 'esms-bi-mat-456',
      sms_brandname: 'PHONGKHAM',
    });
    expect(delivering.json().data.tinnhan_chiluu).toBe(false);
  });

  it('keep a secret sent empty or left out, and remove one only when asked', async () => {
    await save({ smtp_host: 'smtp.gmail.com', smtp_matkhau: password, sms_apikey: apiKey });
    const kept = await save({ smtp_host: 'smtp.gmail.com', smtp_matkhau: '' });
    expect(kept.json().data).toMatchObject({ smtp_matkhau_daluu: true, sms_apikey_daluu: true });
    const cleared = await save({ smtp_host: 'smtp.gmail.com', xoa: ['sms_apikey'] });
    expect(cleared.json().data).toMatchObject({ smtp_matkhau_daluu: true, sms_apikey_daluu: false });
    expect((await readSystemSettings(db)).sms.apiKey).toBeNull();
    // Emptying the host hands mail back to SMTP_URL.
    await save({});
    expect((await readSystemSettings(db)).mail.transport.kind).toBe('environment');
  });

  it('answer 400 with a message under each wrong field, in vi and en, and change nothing', async () => {
    const before = await call('GET', '/api/cauhinh', owner);
    const vi = await save({
      smtp_host: 'smtp gmail',
      smtp_port: 70_000,
      sms_nhacungcap: 'viettel',
      upload_anh_mb: 0,
      gioihan_phut: 1.5,
      mail_from: 'khong-phai-email',
      xoa: ['matkhau'],
    });
    expect(vi.statusCode).toBe(400);
    expect(Object.keys(vi.json().errors).sort()).toEqual(
      ['gioihan_phut', 'mail_from', 'sms_nhacungcap', 'smtp_host', 'smtp_port', 'upload_anh_mb', 'xoa.0'].sort(),
    );
    expect(vi.json().errors.sms_nhacungcap).toBe('Vui lòng chọn nhà cung cấp SMS');
    const en = await save({ upload_anh_mb: 500 }, 'en');
    expect(en.json().errors).toEqual({ upload_anh_mb: 'The value must be a whole number within the allowed range' });
    expect((await call('GET', '/api/cauhinh', owner)).json().data).toEqual(before.json().data);
  });

  it('answer 401 without sign-in and 403 without the /setting grant for each flag', async () => {
    expect((await call('GET', '/api/cauhinh')).statusCode).toBe(401);
    expect((await call('PUT', '/api/cauhinh', undefined, {})).statusCode).toBe(401);
    // ADMIN runs the business but not the installation's settings.
    const admin = await signIn(app, await createStaff(db, { role: 'ADMIN' }));
    expect((await call('GET', '/api/cauhinh', admin)).statusCode).toBe(403);
    const viewer = await staffWithMenu(app, db, [menuEntry('/setting', { view: true })]);
    expect((await call('GET', '/api/cauhinh', viewer)).statusCode).toBe(200);
    expect((await call('PUT', '/api/cauhinh', viewer, {})).statusCode).toBe(403);
  });

  it('apply a lowered picture limit to the next upload: 413 naming the limit', async () => {
    await save({ upload_anh_mb: 1 });
    const body = multipartBody({}, [{ filename: 'lon.png', bytes: Buffer.alloc(1024 * 1024 + 10, 1) }]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: body.payload,
      remoteAddress: nextAddress(),
      headers: { ...body.headers, authorization: `Bearer ${owner.token}` },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toContain('1');
    await save({});
  });

  it("apply the public forms' limits per address and per phone at once", async () => {
    await save({ gioihan_diachi: 2, gioihan_phut: 5 });
    const address = nextAddress();
    const send = (dienthoai: string, from = address) =>
      app.inject({
        method: 'POST',
        url: '/api/yeucau',
        payload: { loaiyeucau: 'HO_TRO_TU_VAN', hoten: 'Lê Thị Cúc', dienthoai },
        remoteAddress: from,
      });
    expect((await send('0912000001')).statusCode).toBe(201);
    expect((await send('0912000002')).statusCode).toBe(201);
    expect((await send('0912000003')).statusCode).toBe(429);
    // Per phone: two sends from two addresses pass, the third from a third address does not.
    await save({ gioihan_diachi: 100, gioihan_sodienthoai: 2, gioihan_phut: 5 });
    expect((await send('0933000111', nextAddress())).statusCode).toBe(201);
    expect((await send('0933 000 111', nextAddress())).statusCode).toBe(201);
    const third = await send('0933000111', nextAddress());
    expect(third.statusCode).toBe(429);
    // The requests' refusal names the hotline (requests.routes.test.ts checks its wording).
    expect(third.json().message).toMatch(/^Bạn đã gửi quá nhiều yêu cầu/);
    await save({});
  });
});
