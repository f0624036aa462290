// The kit's declared moves (moves.ts), through the HTTP routes it generates, on the requests inbox: a move its state
// allows writes the state, the module's own history, the activity row and the live event together; a move from the
// wrong state answers 409 and writes nothing at all. And the kit's audited reads (routes.ts `auditRead`).
import { and, count, eq, gt, max } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, liveEvents, outbox, requestHistory, requests, settings } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { apiCaller, menuEntry, nextAddress, staffWithMenu, tokenClaims } from '../../test/factories';

const { app, database } = await buildTestApp();
const { db } = database;
const call = apiCaller(app);
const [site] = await db.select({ phongkham_id: settings.phongkham_id }).from(settings);
const clinic = site!.phongkham_id;
const worker = await staffWithMenu(app, db, [menuEntry('/yeu-cau', { view: true, update: true })], {
  phongkham_id: clinic,
});

let phone = 0;
async function visitorRequest() {
  const response = await app.inject({
    method: 'POST',
    url: '/api/yeucau',
    payload: { loaiyeucau: 'DAT_LICH_HEN', hoten: 'Lê Văn Tám', dienthoai: `0966${String(++phone).padStart(6, '0')}` },
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data._id as string;
}

/** Everything a move could have written about request `id`, to compare before and after. */
async function writtenAbout(id: string) {
  const [row] = await db.select().from(requests).where(eq(requests._id, id));
  const [history] = await db.select({ n: count() }).from(requestHistory).where(eq(requestHistory.yeucau_id, id));
  const [activity] = await db
    .select({ n: count() })
    .from(activityLog)
    .where(and(eq(activityLog.tainguyen, 'yeucau'), eq(activityLog.banghi_id, id)));
  const [events] = await db.select({ last: max(liveEvents.id) }).from(liveEvents);
  return { row, history: history!.n, activity: activity!.n, lastEvent: events!.last };
}

describe('declared moves', () => {
  it('writes the state, its history, its activity row and its event in one move', async () => {
    const id = await visitorRequest();
    const before = await writtenAbout(id);
    const moved = await call('POST', `/api/yeucau/${id}/trangthai`, worker, {
      trangthai: 'DA_LIEN_HE',
      ghichu: 'Đã gọi',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.trangthai).toBe('DA_LIEN_HE');

    const after = await writtenAbout(id);
    expect(after.history).toBe(before.history + 1);
    expect(after.activity).toBe(before.activity + 1);
    const [entry] = await db
      .select()
      .from(activityLog)
      .where(
        and(eq(activityLog.tainguyen, 'yeucau'), eq(activityLog.banghi_id, id), eq(activityLog.hanhdong, 'CAP_NHAT')),
      );
    expect(entry).toMatchObject({
      nhanvien_id: tokenClaims(worker.token).sub,
      phongkham_id: clinic,
      truoc: { trangthai: 'MOI' },
      sau: { trangthai: 'DA_LIEN_HE', ghichu: 'Đã gọi' },
    });
    const announced = await db
      .select()
      .from(liveEvents)
      .where(gt(liveEvents.id, before.lastEvent ?? 0));
    expect(announced).toEqual([expect.objectContaining({ loai: 'yeucau.capnhat', dulieu: { _id: id } })]);
  });

  it('answers 409 to a move from the wrong state, localized, and writes nothing', async () => {
    const id = await visitorRequest();
    expect((await call('POST', `/api/yeucau/${id}/trangthai`, worker, { trangthai: 'HUY' })).statusCode).toBe(200);
    const before = await writtenAbout(id);

    const refused = await call('POST', `/api/yeucau/${id}/trangthai`, worker, { trangthai: 'DA_LIEN_HE' }, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The request cannot move to this status from its current one. Reload to see its latest status.',
    );
    // A move named on the route that no declared move has: the same refusal.
    const booked = await call('POST', `/api/yeucau/${id}/trangthai`, worker, { trangthai: 'MOI' });
    expect(booked.statusCode).toBe(409);
    expect(await writtenAbout(id)).toEqual(before);
  });
});

describe('audited reads', () => {
  it("keeps each staff reading of a declared resource's record, with the declared fields only", async () => {
    const reader = await staffWithMenu(app, db, [menuEntry('/sms', { view: true })], { phongkham_id: clinic });
    const [message] = await db
      .insert(outbox)
      .values({ kenh: 'SMS', nguoinhan: '0966000999', noidung: 'Mã xác nhận 123456' })
      .returning({ _id: outbox._id });
    const readings = async () =>
      (
        await db
          .select()
          .from(activityLog)
          .where(and(eq(activityLog.banghi_id, message!._id), eq(activityLog.hanhdong, 'XEM')))
      ).map((row) => ({ nhanvien_id: row.nhanvien_id, sau: row.sau }));

    expect(await readings()).toEqual([]);
    expect((await call('GET', `/api/hop-thu-di/${message!._id}`, reader)).statusCode).toBe(200);
    expect((await call('GET', '/api/hop-thu-di', reader)).statusCode).toBe(200);
    expect(await readings()).toEqual([
      { nhanvien_id: tokenClaims(reader.token).sub, sau: { kenh: 'SMS', nguoinhan: '0966000999' } },
    ]);
  });
});
