// Examination's API: the ICD-10 look-up by code and by words with or without diacritics; the visit record's
// vital-sign bounds and flags; signing, which makes the record read-only and leaves addenda; the doctor's worklist
// and the narrowing of a doctor to their own visits without the ALL grant; the chart's timeline.
import { clinicDay } from '@phongkham/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  activityLog,
  catalogueEntries,
  doctors,
  liveEvents,
  orderLines,
  patients,
  serviceGroups,
  services,
  visits,
} from '../../db/schema';
import { buildTestApp } from '../../test/app';
import {
  apiCaller,
  createClinic,
  createStaff,
  menuEntry,
  signIn,
  staffWithMenu,
  type SignedIn,
} from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const call = apiCaller(app);
const anyStaff = await signIn(app, await createStaff(db, { role: 'LETAN' }));
const clinic = await createClinic(db);

/** A signed-in doctor of the clinic (the built-in BACSY role: no ALL on /kham-benh) and their doctor profile. */
async function doctor(): Promise<{ who: SignedIn; bacsi_id: string }> {
  const account = await createStaff(db, { role: 'BACSY', phongkham_id: clinic });
  const [row] = await db
    .insert(doctors)
    .values({ phongkham_id: clinic, nhanvien_id: account._id, chuyenkhoa: 'Nội tổng quát' })
    .returning({ _id: doctors._id });
  return { who: await signIn(app, account), bacsi_id: row!._id };
}
const first = await doctor();
const second = await doctor();
const chief = await staffWithMenu(
  app,
  db,
  [menuEntry('/kham-benh', { view: true, create: true, update: true }, ['ALL'])],
  { phongkham_id: clinic },
);
const [room] = await db
  .insert(catalogueEntries)
  .values({ phongkham_id: clinic, loai: 'PHONG', ma: 'PK1', ten: 'Phòng khám 1' })
  .returning({ _id: catalogueEntries._id });
const [group] = await db
  .insert(serviceGroups)
  .values({ phongkham_id: clinic, tendanhmuc: 'Xét nghiệm' })
  .returning({ _id: serviceGroups._id });
const [lipids] = await db
  .insert(services)
  .values({ phongkham_id: clinic, dmdichvu_id: group!._id, tendichvu: 'Bộ mỡ máu', gia: 200_000 })
  .returning({ _id: services._id });

let sequence = 0;
async function addPatient() {
  const n = ++sequence;
  const [row] = await db
    .insert(patients)
    .values({
      phongkham_id: clinic,
      ma: `BN-7${String(n).padStart(6, '0')}`,
      hoten: `Bệnh Nhân ${n}`,
      dienthoai: `0922${n}`,
    })
    .returning({ _id: patients._id });
  return row!._id;
}
/** A visit waiting in the room today (or on `ngay`), for a doctor or nobody. */
async function addVisit(benhnhan_id: string, bacsi_id: string | null, ngay = clinicDay()) {
  const [row] = await db
    .insert(visits)
    .values({
      phongkham_id: clinic,
      benhnhan_id,
      phong_id: room!._id,
      bacsi_id,
      ngay,
      sothutu: ++sequence,
      lydo: 'Nhức đầu, chóng mặt',
    })
    .returning({ _id: visits._id });
  return row!._id;
}
const open = (luotkham_id: string, who: SignedIn) => call('POST', `/api/khambenh/${luotkham_id}/mo`, who);
const visitState = async (id: string) =>
  (await db.select({ trangthai: visits.trangthai }).from(visits).where(eq(visits._id, id)))[0]!.trangthai;

describe('ICD-10 look-up', () => {
  it('finds codes by the start of the code and by words, with or without diacritics, for any signed-in staff', async () => {
    const codes = async (q: string, limit = 10) => {
      const response = await call('GET', `/api/icd10?q=${encodeURIComponent(q)}&limit=${limit}`, anyStaff);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as { ma: string; ten: string }[]).map((row) => row.ma);
    };
    expect(await codes('I10')).toEqual(['I10']);
    expect(await codes('e11.', 3)).toEqual(['E11', 'E11.0', 'E11.1']);
    expect((await codes('tang huyet ap'))[0]).toBe('I10');
    expect((await codes('Tăng huyết áp'))[0]).toBe('I10');
    expect(await codes('tăng huyết áp', 5)).toEqual(await codes('TANG HUYET AP', 5));
    expect(await codes('hypertension', 3)).toContain('I10');
    expect(await codes('dai thao duong', 50)).toContain('E11');
    expect(await codes('khong co benh nao ten nhu the nay')).toEqual([]);

    const row = (await call('GET', '/api/icd10?q=I10', anyStaff)).json().data[0];
    expect(row).toMatchObject({ ma: 'I10', ten: 'Bệnh lý tăng huyết áp', ten_en: 'Essential (primary) hypertension' });
    expect((await call('GET', '/api/icd10?q=I10')).statusCode).toBe(401);
    expect((await call('GET', '/api/icd10?q=', anyStaff)).statusCode).toBe(400);
    expect((await call('GET', '/api/icd10?q=I10&limit=500', anyStaff)).statusCode).toBe(400);
  });
});

const vitals = {
  mach: 110,
  huyetap_tamthu: 150,
  huyetap_tamtruong: 95,
  nhietdo: 36.84,
  spo2: 97,
  cannang: 70,
  chieucao: 165,
};

describe('the visit record', () => {
  it('opens from the queue, refuses implausible vitals and unknown codes, flags out-of-range values, records reads', async () => {
    const visit = await addVisit(await addPatient(), first.bacsi_id);
    const opened = await open(visit, first.who);
    expect(opened.statusCode, opened.body).toBe(200);
    const record = opened.json().data;
    expect(record).toMatchObject({
      luotkham_id: visit,
      lydo: 'Nhức đầu, chóng mặt',
      kyluc: null,
      bacsi_id: first.bacsi_id,
    });
    expect(await visitState(visit)).toBe('DANG_KHAM');
    // A waiting patient is called first, so the waiting-room display announces the number before it shows the exam.
    const moves = await db
      .select({ hanhdong: sql<string>`${liveEvents.dulieu}->>'hanhdong'` })
      .from(liveEvents)
      .where(and(eq(liveEvents.loai, 'luotkham.capnhat'), sql`${liveEvents.dulieu}->>'_id' = ${visit}`))
      .orderBy(asc(liveEvents.id));
    expect(moves.map((move) => move.hanhdong)).toEqual(['GOI', 'BAT_DAU']);
    // Opening again answers the same record.
    expect((await open(visit, first.who)).json().data._id).toBe(record._id);

    const put = (body: object, lang = 'vi') => call('PUT', `/api/khambenh/${record._id}`, first.who, body, lang);
    const implausible = await put({ mach: 400, nhietdo: 12 });
    expect(implausible.statusCode).toBe(400);
    expect(Object.keys(implausible.json().errors).sort()).toEqual(['mach', 'nhietdo']);
    const inverted = await put({ huyetap_tamthu: 80, huyetap_tamtruong: 90 }, 'en');
    expect(inverted.json().errors.huyetap_tamthu).toBe('The systolic pressure must be higher than the diastolic');
    const unknown = await put({ chandoan_chinh: 'I10.9' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('chandoan_chinh');
    // A follow-up date is held to the date rule: year 0 was a 500 from PostgreSQL (22008).
    for (const ngaytaikham of ['0000-01-01', '2101-01-01']) {
      const day = await put({ ngaytaikham });
      expect(day.statusCode, day.body).toBe(400);
      expect(day.json().errors).toHaveProperty('ngaytaikham');
    }

    const saved = await put({
      ...vitals,
      chandoan_chinh: 'i10',
      chandoan_phu: ['E78', 'I10'],
      ketluan: 'Tăng huyết áp độ 1',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      nhietdo: 36.8,
      bmi: 25.7,
      canhbao: { mach: 'CAO', huyetap_tamthu: 'CAO', huyetap_tamtruong: 'CAO', bmi: 'CAO' },
      chandoan_chinh: 'I10',
      chandoan_phu: ['E78'],
      chandoan: [
        { ma: 'I10', chinh: true, ten: 'Bệnh lý tăng huyết áp' },
        { ma: 'E78', chinh: false },
      ],
    });
    expect(saved.json().data.canhbao).not.toHaveProperty('spo2');

    const read = await call('GET', `/api/khambenh/${record._id}`, first.who);
    expect(read.statusCode).toBe(200);
    const reads = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.banghi_id, record._id), eq(activityLog.hanhdong, 'XEM')));
    expect(reads.length).toBeGreaterThan(0);
    expect(reads[0]).toMatchObject({ tainguyen: 'khambenh', truoc: null, sau: null });
  });

  it("judges a child's vitals by the bands of their age: a 3-year-old's pulse of 110 is not high", async () => {
    const three = await addPatient();
    await db.update(patients).set({ ngaysinh: '2023-05-10', gioitinh: 'NAM' }).where(eq(patients._id, three));
    const record = (await open(await addVisit(three, first.bacsi_id), first.who)).json().data;
    const saved = await call('PUT', `/api/khambenh/${record._id}`, first.who, {
      mach: 110,
      nhiptho: 24,
      huyetap_tamthu: 104,
      huyetap_tamtruong: 58,
      cannang: 14.6,
      chieucao: 97,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // An adult's ranges would flag the pulse and breathing high and the BMI low, and miss the blood pressure: at
    // 3 years 104/58 reaches the AAP's screening values for a boy (101/58).
    expect(saved.json().data).toMatchObject({ mach: 110, nhiptho: 24, bmi: 15.5 });
    expect(saved.json().data.canhbao).toEqual({ huyetap_tamthu: 'CAO', huyetap_tamtruong: 'CAO' });
  });

  it('shows on the chart and its visits the reason the doctor recorded when reception gave none', async () => {
    const patient = await addPatient();
    const visit = await addVisit(patient, first.bacsi_id);
    await db.update(visits).set({ lydo: null }).where(eq(visits._id, visit));
    const record = (await open(visit, first.who)).json().data;
    await call('PUT', `/api/khambenh/${record._id}`, first.who, { lydo: 'Đau ngực khi gắng sức' });
    const timeline = (await call('GET', `/api/khambenh/benh-an/${patient}`, first.who)).json().data;
    expect(timeline.luotkham[0].lydo).toBe('Đau ngực khi gắng sức');
    const register = await staffWithMenu(app, db, [menuEntry('/tai-khoan-benh-nhan', { view: true })], {
      phongkham_id: clinic,
    });
    const chart = (await call('GET', `/api/benhnhan/${patient}/lienket`, register)).json().data;
    expect(chart.luotkham[0].lydo).toBe('Đau ngực khi gắng sức');
  });

  it('is signed by its doctor with a diagnosis, then refuses edits and keeps addenda beside the original', async () => {
    const visit = await addVisit(await addPatient(), first.bacsi_id);
    const record = (await open(visit, first.who)).json().data;
    expect((await call('POST', `/api/khambenh/${record._id}/ky`, first.who)).json().errors).toHaveProperty(
      'chandoan_chinh',
    );
    const early = await call('POST', `/api/khambenh/${record._id}/bosung`, first.who, { noidung: 'Sớm quá' });
    expect(early.statusCode).toBe(409);
    await call('PUT', `/api/khambenh/${record._id}`, first.who, { chandoan_ghichu: 'Rối loạn tiền đình' });
    // Someone holding every doctor's visits may read it, but only its doctor signs.
    expect((await call('POST', `/api/khambenh/${record._id}/ky`, chief)).statusCode).toBe(403);

    const signed = await call('POST', `/api/khambenh/${record._id}/ky`, first.who);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data.kyluc).toEqual(expect.any(String));
    expect(await visitState(visit)).toBe('XONG');

    const edit = await call('PUT', `/api/khambenh/${record._id}`, first.who, { ketluan: 'Sửa sau khi ký' }, 'en');
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(
      'The visit record is signed and can no longer be edited. Write an addendum instead.',
    );
    expect((await call('POST', `/api/khambenh/${record._id}/ky`, first.who)).statusCode).toBe(409);

    const added = await call('POST', `/api/khambenh/${record._id}/bosung`, first.who, {
      noidung: 'Bổ sung: bệnh nhân có tiền sử say tàu xe.',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({
      chandoan_ghichu: 'Rối loạn tiền đình',
      ketluan: null,
      bosung: [{ noidung: 'Bổ sung: bệnh nhân có tiền sử say tàu xe.', nhanvien_id: expect.any(String) }],
    });
    expect((await call('POST', `/api/khambenh/${record._id}/bosung`, first.who, { noidung: '' })).statusCode).toBe(400);
  });
});

describe("the doctor's worklist and reach", () => {
  it("lists today's own and unassigned visits, and hides another doctor's visit without the ALL grant", async () => {
    const patient = await addPatient();
    const mine = await addVisit(patient, first.bacsi_id);
    const theirs = await addVisit(await addPatient(), second.bacsi_id);
    const anyone = await addVisit(await addPatient(), null);
    const yesterday = await addVisit(patient, first.bacsi_id, '2020-01-02');

    const ids = async (who: SignedIn) => {
      const response = await call('GET', '/api/khambenh/hang-doi', who);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as { _id: string }[]).map((row) => row._id);
    };
    const firstList = await ids(first.who);
    expect(firstList).toEqual(expect.arrayContaining([mine, anyone]));
    expect(firstList).not.toContain(theirs);
    expect(firstList).not.toContain(yesterday);
    expect(await ids(chief)).toEqual(expect.arrayContaining([mine, theirs, anyone]));

    const record = (await open(theirs, second.who)).json().data;
    expect((await open(theirs, first.who)).statusCode).toBe(404);
    expect((await call('GET', `/api/khambenh/${record._id}`, first.who)).statusCode).toBe(404);
    expect((await call('PUT', `/api/khambenh/${record._id}`, first.who, { ketluan: 'x' })).statusCode).toBe(404);
    const listed = await call('GET', '/api/khambenh?limit=0', first.who);
    expect(listed.json().data.docs.map((doc: { _id: string }) => doc._id)).not.toContain(record._id);
    expect((await call('GET', `/api/khambenh/${record._id}`, chief)).statusCode).toBe(200);
    expect((await call('GET', `/api/khambenh/benh-an/${patient}`, second.who)).statusCode).toBe(404);

    // An unassigned visit becomes the opening doctor's, and then leaves the other doctor's worklist.
    await open(anyone, first.who);
    expect((await db.select().from(visits).where(eq(visits._id, anyone)))[0]!.bacsi_id).toBe(first.bacsi_id);
    expect(await ids(second.who)).not.toContain(anyone);
    // A receptionist reads no clinical record.
    expect((await call('GET', '/api/khambenh/hang-doi', anyStaff)).statusCode).toBe(403);
  });

  it('opens a chart to a doctor only through a care relationship, never through a cancelled or stale visit', async () => {
    const reception = await signIn(app, await createStaff(db, { role: 'LETAN', phongkham_id: clinic }));
    const patient = await addPatient();
    const earlier = await addVisit(patient, first.bacsi_id, '2026-01-05');
    const record = (await open(earlier, first.who)).json().data;
    await call('PUT', `/api/khambenh/${record._id}`, first.who, { chandoan_chinh: 'I10', ketluan: 'Tăng huyết áp' });
    const chart = async (who: SignedIn) => (await call('GET', `/api/khambenh/benh-an/${patient}`, who)).statusCode;
    expect(await chart(first.who)).toBe(200);
    // Another doctor's patient.
    expect(await chart(second.who)).toBe(404);
    // Checked in without a doctor, then cancelled at reception: nobody's care.
    const cancelled = await addVisit(patient, null);
    const cancel = await call('POST', `/api/luotkham/${cancelled}/trangthai`, reception, { hanhdong: 'HUY' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await chart(second.who)).toBe(404);
    // An unassigned visit of an earlier day, still waiting, was never taken: nobody's care either.
    await addVisit(patient, null, '2026-01-06');
    expect(await chart(second.who)).toBe(404);
    expect((await call('GET', `/api/khambenh/${record._id}`, second.who)).statusCode).toBe(404);
    // Today's unassigned visit still waiting is one any doctor of the room may take: its chart is open to them.
    const waiting = await addVisit(patient, null);
    expect(await chart(second.who)).toBe(200);
    // Once the first doctor takes it, it is theirs alone again.
    await open(waiting, first.who);
    expect(await chart(second.who)).toBe(404);
    expect(await chart(chief)).toBe(200);
    // A visit begun by someone who is no doctor (an administrator) is not lost: the next doctor to open it takes it.
    const begun = await addVisit(await addPatient(), null);
    expect((await open(begun, chief)).statusCode).toBe(200);
    expect((await open(begun, second.who)).statusCode).toBe(200);
    expect((await db.select().from(visits).where(eq(visits._id, begun)))[0]!.bacsi_id).toBe(second.bacsi_id);
  });

  it("shows the patient's chart as a timeline of visits with diagnoses and order lines, newest first", async () => {
    const patient = await addPatient();
    const earlier = await addVisit(patient, first.bacsi_id, '2026-01-05');
    const today = await addVisit(patient, first.bacsi_id);
    const record = (await open(earlier, first.who)).json().data;
    await call('PUT', `/api/khambenh/${record._id}`, first.who, {
      chandoan_chinh: 'I10',
      ketluan: 'Theo dõi huyết áp',
    });
    await db.insert(orderLines).values({
      phongkham_id: clinic,
      luotkham_id: earlier,
      dichvu_id: lipids!._id,
      tendichvu: 'Bộ mỡ máu',
      dongia: 200_000,
    });
    const chart = await call('GET', `/api/khambenh/benh-an/${patient}`, first.who);
    expect(chart.statusCode, chart.body).toBe(200);
    const timeline = chart.json().data.luotkham;
    expect(timeline.map((entry: { luotkham_id: string }) => entry.luotkham_id)).toEqual([today, earlier]);
    expect(timeline[1]).toMatchObject({
      khambenh_id: record._id,
      ketluan: 'Theo dõi huyết áp',
      chandoan: [{ ma: 'I10', chinh: true, ten: 'Bệnh lý tăng huyết áp' }],
      chidinh: [{ tendichvu: 'Bộ mỡ máu', trangthai: 'CHI_DINH' }],
    });
    expect(timeline[0]).toMatchObject({ khambenh_id: null, chandoan: [], chidinh: [] });
  });
});
