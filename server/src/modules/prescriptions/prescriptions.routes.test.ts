// The prescriptions API: opened from a visit by its doctor (the draft answered again), coded in the national
// 14-character format (unique, the kind letter following the drugs), a young child's fields required, kinds not
// mixed, warnings for an allergy, a repeated active ingredient and directions naming another route (confirmed at
// signing), signing that makes it read-only, reads recorded, another doctor's visit not found, the doctor completing
// the identity signing needs, and voiding with a reason and reissuing as a new linked prescription.
import { clinicDay, PRESCRIPTION_CODE } from '@phongkham/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  activityLog,
  catalogueEntries,
  clinics,
  doctors,
  drugs,
  examinations,
  patients,
  visits,
} from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { apiCaller, createClinic, createStaff, signIn, type SignedIn } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const call = apiCaller(app);
const clinic = await createClinic(db);
await db.update(clinics).set({ malienthong: 'AB123' }).where(eq(clinics._id, clinic));

/** A signed-in doctor of the clinic with the built-in BACSY role (no ALL on /kham-benh). */
async function doctor(): Promise<{ who: SignedIn; bacsi_id: string }> {
  const account = await createStaff(db, { role: 'BACSY', phongkham_id: clinic });
  const [row] = await db
    .insert(doctors)
    .values({
      phongkham_id: clinic,
      nhanvien_id: account._id,
      chuyenkhoa: 'Nội tổng quát',
      sochungchi: '001234/HCM-CCHN',
    })
    .returning({ _id: doctors._id });
  return { who: await signIn(app, account), bacsi_id: row!._id };
}
const first = await doctor();
const second = await doctor();
const receptionist = await signIn(app, await createStaff(db, { role: 'LETAN', phongkham_id: clinic }));
const [room] = await db
  .insert(catalogueEntries)
  .values({ phongkham_id: clinic, loai: 'PHONG', ma: 'PK1', ten: 'Phòng khám 1' })
  .returning({ _id: catalogueEntries._id });

let sequence = 0;
/** A patient's visit today for a doctor, with its record's diagnosis. */
async function visitOf(person: { ngaysinh?: string; cccd?: string | null; diung?: string }, bacsi_id = first.bacsi_id) {
  const n = ++sequence;
  const [patient] = await db
    .insert(patients)
    .values({
      phongkham_id: clinic,
      ma: `BN-8${String(n).padStart(6, '0')}`,
      hoten: `Bệnh Nhân ${n}`,
      ngaysinh: person.ngaysinh ?? '1980-05-01',
      cccd: person.cccd === undefined ? '079080001234' : person.cccd,
      diung: person.diung ?? null,
    })
    .returning({ _id: patients._id });
  const [visit] = await db
    .insert(visits)
    .values({
      phongkham_id: clinic,
      benhnhan_id: patient!._id,
      phong_id: room!._id,
      bacsi_id,
      ngay: clinicDay(),
      sothutu: n,
    })
    .returning({ _id: visits._id });
  await db
    .insert(examinations)
    .values({ phongkham_id: clinic, luotkham_id: visit!._id, bacsi_id, chandoan_chinh: 'J02.9', cannang: 14 });
  return visit!._id;
}

const drugNamed = async (tenthuoc: string) => (await db.select().from(drugs).where(eq(drugs.tenthuoc, tenthuoc)))[0]!;
const amlodipine = await drugNamed('Amlodac 5');
const paracetamol = await drugNamed('Hapacol 500');
const combination = await drugNamed('Alaxan');
const augmentin = await drugNamed('Augmentin 625 mg');
const diazepam = await drugNamed('Diazepam 5');
const suppository = await drugNamed('Efferalgan 150 mg');
const line = (thuoc_id: string, extra: Record<string, unknown> = {}) => ({
  thuoc_id,
  lieu_moilan: 1,
  solan_ngay: 2,
  songay: 7,
  ...extra,
});

const open = async (luotkham_id: string, who = first.who) => call('POST', '/api/donthuoc', who, { luotkham_id });
const patientOf = async (visit: string) =>
  (await db.select({ benhnhan_id: visits.benhnhan_id }).from(visits).where(eq(visits._id, visit)))[0]!.benhnhan_id;

describe('prescriptions', { timeout: 90_000 }, () => {
  it('opens the visit’s prescription with a national code, copies the diagnosis, answers the same draft again', async () => {
    const visit = await visitOf({});
    const created = await open(visit);
    expect(created.statusCode).toBe(201);
    const record = created.json().data;
    expect(record.madonthuoc).toMatch(PRESCRIPTION_CODE);
    expect(record.madonthuoc).toHaveLength(14);
    expect(record.madonthuoc.startsWith('AB123')).toBe(true);
    expect(record.madonthuoc.endsWith('-c')).toBe(true);
    expect(record).toMatchObject({ trangthai: 'NHAP', cccd: '079080001234', treem: false });
    expect(record.chandoan[0]).toEqual({
      ma: 'J02.9',
      ten: 'Viêm họng cấp, không đặc hiệu',
      ten_en: 'Acute pharyngitis, unspecified',
      chinh: true,
    });
    const again = await open(visit);
    expect(again.statusCode).toBe(200);
    expect(again.json().data._id).toBe(record._id);
    const listed = await call('GET', `/api/donthuoc?luotkham_id=${visit}`, first.who);
    expect(listed.json().data.docs.map((row: { _id: string }) => row._id)).toEqual([record._id]);
  });

  it('computes quantities, writes single-ingredient drugs by their ingredient and follows the kind in the code', async () => {
    const id = (await open(await visitOf({}))).json().data._id as string;
    const saved = await call('PUT', `/api/donthuoc/${id}`, first.who, {
      loidan: 'Ăn nhạt',
      chitiet: [line(amlodipine._id, { lieu_moilan: 0.5, solan_ngay: 1, songay: 30 }), line(augmentin._id)],
    });
    expect(saved.statusCode).toBe(200);
    const lines = saved.json().data.chitiet;
    expect(lines[0]).toMatchObject({ tenthuoc: 'Amlodipin 5 mg (Amlodac 5)', soluong: 15 });
    expect(lines[1].tenthuoc).toBe('Augmentin 625 mg (Amoxicillin 500 mg + Acid clavulanic 125 mg)');
    expect(lines[1].soluong).toBe(14);
    const lower = await call('PUT', `/api/donthuoc/${id}`, first.who, {
      chitiet: [line(augmentin._id, { soluong: 3 })],
    });
    expect(lower.statusCode).toBe(400);
    expect(Object.keys(lower.json().errors)).toEqual(['chitiet.0.soluong']);

    const psycho = (await open(await visitOf({}))).json().data._id as string;
    const h = await call('PUT', `/api/donthuoc/${psycho}`, first.who, { chitiet: [line(diazepam._id)] });
    expect(h.json().data.madonthuoc).toMatch(/-h$/);
    expect(h.json().data.loaidon).toBe('h');
    const mixed = await call('PUT', `/api/donthuoc/${psycho}`, first.who, {
      chitiet: [line(diazepam._id), line(paracetamol._id)],
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().errors.chitiet).toMatch(/đơn riêng/);
  });

  it('requires a young child’s weight and accompanying adult, naming the field', async () => {
    const birth = new Date(Date.now() - 30 * 30 * 86_400_000).toISOString().slice(0, 10);
    const id = (await open(await visitOf({ ngaysinh: birth, cccd: null }))).json().data;
    expect(id.treem).toBe(true);
    expect(id.tuoi_thang).toBeGreaterThanOrEqual(28);
    const body = { chitiet: [line(paracetamol._id, { lieu_moilan: 0.5 })] };
    const noWeight = await call('PUT', `/api/donthuoc/${id._id}`, first.who, { ...body, cannang: null });
    expect(noWeight.statusCode).toBe(400);
    expect(Object.keys(noWeight.json().errors)).toEqual(['cannang']);
    const noAdult = await call('PUT', `/api/donthuoc/${id._id}`, first.who, { ...body, cannang: 12.5 });
    expect(Object.keys(noAdult.json().errors)).toEqual(['nguoigiamho']);
    const full = await call('PUT', `/api/donthuoc/${id._id}`, first.who, {
      ...body,
      cannang: 12.5,
      nguoigiamho: 'Trần Thị Mẹ',
    });
    expect(full.statusCode).toBe(200);
    // A child without a citizen id is signed all the same.
    expect((await call('POST', `/api/donthuoc/${id._id}/ky`, first.who)).statusCode).toBe(200);
  });

  it('warns of an allergy and of one active ingredient on two lines', async () => {
    const id = (await open(await visitOf({ diung: 'Hải sản; AMOXICILLIN, phấn hoa' }))).json().data._id as string;
    const saved = await call('PUT', `/api/donthuoc/${id}`, first.who, {
      chitiet: [line(augmentin._id), line(paracetamol._id), line(combination._id)],
    });
    const warnings = saved.json().data.canhbao;
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ loai: 'DI_UNG', thuoc_id: augmentin._id }),
        expect.objectContaining({ loai: 'TRUNG_HOAT_CHAT', hoatchat: 'Paracetamol' }),
      ]),
    );
  });

  it('signs (read-only from then on, 409), records reads, and keeps another doctor out (404)', async () => {
    const visit = await visitOf({});
    const id = (await open(visit)).json().data._id as string;
    expect((await call('POST', `/api/donthuoc/${id}/ky`, first.who)).statusCode).toBe(409);
    await call('PUT', `/api/donthuoc/${id}`, first.who, { chitiet: [line(paracetamol._id)] });
    expect((await call('POST', `/api/donthuoc/${id}/ky`, second.who)).statusCode).toBe(404);
    expect((await call('GET', `/api/donthuoc/${id}`, second.who)).statusCode).toBe(404);
    expect((await open(visit, second.who)).statusCode).toBe(404);
    const signed = await call('POST', `/api/donthuoc/${id}/ky`, first.who);
    expect(signed.statusCode).toBe(200);
    expect(signed.json().data).toMatchObject({ trangthai: 'DA_KY', bacsi_sochungchi: '001234/HCM-CCHN' });
    const change = await call('PUT', `/api/donthuoc/${id}`, first.who, { chitiet: [] });
    expect(change.statusCode).toBe(409);
    expect((await call('GET', `/api/donthuoc/${id}`, first.who)).statusCode).toBe(200);
    const reads = await db
      .select({ hanhdong: activityLog.hanhdong })
      .from(activityLog)
      .where(and(eq(activityLog.banghi_id, id), eq(activityLog.tainguyen, 'donthuoc')));
    expect(reads.map((row) => row.hanhdong)).toEqual(expect.arrayContaining(['TAO', 'CAP_NHAT', 'XEM']));
    // The patient's chart carries the signed prescription with the drugs written.
    const [held] = await db.select({ benhnhan_id: visits.benhnhan_id }).from(visits).where(eq(visits._id, visit));
    const chart = await call('GET', `/api/khambenh/benh-an/${held!.benhnhan_id}`, first.who);
    expect(chart.statusCode, chart.body).toBe(200);
    expect(chart.json().data.luotkham[0].donthuoc).toEqual([
      {
        _id: id,
        madonthuoc: signed.json().data.madonthuoc,
        trangthai: 'DA_KY',
        thuoc: [{ tenthuoc: expect.stringContaining('Paracetamol'), soluong: 14, donvitinh: expect.any(String) }],
      },
    ]);
    // A signed visit's next opening starts a new draft (narcotics, for instance, go on their own prescription).
    expect((await open(visit)).statusCode).toBe(201);
    expect((await call('GET', '/api/donthuoc', receptionist)).statusCode).toBe(403);
  });

  it('refuses to sign without the patient’s citizen id (an adult)', async () => {
    const id = (await open(await visitOf({ cccd: null }))).json().data._id as string;
    await call('PUT', `/api/donthuoc/${id}`, first.who, { chitiet: [line(paracetamol._id)] });
    const refused = await call('POST', `/api/donthuoc/${id}/ky`, first.who);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['cccd']);
  });

  it('lets the prescribing doctor complete the identity signing needs, audited on the patient', async () => {
    const visit = await visitOf({ cccd: null });
    const benhnhan_id = await patientOf(visit);
    const id = (await open(visit)).json().data._id as string;
    await call('PUT', `/api/donthuoc/${id}`, first.who, { chitiet: [line(paracetamol._id)] });
    const identity = (body: object, who = first.who) => call('PUT', `/api/donthuoc/${id}/benhnhan`, who, body);
    const invalid = await identity({ cccd: '07908' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ cccd: 'Số CCCD gồm đúng 12 chữ số' });
    expect((await identity({ cccd: '079080009999' }, second.who)).statusCode).toBe(404);
    expect((await identity({ cccd: '079080009999' }, receptionist)).statusCode).toBe(403);
    const completed = await identity({ cccd: '079080009999', gioitinh: 'NU' });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().data).toMatchObject({ cccd: '079080009999', benhnhan_gioitinh: 'NU' });
    // A recorded value is reception's to correct, not overwritten from a prescription.
    const overwrite = await identity({ cccd: '079080001111' });
    expect(overwrite.statusCode).toBe(400);
    expect(Object.keys(overwrite.json().errors)).toEqual(['cccd']);
    const [history] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.tainguyen, 'benhnhan'), eq(activityLog.banghi_id, benhnhan_id)));
    expect(history).toMatchObject({
      hanhdong: 'CAP_NHAT',
      truoc: { cccd: null, gioitinh: null },
      sau: { cccd: '079080009999', gioitinh: 'NU', donthuoc_id: id },
    });
    const signed = await call('POST', `/api/donthuoc/${id}/ky`, first.who);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data.cccd).toBe('079080009999');

    // A foreign patient states a passport number instead of a citizen id.
    const foreign = (await open(await visitOf({ cccd: null }))).json().data._id as string;
    await call('PUT', `/api/donthuoc/${foreign}`, first.who, { chitiet: [line(paracetamol._id)] });
    const passport = await call('PUT', `/api/donthuoc/${foreign}/benhnhan`, first.who, { hochieu: 'c1234567' });
    expect(passport.json().data.hochieu).toBe('C1234567');
    expect((await call('POST', `/api/donthuoc/${foreign}/ky`, first.who)).statusCode).toBe(200);
  });

  it('shows a draft the citizen id the patient’s record holds now, saved elsewhere after it was opened', async () => {
    const visit = await visitOf({ cccd: null });
    const benhnhan_id = await patientOf(visit);
    const id = (await open(visit)).json().data._id as string;
    expect((await call('GET', `/api/donthuoc/${id}`, first.who)).json().data.cccd).toBeNull();
    const saved = await call('PUT', `/api/benhnhan/${benhnhan_id}`, receptionist, {
      hoten: 'Bệnh Nhân Có Căn Cước',
      dienthoai: '0909123456',
      cccd: '079080007777',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET', `/api/donthuoc/${id}`, first.who)).json().data.cccd).toBe('079080007777');
  });

  it('voids with a reason (kept and shown) and reissues as a new prescription linked both ways', async () => {
    const id = (await open(await visitOf({}))).json().data._id as string;
    await call('PUT', `/api/donthuoc/${id}`, first.who, { loidan: 'Ăn nhạt', chitiet: [line(amlodipine._id)] });
    const signed = (await call('POST', `/api/donthuoc/${id}/ky`, first.who)).json().data;
    expect((await call('POST', `/api/donthuoc/${id}/cap-lai`, first.who)).statusCode).toBe(409);
    const noReason = await call('POST', `/api/donthuoc/${id}/huy`, first.who, { lydohuy: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(Object.keys(noReason.json().errors)).toEqual(['lydohuy']);
    expect((await call('POST', `/api/donthuoc/${id}/huy`, second.who, { lydohuy: 'Sai liều' })).statusCode).toBe(404);
    const voided = await call('POST', `/api/donthuoc/${id}/huy`, first.who, { lydohuy: 'Sai liều amlodipin' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().data).toMatchObject({ trangthai: 'HUY', lydohuy: 'Sai liều amlodipin', caplai_id: null });
    expect(voided.json().data.huyluc).toEqual(expect.any(String));
    // What it said stays as signed.
    expect(voided.json().data).toMatchObject({ madonthuoc: signed.madonthuoc, kyluc: signed.kyluc, loidan: 'Ăn nhạt' });
    expect((await call('POST', `/api/donthuoc/${id}/huy`, first.who, { lydohuy: 'Lần nữa' })).statusCode).toBe(409);

    const reissued = await call('POST', `/api/donthuoc/${id}/cap-lai`, first.who);
    expect(reissued.statusCode, reissued.body).toBe(201);
    const copy = reissued.json().data;
    expect(copy.madonthuoc).toMatch(PRESCRIPTION_CODE);
    expect(copy.madonthuoc).not.toBe(signed.madonthuoc);
    expect(copy).toMatchObject({
      trangthai: 'NHAP',
      caplaitu_id: id,
      caplaitu_ma: signed.madonthuoc,
      loidan: 'Ăn nhạt',
      chitiet: [expect.objectContaining({ thuoc_id: amlodipine._id, soluong: 14 })],
    });
    const old = (await call('GET', `/api/donthuoc/${id}`, first.who)).json().data;
    expect(old).toMatchObject({ caplai_id: copy._id, caplai_ma: copy.madonthuoc, trangthai: 'HUY' });
    expect((await call('POST', `/api/donthuoc/${id}/cap-lai`, first.who)).statusCode).toBe(409);
    expect((await call('POST', `/api/donthuoc/${copy._id}/ky`, first.who)).statusCode).toBe(200);
    const history = await db
      .select({ sau: activityLog.sau })
      .from(activityLog)
      .where(and(eq(activityLog.tainguyen, 'donthuoc'), eq(activityLog.banghi_id, id)));
    expect(history.map((row) => row.sau)).toContainEqual({ trangthai: 'HUY', lydohuy: 'Sai liều amlodipin' });
    // A draft cancelled before signing was never issued: nothing to reissue.
    const draft = (await open(await visitOf({}))).json().data._id as string;
    await call('POST', `/api/donthuoc/${draft}/huy`, first.who, { lydohuy: 'Mở nhầm' });
    expect((await call('POST', `/api/donthuoc/${draft}/cap-lai`, first.who)).statusCode).toBe(409);
  });

  it('shows each line’s form and route, warns of directions naming another route, signs them only confirmed', async () => {
    const id = (await open(await visitOf({}))).json().data._id as string;
    const saved = await call('PUT', `/api/donthuoc/${id}`, first.who, {
      chitiet: [line(paracetamol._id), line(suppository._id, { cachdung: 'Uống khi sốt' })],
    });
    expect(saved.json().data.chitiet[1]).toMatchObject({ dangbaoche: 'Thuốc đạn', duongdung: 'DAT' });
    expect(saved.json().data.canhbao).toContainEqual({
      loai: 'DUONG_DUNG',
      thutu: 2,
      tenthuoc: 'Efferalgan 150 mg',
      duongdung: 'DAT',
      cachdung_duongdung: 'UONG',
    });
    const refused = await call('POST', `/api/donthuoc/${id}/ky`, first.who, {});
    expect(refused.statusCode).toBe(409);
    expect(Object.keys(refused.json().errors)).toEqual(['chitiet.1.cachdung']);
    const confirmed = await call('POST', `/api/donthuoc/${id}/ky`, first.who, { xacnhan_duongdung: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it('signs with the diagnosis the visit record holds then, and never without one', async () => {
    const visit = await visitOf({});
    const id = (await open(visit)).json().data._id as string;
    await call('PUT', `/api/donthuoc/${id}`, first.who, { chitiet: [line(paracetamol._id)] });
    // The record's diagnosis is taken away after the draft copied it: the draft's copy is not enough.
    await db
      .update(examinations)
      .set({ chandoan_chinh: null, chandoan_phu: [] })
      .where(eq(examinations.luotkham_id, visit));
    const refused = await call('POST', `/api/donthuoc/${id}/ky`, first.who);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Đơn thuốc cần chẩn đoán: hãy ghi chẩn đoán vào hồ sơ khám trước khi ký.');
    expect((await call('GET', `/api/donthuoc/${id}`, first.who)).json().data.trangthai).toBe('NHAP');
    // The doctor corrects the record: the signed prescription states the new diagnosis.
    await db.update(examinations).set({ chandoan_chinh: 'I10' }).where(eq(examinations.luotkham_id, visit));
    expect((await call('POST', `/api/donthuoc/${id}/ky`, first.who)).statusCode).toBe(200);
    const signed = (await call('GET', `/api/donthuoc/${id}`, first.who)).json().data;
    expect(signed.chandoan).toEqual([expect.objectContaining({ ma: 'I10', chinh: true })]);
  });

  it('gives every prescription its own code, kept apart by a unique index', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 40; i++) codes.push((await open(await visitOf({}))).json().data.madonthuoc as string);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(PRESCRIPTION_CODE);
    const index = (await db.execute(sql`select indexdef from pg_indexes where indexname = 'donthuoc_madonthuoc'`)) as {
      rows: { indexdef: string }[];
    };
    expect(index.rows[0]?.indexdef).toMatch(/UNIQUE INDEX/);
  });
});
