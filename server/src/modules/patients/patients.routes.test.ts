// The patient register's API (/api/benhnhan): codes generated and unique under concurrent creates; list, search
// (name without diacritics, phone as typed, code) and sort; update and delete with history; 400, 401, 403 per flag,
// 404 and the clinic's isolation; the duplicate warning's three rules; the merge; the chart's linked records; the
// personal-data export, the anonymisation and the recorded reading; the conversion of an inbox request.
import { ANONYMISED_NAME, CONSENT_VERSION, PATIENT_CODE } from '@phongkham/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, memberRegistrations, patients, profileReviews, requests } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { expectClinicIsolation } from '../../test/clinic-isolation';
import { apiCaller, createClinic, menuEntry, staffWithMenu, type SignedIn } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const call = apiCaller(app);
const URL = '/tai-khoan-benh-nhan';
const everything = { view: true, create: true, update: true, delete: true };
const clinic = await createClinic(db);
const editor = await staffWithMenu(app, db, [menuEntry(URL, everything, ['EXPORT'])], { phongkham_id: clinic });
const withFlags = (flags: Parameters<typeof menuEntry>[1], actions: ('EXPORT' | 'PRINT')[] = []) =>
  staffWithMenu(app, db, [menuEntry(URL, flags, actions)], { phongkham_id: clinic });

let sequence = 0;
const patient = (changes: Record<string, unknown> = {}) => ({
  hoten: `Bệnh Nhân Thử ${++sequence}`,
  dienthoai: `0977${String(sequence).padStart(6, '0')}`,
  ...changes,
});
type Patient = { _id: string; ma: string; hoten: string; dienthoai: string | null } & Record<string, unknown>;
const create = async (body: Record<string, unknown>, who: SignedIn = editor) => {
  const response = await call('POST', '/api/benhnhan', who, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Patient;
};
const list = async (query: string, who: SignedIn = editor) => {
  const response = await call('GET', `/api/benhnhan?limit=0&${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.docs as Patient[];
};
const history = (id: string) =>
  db.select().from(activityLog).where(eq(activityLog.banghi_id, id)).orderBy(asc(activityLog.createdAt));
const addRequest = async (hoten: string, dienthoai: string, consent = false) =>
  (
    await db
      .insert(requests)
      .values({
        phongkham_id: clinic,
        loaiyeucau: 'DAT_LICH_HEN',
        hoten,
        dienthoai,
        ...(consent ? { dongy_phienban: CONSENT_VERSION, dongy_luc: new Date('2026-01-05T02:00:00Z') } : {}),
      })
      .returning({ _id: requests._id })
  )[0]!._id;

describe('the patient register', () => {
  it('gives each new record a readable code, unique under 20 concurrent creates', async () => {
    const created = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/api/benhnhan', editor, patient())),
    );
    expect(created.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const codes = created.map((response) => response.json().data.ma as string);
    for (const code of codes) expect(code).toMatch(PATIENT_CODE);
    expect(new Set(codes).size).toBe(20);
    const [first] = created.map((response) => response.json().data as Patient);
    expect(await history(first!._id)).toMatchObject([{ hanhdong: 'TAO', tainguyen: 'benhnhan' }]);
  });

  it('searches names without diacritics, phones as typed and codes, and sorts by name', async () => {
    const lan = await create(patient({ hoten: 'Trần Thị Ngọc Lan', dienthoai: '0912 345 678' }));
    const duc = await create(patient({ hoten: 'Đỗ Minh Đức', dienthoai: '+84 983 111 222' }));
    expect(lan.dienthoai).toBe('0912345678');
    expect(duc.dienthoai).toBe('0983111222');
    expect((await list('q=tran thi ngoc')).map((row) => row._id)).toEqual([lan._id]);
    expect((await list('q=do minh duc')).map((row) => row._id)).toEqual([duc._id]);
    expect((await list('q=0912 345')).map((row) => row._id)).toEqual([lan._id]);
    expect((await list('q=983111')).map((row) => row._id)).toEqual([duc._id]);
    expect((await list(`q=${lan.ma}`)).map((row) => row._id)).toEqual([lan._id]);
    expect((await list(`q=${lan.ma.toLowerCase()}`)).map((row) => row._id)).toEqual([lan._id]);
    const names = (await list('sort=hoten')).map((row) => row.hoten);
    expect(names.indexOf('Đỗ Minh Đức')).toBeLessThan(names.indexOf('Trần Thị Ngọc Lan'));
    const descending = (await list('sort=-hoten')).map((row) => row.hoten);
    expect(descending.indexOf('Trần Thị Ngọc Lan')).toBeLessThan(descending.indexOf('Đỗ Minh Đức'));
  });

  it('updates with the whole address on the 2025 units, and deletes softly, each with its history row', async () => {
    const row = await create(patient());
    const updated = await call('PUT', `/api/benhnhan/${row._id}`, editor, {
      ...patient({ hoten: row.hoten, dienthoai: row.dienthoai }),
      ngaysinh: '1985-03-14',
      gioitinh: 'NU',
      tinh_ma: '79',
      xa_ma: '26740',
      diachi: '12 Lê Thánh Tôn',
      cccd: '079185000123',
      bhyt: 'dn4797915271235',
      diung: 'Penicillin',
      email: null,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({
      ngaysinh: '1985-03-14',
      diachi_day: '12 Lê Thánh Tôn, Phường Sài Gòn, Thành phố Hồ Chí Minh',
      bhyt: 'DN4797915271235',
      email: null,
      ma: row.ma,
    });
    expect((await call('DELETE', `/api/benhnhan/${row._id}`, editor)).statusCode).toBe(200);
    expect((await call('GET', `/api/benhnhan/${row._id}`, editor)).statusCode).toBe(404);
    expect((await list(`q=${row.ma}`)).length).toBe(0);
    expect((await history(row._id)).map((entry) => entry.hanhdong)).toEqual(['TAO', 'CAP_NHAT', 'XOA']);
  });

  it('answers 400 under each field (a CCCD of 11 digits, a phone with letters, half an address) and writes nothing', async () => {
    const before = (await db.select({ _id: patients._id }).from(patients)).length;
    const vi = await call('POST', '/api/benhnhan', editor, patient({ cccd: '07918500012', dienthoai: '09a1' }));
    expect(vi.statusCode).toBe(400);
    expect(vi.json().errors).toEqual({ cccd: 'Số CCCD gồm đúng 12 chữ số', dienthoai: 'Số điện thoại không hợp lệ' });
    const en = await call('POST', '/api/benhnhan', editor, patient({ hoten: ' ', tinh_ma: '79' }), 'en');
    expect(en.statusCode).toBe(400);
    expect(Object.keys(en.json().errors)).toEqual(['hoten']);
    const half = await call('POST', '/api/benhnhan', editor, patient({ tinh_ma: '79' }), 'en');
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toEqual({ xa_ma: 'Choose both the province and the commune, or leave both empty.' });
    expect((await db.select({ _id: patients._id }).from(patients)).length).toBe(before);
  });

  it('answers 401 without sign-in, 403 for each flag the role lacks, and 404 for an unknown record', async () => {
    const row = await create(patient());
    expect((await call('GET', '/api/benhnhan')).statusCode).toBe(401);
    expect((await call('POST', `/api/benhnhan/tu-yeu-cau/${row._id}`)).statusCode).toBe(401);
    const viewer = await withFlags({ view: true });
    expect((await call('GET', `/api/benhnhan/${row._id}`, viewer)).statusCode).toBe(200);
    expect((await call('POST', '/api/benhnhan', viewer, patient())).statusCode).toBe(403);
    expect((await call('PUT', `/api/benhnhan/${row._id}`, viewer, patient())).statusCode).toBe(403);
    expect((await call('DELETE', `/api/benhnhan/${row._id}`, viewer)).statusCode).toBe(403);
    expect((await call('POST', `/api/benhnhan/${row._id}/an-danh`, viewer, { lydo: 'x' })).statusCode).toBe(403);
    const nobody = await withFlags({});
    expect((await call('GET', '/api/benhnhan', nobody)).statusCode).toBe(403);
    expect((await call('GET', `/api/benhnhan/${row._id}`, nobody)).statusCode).toBe(403);
    // A merge makes one record leave the list: delete alone (without update) is not enough.
    const deleter = await withFlags({ view: true, delete: true });
    const other = await create(patient());
    const merge = await call('POST', `/api/benhnhan/${row._id}/gop`, deleter, { trunglap_id: other._id });
    expect(merge.statusCode).toBe(403);
    const unknown = '0190a000-0000-7000-8000-000000000000';
    expect((await call('GET', `/api/benhnhan/${unknown}`, editor)).statusCode).toBe(404);
    expect((await call('PUT', `/api/benhnhan/${unknown}`, editor, patient())).statusCode).toBe(404);
    expect((await call('GET', `/api/benhnhan/${unknown}/lienket`, editor)).statusCode).toBe(404);
    expect((await call('POST', `/api/benhnhan/tu-yeu-cau/${unknown}`, editor)).statusCode).toBe(404);
  });

  it("keeps a clinic's patients from another clinic's staff on every route", async () => {
    const isolated = await expectClinicIsolation(app, db, {
      api: '/api/benhnhan',
      url: URL,
      create: patient,
      update: patient,
    });
    const { staffB, rowA } = isolated;
    expect((await call('GET', `/api/benhnhan/${rowA}/lienket`, staffB)).statusCode).toBe(404);
    expect((await call('POST', `/api/benhnhan/${rowA}/an-danh`, staffB, { lydo: 'x' })).statusCode).toBe(404);
    const [a] = await db.select({ dienthoai: patients.dienthoai }).from(patients).where(eq(patients._id, rowA));
    const probe = await call('GET', `/api/benhnhan/trung-lap?dienthoai=${a!.dienthoai}`, staffB);
    expect(probe.json().data).toEqual([]);
  });

  it('warns of a duplicate on the same phone, the same CCCD, or the same name and birth date', async () => {
    const kept = await create(
      patient({ hoten: 'Phạm Văn Hùng', dienthoai: '0905123456', cccd: '048090001234', ngaysinh: '1990-07-01' }),
    );
    const probe = async (query: string) =>
      (await call('GET', `/api/benhnhan/trung-lap?${query}`, editor)).json().data as { _id: string; lydo: string[] }[];
    expect(await probe('dienthoai=0905 123 456')).toEqual([
      expect.objectContaining({ _id: kept._id, lydo: ['DIENTHOAI'] }),
    ]);
    expect(await probe('cccd=048090001234')).toEqual([expect.objectContaining({ _id: kept._id, lydo: ['CCCD'] })]);
    expect(await probe('hoten=pham  van hung&ngaysinh=1990-07-01')).toEqual([
      expect.objectContaining({ _id: kept._id, ma: kept.ma, lydo: ['HOTEN_NGAYSINH'] }),
    ]);
    expect(await probe('hoten=Phạm Văn Hùng&ngaysinh=1990-07-02')).toEqual([]);
    expect(await probe(`dienthoai=0905123456&cccd=048090001234&bo_qua=${kept._id}`)).toEqual([]);
    // A warning, not a refusal: the same phone saves.
    await create(patient({ hoten: 'Phạm Thị Hoa', dienthoai: '0905123456' }));
    expect((await probe('dienthoai=0905123456')).length).toBe(2);
  });

  it('merges a duplicate: its requests move, it leaves the list pointing at the kept record, and both keep a trace', async () => {
    const kept = await create(patient({ hoten: 'Lê Thị Mai', dienthoai: '0911222333' }));
    const duplicate = await create(patient({ hoten: 'Lê Thị Mai', dienthoai: '0911222334', cccd: '001190004321' }));
    const requestId = await addRequest('Lê Thị Mai', '0911222334');
    await db.update(requests).set({ benhnhan_id: duplicate._id }).where(eq(requests._id, requestId));
    expect((await call('POST', `/api/benhnhan/${kept._id}/gop`, editor, { trunglap_id: kept._id })).statusCode).toBe(
      400,
    );
    const merged = await call('POST', `/api/benhnhan/${kept._id}/gop`, editor, { trunglap_id: duplicate._id });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().data).toEqual({ giulai_id: kept._id, gop_id: duplicate._id, soyeucau: 1 });
    const [request] = await db.select().from(requests).where(eq(requests._id, requestId));
    expect(request!.benhnhan_id).toBe(kept._id);
    const [gone] = await db.select().from(patients).where(eq(patients._id, duplicate._id));
    expect(gone!.gopvao_id).toBe(kept._id);
    expect(gone!.deletedAt).not.toBeNull();
    expect((await list('q=le thi mai')).map((row) => row._id)).toEqual([kept._id]);
    expect((await call('GET', `/api/benhnhan/${duplicate._id}`, editor)).statusCode).toBe(404);
    // The kept record takes what it lacked.
    expect((await call('GET', `/api/benhnhan/${kept._id}`, editor)).json().data.cccd).toBe('001190004321');
    const keptTrace = (await history(kept._id)).find((entry) => entry.hanhdong === 'GOP');
    expect(keptTrace!.sau).toMatchObject({ gop_id: duplicate._id, gop_ma: duplicate.ma, dachuyen: { yeucau: 1 } });
    const duplicateTrace = (await history(duplicate._id)).find((entry) => entry.hanhdong === 'GOP');
    expect(duplicateTrace!.sau).toEqual({ gopvao_id: kept._id, gopvao_ma: kept.ma });
    expect(duplicateTrace!.truoc).toMatchObject({ ma: duplicate.ma, hoten: 'Lê Thị Mai' });
    const chart = (await call('GET', `/api/benhnhan/${kept._id}/lienket`, editor)).json().data;
    expect(chart.yeucau.map((row: { _id: string }) => row._id)).toEqual([requestId]);
  });

  it("lists the chart's linked records: requests, member registrations and applications from the same phone", async () => {
    const row = await create(patient({ hoten: 'Vũ Quốc Bảo', dienthoai: '0933444555' }));
    await db
      .insert(memberRegistrations)
      .values({ phongkham_id: clinic, hoten: 'Vũ Quốc Bảo', dienthoai: '0933444555' });
    await db.insert(profileReviews).values({
      phongkham_id: clinic,
      ma: 'HS-BQ7KMA',
      hoten: 'Vũ Thị Hạnh',
      dienthoai: '0933444555',
      tenbenhnhan: 'Vũ Quốc Bảo',
      hoancanh: 'Gia đình khó khăn',
    });
    await db.insert(memberRegistrations).values({ phongkham_id: clinic, hoten: 'Người khác', dienthoai: '0933444556' });
    const chart = (await call('GET', `/api/benhnhan/${row._id}/lienket`, editor)).json().data;
    expect(chart.yeucau).toEqual([]);
    expect(chart.dangkythanhvien).toEqual([expect.objectContaining({ hoten: 'Vũ Quốc Bảo', trangthai: 'MOI' })]);
    expect(chart.xetduyethoso).toEqual([expect.objectContaining({ hoten: 'Vũ Quốc Bảo' })]);
  });

  it('records who read a record, naming it only', async () => {
    const row = await create(patient());
    expect((await call('GET', `/api/benhnhan/${row._id}`, editor)).statusCode).toBe(200);
    const reads = (await history(row._id)).filter((entry) => entry.hanhdong === 'XEM');
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({ tainguyen: 'benhnhan', truoc: null, sau: null });
    expect(reads[0]!.nhanvien_id).not.toBeNull();
  });

  it('exports a record with its linked records under the EXPORT action only, and records it', async () => {
    const row = await create(patient({ hoten: 'Ngô Thanh Tâm', diung: 'Hải sản' }));
    const exported = await call('GET', `/api/benhnhan/${row._id}/du-lieu`, editor);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().data).toMatchObject({
      benhnhan: { _id: row._id, hoten: 'Ngô Thanh Tâm', diung: 'Hải sản' },
      lienket: { luotkham: [], yeucau: [], dangkythanhvien: [], xetduyethoso: [] },
    });
    expect((await history(row._id)).map((entry) => entry.hanhdong)).toContain('XUAT');
    const reader = await withFlags({ view: true }, ['PRINT']);
    expect((await call('GET', `/api/benhnhan/${row._id}/du-lieu`, reader)).statusCode).toBe(403);
    const exporter = await withFlags({ view: true }, ['EXPORT']);
    expect((await call('GET', `/api/benhnhan/${row._id}/du-lieu`, exporter)).statusCode).toBe(200);
  });

  it('anonymises on request: personal fields emptied here and in the history, linked records kept, reason logged', async () => {
    const row = await create(
      patient({ hoten: 'Hoàng Văn Nam', email: 'nam@example.com', cccd: '001090009999', ghichu: 'Khách quen' }),
    );
    const requestId = await addRequest('Hoàng Văn Nam', row.dienthoai!);
    await db.update(requests).set({ benhnhan_id: row._id }).where(eq(requests._id, requestId));
    // A duplicate of the same person merged in earlier: its history goes the same way.
    const twin = await create(patient({ hoten: 'Hoàng Văn Nam', cccd: '001090009999' }));
    expect((await call('POST', `/api/benhnhan/${row._id}/gop`, editor, { trunglap_id: twin._id })).statusCode).toBe(
      200,
    );
    const empty = await call('POST', `/api/benhnhan/${row._id}/an-danh`, editor, { lydo: ' ' });
    expect(empty.statusCode).toBe(400);
    const done = await call('POST', `/api/benhnhan/${row._id}/an-danh`, editor, { lydo: 'Đơn yêu cầu ngày 02/01' });
    expect(done.statusCode, done.body).toBe(200);
    const record = (await call('GET', `/api/benhnhan/${row._id}`, editor)).json().data;
    expect(record).toMatchObject({
      hoten: ANONYMISED_NAME,
      dienthoai: null,
      email: null,
      cccd: null,
      bhyt: null,
      diachi: null,
      ghichu: null,
      ma: row.ma,
    });
    expect(record.andanh_luc).not.toBeNull();
    const rows = await history(row._id);
    const [twinRow] = await db.select().from(patients).where(eq(patients._id, twin._id));
    expect(twinRow).toMatchObject({ hoten: ANONYMISED_NAME, cccd: null, dienthoai: null });
    const twinRows = await history(twin._id);
    expect(twinRows.length).toBeGreaterThan(0);
    expect(JSON.stringify([...rows, ...twinRows].map((entry) => [entry.truoc, entry.sau]))).not.toMatch(
      /Hoàng Văn Nam|nam@example|001090009999/,
    );
    expect(rows.find((entry) => entry.hanhdong === 'AN_DANH')!.sau).toEqual({ lydo: 'Đơn yêu cầu ngày 02/01' });
    const [request] = await db.select().from(requests).where(eq(requests._id, requestId));
    expect(request!.benhnhan_id).toBe(row._id);
    expect((await call('PUT', `/api/benhnhan/${row._id}`, editor, patient())).statusCode).toBe(409);
    expect((await call('POST', `/api/benhnhan/${row._id}/an-danh`, editor, { lydo: 'lần hai' })).statusCode).toBe(409);
  });

  it('converts a request into a new patient keeping its consent, then matches the next request of the same person', async () => {
    const first = await addRequest('Bùi Thị Thu', '0966 777 888', true);
    const created = await call('POST', `/api/benhnhan/tu-yeu-cau/${first}`, editor);
    expect(created.statusCode, created.body).toBe(200);
    const { benhnhan, moi } = created.json().data;
    expect(moi).toBe(true);
    expect(benhnhan).toMatchObject({ hoten: 'Bùi Thị Thu', dienthoai: '0966777888', dongy_phienban: CONSENT_VERSION });
    expect(benhnhan.ma).toMatch(PATIENT_CODE);
    const [linked] = await db.select().from(requests).where(eq(requests._id, first));
    expect(linked!.benhnhan_id).toBe(benhnhan._id);
    const trace = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.tainguyen, 'yeucau'), eq(activityLog.banghi_id, first)));
    expect(trace[0]!.sau).toEqual({ benhnhan_id: benhnhan._id, benhnhan_moi: true });
    // Again: the same patient, nothing new.
    const again = await call('POST', `/api/benhnhan/tu-yeu-cau/${first}`, editor);
    expect(again.json().data).toMatchObject({ benhnhan: { _id: benhnhan._id }, moi: false });

    const second = await addRequest('bui thi thu', '0966777888');
    const matched = await call('POST', `/api/benhnhan/tu-yeu-cau/${second}`, editor);
    expect(matched.json().data).toMatchObject({ benhnhan: { _id: benhnhan._id }, moi: false });
    // The same phone under another name (a relative) is another person.
    const relative = await addRequest('Bùi Văn Tài', '0966777888');
    const other = await call('POST', `/api/benhnhan/tu-yeu-cau/${relative}`, editor);
    expect(other.json().data.moi).toBe(true);
    expect(other.json().data.benhnhan._id).not.toBe(benhnhan._id);
  });
});
