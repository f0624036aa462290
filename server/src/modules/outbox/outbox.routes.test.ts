// /api/hop-thu-di: the outbox's list (filters, search, days), one message with its text (each reading recorded in
// the activity history), the retry of a failed message, and who may do each.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, outbox } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { apiCaller, menuEntry, staffWithMenu } from '../../test/factories';

const { app, database } = await buildTestApp({ seed: false });
const db = database.db;
const call = apiCaller(app);

const viewer = await staffWithMenu(app, db, [menuEntry('/sms', { view: true })]);
const retrier = await staffWithMenu(app, db, [menuEntry('/sms', { view: true, update: true })]);
const outsider = await staffWithMenu(app, db, [menuEntry('/lich-su-hoat-dong', { view: true })]);
const whoIs = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/api/nhanvien/me', headers: { authorization: `Bearer ${token}` } })).json()
    .data._id as string;
const viewerId = await whoIs(viewer.token);

// Three messages either side of midnight in Vietnam (UTC+7): 2026-11-20 23:30 and 2026-11-21 06:30 local time.
const [mail, code, refused] = await db
  .insert(outbox)
  .values([
    {
      kenh: 'EMAIL',
      nguoinhan: 'lan.tran@antam.vn',
      tieude: 'Đặt lại mật khẩu tài khoản bs.lan',
      noidung: 'http://localhost:3000/admin/reset-password?token=abc',
      html: '<p>link</p>',
      trangthai: 'SENT',
      solan: 1,
      nhacungcap: 'outbox',
      loai: 'khoiphucmatkhau',
      banghi_id: '0193a4f0-0000-7000-8000-000000000001',
      createdAt: new Date('2026-11-20T16:30:00Z'),
    },
    {
      kenh: 'SMS',
      nguoinhan: '0912345678',
      noidung: 'PhongKham: mã 493817',
      trangthai: 'SENT',
      solan: 1,
      nhacungcap: 'outbox',
      createdAt: new Date('2026-11-20T23:30:00Z'),
    },
    {
      kenh: 'SMS',
      nguoinhan: '0987654321',
      noidung: 'PhongKham: mã 111222',
      trangthai: 'FAILED',
      solan: 1,
      nhacungcap: 'esms',
      loi: 'eSMS 104: Brandname không tồn tại hoặc đã bị hủy',
      createdAt: new Date('2026-11-20T23:40:00Z'),
    },
  ])
  .returning();

const ids = (response: { json(): { data: { docs: { _id: string }[] } } }) =>
  response.json().data.docs.map((d) => d._id);

describe('GET /api/hop-thu-di', () => {
  it('lists the newest first, without the texts, with a refusal’s reason', async () => {
    const response = await call('GET', '/api/hop-thu-di', viewer);
    expect(response.statusCode).toBe(200);
    const { docs, totalDocs } = response.json().data;
    expect(totalDocs).toBe(3);
    expect(docs.map((d: { _id: string }) => d._id)).toEqual([refused!._id, code!._id, mail!._id]);
    expect(docs[0]).toMatchObject({
      kenh: 'SMS',
      nguoinhan: '0987654321',
      trangthai: 'FAILED',
      solan: 1,
      nhacungcap: 'esms',
      loi: 'eSMS 104: Brandname không tồn tại hoặc đã bị hủy',
    });
    expect(JSON.stringify(docs)).not.toContain('493817');
    expect(docs[0].noidung).toBeUndefined();
  });

  it('filters by channel, status and day (Vietnam time), and searches recipients and subjects', async () => {
    expect(ids(await call('GET', '/api/hop-thu-di?kenh=EMAIL', viewer))).toEqual([mail!._id]);
    expect(ids(await call('GET', '/api/hop-thu-di?trangthai=FAILED', viewer))).toEqual([refused!._id]);
    expect(ids(await call('GET', '/api/hop-thu-di?tungay=2026-11-21&denngay=2026-11-21', viewer))).toEqual([
      refused!._id,
      code!._id,
    ]);
    expect(ids(await call('GET', '/api/hop-thu-di?denngay=2026-11-20', viewer))).toEqual([mail!._id]);
    expect(ids(await call('GET', '/api/hop-thu-di?q=0912345', viewer))).toEqual([code!._id]);
    expect(ids(await call('GET', '/api/hop-thu-di?q=dat lai mat khau', viewer))).toEqual([mail!._id]);
  });

  it('refuses a wrong filter with a 400', async () => {
    const response = await call('GET', '/api/hop-thu-di?trangthai=LOST', viewer);
    expect(response.statusCode).toBe(400);
  });

  it('answers 401 without a session and 403 without view on /sms', async () => {
    expect((await call('GET', '/api/hop-thu-di')).statusCode).toBe(401);
    expect((await call('GET', '/api/hop-thu-di', outsider)).statusCode).toBe(403);
  });
});

describe('GET /api/hop-thu-di/:id', () => {
  it('shows the text, and records who read which message (never the text)', async () => {
    const response = await call('GET', `/api/hop-thu-di/${code!._id}`, viewer);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ _id: code!._id, noidung: 'PhongKham: mã 493817', html: null });
    const reads = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.hanhdong, 'XEM'), eq(activityLog.banghi_id, code!._id)));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({
      nhanvien_id: viewerId,
      tainguyen: 'hopthudi',
      sau: { kenh: 'SMS', nguoinhan: '0912345678' },
    });
    expect(JSON.stringify(reads)).not.toContain('493817');
  });

  it('answers 404 for an unknown message, 401 and 403 as the list does', async () => {
    const unknown = '0193a4f0-0000-7000-8000-00000000dead';
    expect((await call('GET', `/api/hop-thu-di/${unknown}`, viewer)).statusCode).toBe(404);
    expect((await call('GET', `/api/hop-thu-di/${code!._id}`)).statusCode).toBe(401);
    expect((await call('GET', `/api/hop-thu-di/${code!._id}`, outsider)).statusCode).toBe(403);
    const reads = await db.select().from(activityLog).where(eq(activityLog.banghi_id, unknown));
    expect(reads).toEqual([]);
  });
});

describe('POST /api/hop-thu-di/:id/gui-lai', () => {
  it('needs update on /sms', async () => {
    expect((await call('POST', `/api/hop-thu-di/${refused!._id}/gui-lai`)).statusCode).toBe(401);
    expect((await call('POST', `/api/hop-thu-di/${refused!._id}/gui-lai`, viewer)).statusCode).toBe(403);
    expect((await call('POST', `/api/hop-thu-di/${refused!._id}/gui-lai`, outsider)).statusCode).toBe(403);
  });

  it('sends a failed message again and records who did', async () => {
    const response = await call('POST', `/api/hop-thu-di/${refused!._id}/gui-lai`, retrier);
    expect(response.statusCode).toBe(200);
    await app.background.settled();
    // This app has no SMS gateway: the `outbox` provider takes it at once.
    const [row] = await db.select().from(outbox).where(eq(outbox._id, refused!._id));
    expect(row).toMatchObject({ trangthai: 'SENT', nhacungcap: 'outbox', solan: 2, loi: null });
    const [logged] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.hanhdong, 'GUI_LAI'), eq(activityLog.banghi_id, refused!._id)));
    expect(logged).toMatchObject({
      tainguyen: 'hopthudi',
      truoc: { trangthai: 'FAILED', loi: 'eSMS 104: Brandname không tồn tại hoặc đã bị hủy' },
      sau: { trangthai: 'QUEUED' },
    });
  });

  it('refuses a message that did not fail (409, localized) and an unknown one (404)', async () => {
    const sent = await call('POST', `/api/hop-thu-di/${code!._id}/gui-lai`, retrier, undefined, 'en');
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toBe('Only a message that failed can be sent again.');
    const unknown = await call('POST', '/api/hop-thu-di/0193a4f0-0000-7000-8000-00000000dead/gui-lai', retrier);
    expect(unknown.statusCode).toBe(404);
  });
});
