import { requestStatuses, requestTransitions, type RequestStatus } from '@phongkham/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, appointments, doctorHours, doctors, requests, settings } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { expectClinicIsolation } from '../../test/clinic-isolation';
import {
  apiCaller,
  createClinic,
  createStaff,
  menuEntry,
  nextAddress,
  staffWithMenu,
  tokenClaims,
  type SignedIn,
} from '../../test/factories';

const { app, database } = await buildTestApp();
const { db } = database;
const call = apiCaller(app);
const [site] = await db.select({ phongkham_id: settings.phongkham_id }).from(settings);
const clinic = site!.phongkham_id;

const inbox = (flags: Parameters<typeof menuEntry>[1]) => [menuEntry('/yeu-cau', flags)];
const worker = await staffWithMenu(app, db, inbox({ view: true, update: true }), { phongkham_id: clinic });
const reader = await staffWithMenu(app, db, inbox({ view: true }), { phongkham_id: clinic });
const outsider = await staffWithMenu(app, db, [menuEntry('/tin-tuc', { view: true })], { phongkham_id: clinic });
const idOf = (who: SignedIn) => tokenClaims(who.token).sub;

let phoneSequence = 0;
/** A visitor's request through the public API (a fresh phone each, so none folds into another). */
async function visitorRequest(hoten = 'Nguyễn Thị Lan', loaiyeucau = 'DAT_LICH_HEN') {
  const dienthoai = `0977${String(++phoneSequence).padStart(6, '0')}`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/yeucau',
    payload: { loaiyeucau, hoten, dienthoai },
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data._id as string;
}

const move = (id: string, trangthai: RequestStatus, extra: object = {}, who = worker) =>
  call('POST', `/api/yeucau/${id}/trangthai`, who, { trangthai, ...extra });

describe('the list', () => {
  it('shows requests with their names, searches without diacritics or by phone, and filters', async () => {
    const lan = await visitorRequest('Trần Thị Lệ Hoa', 'HO_TRO_TU_VAN');
    const list = (query: string) => call('GET', `/api/yeucau?limit=0&${query}`, reader);
    const ids = async (query: string) => (await list(query)).json().data.docs.map((doc: { _id: string }) => doc._id);

    const found = await list('q=le%20hoa');
    expect(found.statusCode).toBe(200);
    expect(found.json().data.docs).toEqual([
      expect.objectContaining({
        _id: lan,
        loaiyeucau: 'HO_TRO_TU_VAN',
        trangthai: 'MOI',
        bacsi: null,
        nguoiphutrach: null,
        solanthu: 0,
        solanlap: 0,
      }),
    ]);
    const [row] = await db.select({ dienthoai: requests.dienthoai }).from(requests).where(eq(requests._id, lan));
    const typed = `${row!.dienthoai.slice(0, 4)} ${row!.dienthoai.slice(4, 7)} ${row!.dienthoai.slice(7)}`;
    expect(await ids(`q=${encodeURIComponent(typed)}`)).toEqual([lan]);
    expect(await ids('loaiyeucau=HO_TRO_TU_VAN&q=le%20hoa')).toEqual([lan]);
    expect(await ids('loaiyeucau=DAT_LICH_HEN&q=le%20hoa')).toEqual([]);
    expect(await ids('trangthai=HUY&q=le%20hoa')).toEqual([]);
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    expect(await ids(`tungay=${today}&denngay=${today}&q=le%20hoa`)).toEqual([lan]);
    expect(await ids(`denngay=2020-01-01&q=le%20hoa`)).toEqual([]);
    expect((await list('trangthai=XONG')).statusCode).toBe(400);
  });

  it('answers 401 without a session, 403 without the view flag, 404 for a missing request', async () => {
    const id = await visitorRequest();
    expect((await call('GET', '/api/yeucau')).statusCode).toBe(401);
    expect((await call('GET', '/api/yeucau', outsider)).statusCode).toBe(403);
    expect((await call('GET', `/api/yeucau/${id}`, outsider)).statusCode).toBe(403);
    expect((await call('GET', '/api/yeucau/0190b4c8-0000-7000-8000-000000000000', reader)).statusCode).toBe(404);
  });
});

describe('the workflow', () => {
  it('allows exactly the moves of requestTransitions, each kept in the history and the activity history', async () => {
    for (const from of requestStatuses) {
      for (const to of requestStatuses) {
        const id = await visitorRequest();
        if (from !== 'MOI') await db.update(requests).set({ trangthai: from }).where(eq(requests._id, id));
        const response = await move(id, to, { ghichu: 'Gọi lúc 9 giờ' });
        const allowed = requestTransitions[from].includes(to);
        expect(response.statusCode, `${from} → ${to}`).toBe(allowed ? 200 : 409);
        const [row] = await db.select({ trangthai: requests.trangthai }).from(requests).where(eq(requests._id, id));
        expect(row!.trangthai).toBe(allowed ? to : from);
        if (!allowed) {
          expect(response.json().message).toBe(
            'Không thể chuyển yêu cầu sang trạng thái này từ trạng thái hiện tại. Vui lòng tải lại để xem trạng thái mới nhất.',
          );
          continue;
        }
        expect(response.json().data.lichsu[0]).toMatchObject({
          hanhdong: 'TRANG_THAI',
          truoc: from,
          sau: to,
          ghichu: 'Gọi lúc 9 giờ',
          nhanvien: expect.any(String),
        });
        const logged = await db
          .select()
          .from(activityLog)
          .where(and(eq(activityLog.tainguyen, 'yeucau'), eq(activityLog.banghi_id, id)));
        expect(logged).toEqual([expect.objectContaining({ hanhdong: 'CAP_NHAT', nhanvien_id: idOf(worker) })]);
      }
    }
  });

  it('counts each failed attempt to reach the visitor and keeps the next try', async () => {
    const id = await visitorRequest();
    const next = new Date(Date.now() + 3_600_000).toISOString();
    expect((await move(id, 'KHONG_LIEN_LAC', { lienhetiep: next })).json().data).toMatchObject({
      solanthu: 1,
      lienhetiep: next,
    });
    expect((await move(id, 'KHONG_LIEN_LAC')).json().data).toMatchObject({ solanthu: 2, lienhetiep: null });
    const reached = (await move(id, 'DA_LIEN_HE')).json().data;
    expect(reached).toMatchObject({ trangthai: 'DA_LIEN_HE', solanthu: 2, lienhetiep: null });
    expect(reached.lichsu.map((step: { sau: string }) => step.sau)).toEqual([
      'DA_LIEN_HE',
      'KHONG_LIEN_LAC',
      'KHONG_LIEN_LAC',
    ]);
  });

  it('needs the update flag (403), a session (401), an existing request (404) and a known status (400)', async () => {
    const id = await visitorRequest();
    expect((await move(id, 'DA_LIEN_HE', {}, reader)).statusCode).toBe(403);
    expect((await call('POST', `/api/yeucau/${id}/trangthai`, undefined, { trangthai: 'DA_LIEN_HE' })).statusCode).toBe(
      401,
    );
    expect((await move('0190b4c8-0000-7000-8000-000000000000', 'DA_LIEN_HE')).statusCode).toBe(404);
    const unknown = await move(id, 'XONG' as RequestStatus);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ trangthai: 'Trạng thái không hợp lệ' });
    expect((await call('PUT', `/api/yeucau/${id}/phancong`, reader, { nhanvien_id: null })).statusCode).toBe(403);
    const [row] = await db.select({ trangthai: requests.trangthai }).from(requests).where(eq(requests._id, id));
    expect(row!.trangthai).toBe('MOI');
  });
});

describe('assignment', () => {
  it('assigns to staff of the same clinic who may view the inbox, and refuses anyone else', async () => {
    const id = await visitorRequest();
    const candidates = (await call('GET', `/api/yeucau/${id}/nguoiphutrach`, reader)).json().data as {
      _id: string;
    }[];
    const candidateIds = candidates.map((c) => c._id);
    expect(candidateIds).toEqual(expect.arrayContaining([idOf(worker), idOf(reader)]));
    expect(candidateIds).not.toContain(idOf(outsider));

    const assigned = await call('PUT', `/api/yeucau/${id}/phancong`, worker, {
      nhanvien_id: idOf(reader),
      ghichu: 'Chị Lan gọi giúp',
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data).toMatchObject({ nhanvien_id: idOf(reader), nguoiphutrach: expect.any(String) });
    expect(assigned.json().data.lichsu[0]).toMatchObject({ hanhdong: 'PHAN_CONG', ghichu: 'Chị Lan gọi giúp' });

    const elsewhere = await staffWithMenu(app, db, inbox({ view: true }), { phongkham_id: await createClinic(db) });
    for (const nhanvien_id of [idOf(outsider), idOf(elsewhere)]) {
      const refused = await call('PUT', `/api/yeucau/${id}/phancong`, worker, { nhanvien_id });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({
        nhanvien_id: 'Chỉ có thể giao cho nhân viên đang làm việc tại phòng khám của yêu cầu',
      });
    }
    const cleared = await call('PUT', `/api/yeucau/${id}/phancong`, worker, { nhanvien_id: null });
    expect(cleared.json().data).toMatchObject({ nhanvien_id: null, nguoiphutrach: null });
  });
});

describe('clinic isolation', () => {
  it("keeps one clinic's requests and actions from another clinic's staff", async () => {
    const isolated = await expectClinicIsolation(app, db, {
      api: '/api/yeucau',
      url: '/yeu-cau',
      // Requests come from visitors: rows are made in each clinic, not created through the kit.
      insert: async (phongkham_id) => {
        const id = await visitorRequest('Lý Văn Sơn');
        await db.update(requests).set({ phongkham_id }).where(eq(requests._id, id));
        return id;
      },
      actions: (id) => [
        { method: 'POST', url: `/api/yeucau/${id}/trangthai`, payload: { trangthai: 'HUY' } },
        { method: 'PUT', url: `/api/yeucau/${id}/phancong`, payload: { nhanvien_id: null } },
        { method: 'GET', url: `/api/yeucau/${id}/nguoiphutrach` },
      ],
    });
    // Staff of clinic A cannot be handed a request of clinic B by its own staff either.
    const rowB = await visitorRequest();
    await db.update(requests).set({ phongkham_id: isolated.clinicB }).where(eq(requests._id, rowB));
    const refused = await call('PUT', `/api/yeucau/${rowB}/phancong`, isolated.staffB, {
      nhanvien_id: idOf(isolated.staffA),
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('from request to patient', () => {
  it('shows the patient a request became, with its code, in the list and on the record', async () => {
    const desk = await staffWithMenu(
      app,
      db,
      [
        menuEntry('/yeu-cau', { view: true, update: true }),
        menuEntry('/tai-khoan-benh-nhan', { view: true, create: true }),
      ],
      { phongkham_id: clinic },
    );
    const id = await visitorRequest('Hồ Thị Chuyển');
    expect((await call('GET', `/api/yeucau/${id}`, desk)).json().data).toMatchObject({
      benhnhan_id: null,
      benhnhan_ma: null,
    });
    const converted = await call('POST', `/api/benhnhan/tu-yeu-cau/${id}`, desk, {});
    expect(converted.statusCode, converted.body).toBe(200);
    const { benhnhan } = converted.json().data as { benhnhan: { _id: string; ma: string } };
    expect((await call('GET', `/api/yeucau/${id}`, desk)).json().data).toMatchObject({
      benhnhan_id: benhnhan._id,
      benhnhan_ma: benhnhan.ma,
    });
    const listed = (await call('GET', '/api/yeucau?q=chuyen&limit=0', desk)).json().data.docs;
    expect(listed).toEqual([expect.objectContaining({ _id: id, benhnhan_ma: benhnhan.ma })]);
  });
});

describe('from request to appointment', () => {
  it('books from a request: the request moves to booked in the same step, and each links to the other', async () => {
    const desk = await staffWithMenu(
      app,
      db,
      [menuEntry('/yeu-cau', { view: true, update: true }), menuEntry('/dat-lich-hen', { view: true, create: true })],
      { phongkham_id: clinic },
    );
    const account = await createStaff(db, { phongkham_id: clinic });
    const [doctor] = await db
      .insert(doctors)
      .values({ phongkham_id: clinic, nhanvien_id: account._id, chuyenkhoa: 'Nội tổng quát', thoiluong: 30 })
      .returning({ _id: doctors._id });
    await db.insert(doctorHours).values({ bacsi_id: doctor!._id, thu: 1, batdau: '08:00', ketthuc: '10:00' });
    const book = (yeucau_id: string, clock: string) =>
      call('POST', '/api/lichhen', desk, {
        bacsi_id: doctor!._id,
        // A Monday far ahead, so the slot is free and not in the past.
        batdau: new Date(`2031-03-03T${clock}:00+07:00`).toISOString(),
        hoten: 'Lý Thị Hẹn',
        dienthoai: '0977123456',
        yeucau_id,
      });

    // A new request, not yet called back: booking it is the contact.
    const id = await visitorRequest('Lý Thị Hẹn');
    const booked = await book(id, '08:00');
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data.yeucau_id).toBe(id);
    const record = (await call('GET', `/api/yeucau/${id}`, desk)).json().data;
    expect(record.trangthai).toBe('DA_DAT_LICH');
    expect(record.lichhen).toEqual([
      expect.objectContaining({ _id: booked.json().data._id, trangthai: 'DA_DAT', batdau: booked.json().data.batdau }),
    ]);
    expect(record.lichsu[0]).toMatchObject({ hanhdong: 'TRANG_THAI', truoc: 'MOI', sau: 'DA_DAT_LICH' });
    const history = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.tainguyen, 'yeucau'), eq(activityLog.banghi_id, id)));
    expect(history.map((row) => (row.sau as { trangthai?: string }).trangthai)).toContain('DA_DAT_LICH');

    // A cancelled request is not booked from, and nothing is left behind.
    const cancelled = await visitorRequest('Lý Văn Hủy');
    expect((await move(cancelled, 'HUY')).statusCode).toBe(200);
    const refused = await book(cancelled, '08:30');
    expect(refused.statusCode, refused.body).toBe(409);
    const left = await db.select().from(appointments).where(eq(appointments.yeucau_id, cancelled));
    expect(left).toEqual([]);
  });
});
