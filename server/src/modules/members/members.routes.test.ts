// Member registration and the first-N promotion through the API: consent, the code and its limits under
// concurrency, the messages queued with it, the public count, and the back office's list and mark-used action.
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, communes, memberRegistrations as members, outbox, settings } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { expectClinicIsolation } from '../../test/clinic-isolation';
import {
  apiCaller,
  createStaff,
  menuEntry,
  nextAddress,
  signIn,
  staffWithMenu,
  tokenClaims,
} from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const call = apiCaller(app);
const [{ phongkham_id: siteClinic }] = (await db.select({ phongkham_id: settings.phongkham_id }).from(settings)) as [
  { phongkham_id: string },
];

let phoneSequence = 0;
/** A fresh mobile number per registrant, so no test's phone collides with another's. */
const freshPhone = () => `09${String(10_000_000 + ++phoneSequence).slice(-8)}`;

/** A registration from its own address (the per-address limit stays out of the way), in a language. */
const register = (body: Record<string, unknown>, lang = 'vi') =>
  app.inject({
    method: 'POST',
    url: '/api/dangkythanhvien',
    payload: body,
    headers: { i18nextLng: lang },
    remoteAddress: nextAddress(),
  });
const registrant = (extra: Record<string, unknown> = {}) => ({
  hoten: 'Nguyễn Thị Hoa',
  dienthoai: freshPhone(),
  dongy: true,
  ...extra,
});

const codesGiven = async () =>
  (
    await db
      .select({ n: count() })
      .from(members)
      .where(and(eq(members.phongkham_id, siteClinic), isNotNull(members.makhuyenmai)))
  )[0]!.n;

/** Sets the promotion so that exactly `left` codes remain, at `discount` %. */
async function leaveSlots(left: number, discount = 30) {
  await db.update(settings).set({ khuyenmai_soluong: (await codesGiven()) + left, khuyenmai_giamgia: discount });
}

const status = async () => (await app.inject({ method: 'GET', url: '/api/khuyenmai' })).json().data;

describe('POST /api/dangkythanhvien', () => {
  it('refuses a body without `dongy: true` with 400 on the field, and stores nothing', async () => {
    const before = (await db.select({ n: count() }).from(members))[0]!.n;
    for (const dongy of [undefined, false, 'true']) {
      const response = await register({ hoten: 'Lê Văn Phúc', dienthoai: freshPhone(), dongy });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ dongy: 'Vui lòng đồng ý với chính sách bảo mật để tiếp tục' });
    }
    const english = await register({ hoten: 'Lê Văn Phúc', dienthoai: freshPhone() }, 'en');
    expect(english.json().errors).toEqual({ dongy: 'Please agree to the privacy policy to continue' });
    expect((await db.select({ n: count() }).from(members))[0]!.n).toBe(before);
  });

  it('stores the consent version and time and the address on the 2025 units, written out whole', async () => {
    const [commune] = await db.select({ ma: communes.ma, tinh_ma: communes.tinh_ma }).from(communes).limit(1);
    const response = await register(registrant({ tinh_ma: commune!.tinh_ma, xa_ma: commune!.ma, diachi: '12 Lê Lợi' }));
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await db.select().from(members).where(eq(members._id, response.json().data._id));
    expect(row).toMatchObject({ phongkham_id: siteClinic, dongy_phienban: '2026-01-01', diachi: '12 Lê Lợi' });
    expect(row!.dongy_luc).toBeInstanceOf(Date);
    expect(row!.diachi_day).toMatch(/^12 Lê Lợi, .+, .+$/);

    const wrongCommune = await register(registrant({ tinh_ma: '01', xa_ma: '26740' }));
    expect(wrongCommune.statusCode).toBe(400);
    expect(wrongCommune.json().errors).toEqual({ xa_ma: 'Xã/phường này không thuộc tỉnh/thành phố đã chọn.' });
    const streetOnly = await register(registrant({ diachi: '12 Lê Lợi' }));
    expect(Object.keys(streetOnly.json().errors).sort()).toEqual(['tinh_ma', 'xa_ma']);
  });

  it('gives the last code to the N-th registrant and null to the next one', async () => {
    await leaveSlots(1);
    const last = await register(registrant());
    expect(last.statusCode).toBe(201);
    const code = last.json().data.makhuyenmai as string;
    expect(code).toMatch(/^KM-[ACDEFGHJKMNPQRTUVWXY34679]{6}$/);
    const [row] = await db.select().from(members).where(eq(members._id, last.json().data._id));
    expect(row).toMatchObject({ makhuyenmai: code, giamgia: 30 });

    const next = await register(registrant());
    expect(next.statusCode).toBe(201);
    expect(next.json().data.makhuyenmai).toBeNull();
    expect(await status()).toMatchObject({ conlai: 0 });
  });

  it('never gives one phone two codes, however the number is written', async () => {
    await leaveSlots(5);
    const phone = freshPhone();
    const first = await register(registrant({ dienthoai: phone }));
    expect(first.json().data.makhuyenmai).toMatch(/^KM-/);
    const again = await register(registrant({ dienthoai: `+84 ${phone.slice(1, 4)} ${phone.slice(4)}` }));
    expect(again.statusCode).toBe(201);
    expect(again.json().data.makhuyenmai).toBeNull();
    const coded = await db
      .select({ n: count() })
      .from(members)
      .where(and(eq(members.dienthoai, phone), isNotNull(members.makhuyenmai)));
    expect(coded[0]!.n).toBe(1);
  });

  // 200 requests at once, each a transaction on one database connection: what it checks is the count, not the time,
  // and on a loaded machine the queue of transactions alone has taken 20 s.
  it(
    'gives exactly N codes to 200 concurrent registrations, never two to one phone',
    { timeout: 120_000 },
    async () => {
      const slots = 50;
      await leaveSlots(slots);
      const before = await codesGiven();
      // 200 registrations from 150 phones: 50 phones register twice at the same moment.
      const phones = Array.from({ length: 150 }, freshPhone);
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => register(registrant({ dienthoai: phones[i % phones.length] }))),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(200).fill(201));
      const codes = answers.map((answer) => answer.json().data.makhuyenmai as string | null).filter(Boolean);
      expect(codes).toHaveLength(slots);
      expect(new Set(codes).size).toBe(slots);
      expect((await codesGiven()) - before).toBe(slots);
      const doubled = await db
        .select({ dienthoai: members.dienthoai })
        .from(members)
        .where(isNotNull(members.makhuyenmai))
        .groupBy(members.phongkham_id, members.dienthoai)
        .having(sql`count(*) > 1`);
      expect(doubled).toEqual([]);
      expect(await status()).toMatchObject({ conlai: 0 });
    },
  );

  it('queues the code by SMS and, with an address, by e-mail in the language asked in; nothing without a code', async () => {
    await leaveSlots(2, 25);
    const phone = freshPhone();
    const response = await register(registrant({ dienthoai: phone, email: 'hoa@example.com' }), 'en');
    const { _id, makhuyenmai } = response.json().data;
    // Woken after the commit; the built-in provider records each as sent.
    await app.outbox.drain();
    const queued = await db.select().from(outbox).where(eq(outbox.banghi_id, _id));
    expect(queued.map((message) => message.kenh).sort()).toEqual(['EMAIL', 'SMS']);
    const sms = queued.find((message) => message.kenh === 'SMS')!;
    expect(sms).toMatchObject({ nguoinhan: phone, trangthai: 'SENT', loai: 'dangkythanhvien' });
    expect(sms.noidung).toContain(makhuyenmai);
    expect(sms.noidung).toContain('25% off');
    const mail = queued.find((message) => message.kenh === 'EMAIL')!;
    expect(mail.nguoinhan).toBe('hoa@example.com');
    expect(mail.tieude).toBe(
      `Your promotion code ${makhuyenmai} at ${(await db.select().from(settings))[0]!.tenphongkham}`,
    );
    expect(mail.html).toContain(`<strong>${makhuyenmai}</strong>`);

    const smsOnly = await register(registrant());
    const onlySms = await db.select().from(outbox).where(eq(outbox.banghi_id, smsOnly.json().data._id));
    expect(onlySms.map((message) => message.kenh)).toEqual(['SMS']);
    expect(onlySms[0]!.noidung).toContain('giảm 25%');

    await leaveSlots(0);
    const none = await register(registrant({ email: 'khong-con-ma@example.com' }));
    expect(none.json().data.makhuyenmai).toBeNull();
    expect(await db.select().from(outbox).where(eq(outbox.banghi_id, none.json().data._id))).toEqual([]);
  });
});

describe('GET /api/khuyenmai', () => {
  it('answers the codes in all, the codes left and the discount, never cached', async () => {
    await leaveSlots(3, 30);
    const response = await app.inject({ method: 'GET', url: '/api/khuyenmai' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const total = (await codesGiven()) + 3;
    expect(response.json()).toEqual({ success: true, data: { soluong: total, conlai: 3, giamgia: 30 } });
    await register(registrant());
    expect(await status()).toEqual({ soluong: total, conlai: 2, giamgia: 30 });
    // Fewer codes set than already given: none left, never a negative count.
    await db.update(settings).set({ khuyenmai_soluong: 1 });
    expect(await status()).toEqual({ soluong: 1, conlai: 0, giamgia: 30 });
  });
});

describe('the back office: /api/dangkythanhvien', () => {
  const url = '/dang-ky-thanh-vien';

  it('lists the clinic’s registrants, searched without diacritics, filtered by day and by code', async () => {
    await leaveSlots(2);
    const manager = await staffWithMenu(app, db, [menuEntry(url, { view: true })], { phongkham_id: siteClinic });
    const phone = freshPhone();
    const coded = (await register(registrant({ hoten: 'Trần Thị Ánh Tuyết', dienthoai: phone }))).json().data;
    await leaveSlots(0);
    const uncoded = (await register(registrant({ hoten: 'Trần Thị Ánh Tuyết' }))).json().data;

    const found = await call('GET', `/api/dangkythanhvien?q=${encodeURIComponent('anh tuyet')}&limit=0`, manager);
    expect(found.statusCode).toBe(200);
    const docs = found.json().data.docs as { _id: string; makhuyenmai: string | null }[];
    expect(docs.map((doc) => doc._id).sort()).toEqual([coded._id, uncoded._id].sort());
    expect(docs.find((doc) => doc._id === coded._id)).toMatchObject({
      makhuyenmai: coded.makhuyenmai,
      phongkham_id: siteClinic,
      khuyenmai_dadung_luc: null,
      khuyenmai_dadung_boi: null,
    });
    const byPhone = await call('GET', `/api/dangkythanhvien?q=${phone.slice(-6)}`, manager);
    expect(byPhone.json().data.docs.map((doc: { _id: string }) => doc._id)).toEqual([coded._id]);
    const withCode = await call('GET', '/api/dangkythanhvien?q=anh%20tuyet&khuyenmai=CO_MA', manager);
    expect(withCode.json().data.docs.map((doc: { _id: string }) => doc._id)).toEqual([coded._id]);

    // Days are the clinic's (UTC+7): today holds them, tomorrow and yesterday do not.
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const shift = (days: number) => new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10);
    const onDays = async (from: string, to: string) =>
      (await call('GET', `/api/dangkythanhvien?q=anh%20tuyet&tungay=${from}&denngay=${to}`, manager)).json().data
        .totalDocs;
    expect(await onDays(today, today)).toBe(2);
    expect(await onDays(shift(1), shift(2))).toBe(0);
    expect(await onDays(shift(-2), shift(-1))).toBe(0);
  });

  it('answers 401 without a session, 403 without view, 404 for an unknown registration', async () => {
    expect((await call('GET', '/api/dangkythanhvien')).statusCode).toBe(401);
    const other = await staffWithMenu(app, db, [menuEntry('/tin-tuc', { view: true })], { phongkham_id: siteClinic });
    expect((await call('GET', '/api/dangkythanhvien', other)).statusCode).toBe(403);
    const viewer = await staffWithMenu(app, db, [menuEntry(url, { view: true })], { phongkham_id: siteClinic });
    const missing = await call('GET', '/api/dangkythanhvien/01900000-0000-7000-8000-000000000000', viewer);
    expect(missing.statusCode).toBe(404);
  });

  it('marks a code used once, recording who and when, with its history row; 403 without update, 409 after', async () => {
    await leaveSlots(1);
    const { _id, makhuyenmai } = (await register(registrant())).json().data;
    await leaveSlots(0);
    const uncoded = (await register(registrant())).json().data._id as string;
    const viewer = await staffWithMenu(app, db, [menuEntry(url, { view: true })], { phongkham_id: siteClinic });
    const cashier = await staffWithMenu(app, db, [menuEntry(url, { view: true, update: true })], {
      phongkham_id: siteClinic,
    });
    const mark = (id: string, who = cashier, lang = 'vi') =>
      call('POST', `/api/dangkythanhvien/${id}/dung-ma`, who, undefined, lang);

    expect((await call('POST', `/api/dangkythanhvien/${_id}/dung-ma`)).statusCode).toBe(401);
    expect((await mark(_id, viewer)).statusCode).toBe(403);
    const before = Date.now();
    const marked = await mark(_id);
    expect(marked.statusCode, marked.body).toBe(200);
    const record = marked.json().data;
    expect(record).toMatchObject({ makhuyenmai, khuyenmai_dadung_boi: { _id: tokenClaims(cashier.token).sub } });
    expect(Date.parse(record.khuyenmai_dadung_luc)).toBeGreaterThanOrEqual(before - 1000);
    const history = await db
      .select({ hanhdong: activityLog.hanhdong, nhanvien_id: activityLog.nhanvien_id })
      .from(activityLog)
      .where(and(eq(activityLog.tainguyen, 'dangkythanhvien'), eq(activityLog.banghi_id, _id)));
    expect(history).toEqual([{ hanhdong: 'CAP_NHAT', nhanvien_id: tokenClaims(cashier.token).sub }]);

    const twice = await mark(_id, cashier, 'en');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This promotion code is already marked as used.');
    expect((await mark(uncoded)).json()).toEqual({
      success: false,
      message: 'Đăng ký này không có mã khuyến mãi.',
    });
    expect((await mark('01900000-0000-7000-8000-000000000000')).statusCode).toBe(404);
  });

  it('keeps each clinic’s registrations to its staff; the owner sees every clinic’s', async () => {
    const insert = async (clinic: string) => {
      const [row] = await db
        .insert(members)
        .values({
          phongkham_id: clinic,
          hoten: 'Phạm Minh Châu',
          dienthoai: freshPhone(),
          makhuyenmai: `KM-T${String(phoneSequence).padStart(5, '0')}`,
          giamgia: 30,
        })
        .returning({ _id: members._id });
      return row!._id;
    };
    const { rowA, staffB, staffA } = await expectClinicIsolation(app, db, {
      api: '/api/dangkythanhvien',
      url,
      insert,
    });
    // The action too: another clinic's code is not found, and stays unused.
    expect((await call('POST', `/api/dangkythanhvien/${rowA}/dung-ma`, staffB)).statusCode).toBe(404);
    expect((await call('POST', `/api/dangkythanhvien/${rowA}/dung-ma`, staffA)).statusCode).toBe(200);
    const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));
    expect((await call('GET', `/api/dangkythanhvien/${rowA}`, owner)).json().data.khuyenmai_dadung_boi).toMatchObject({
      _id: tokenClaims(staffA.token).sub,
    });
  });
});
