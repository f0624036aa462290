// The lab and imaging API: the catalogue's panel rule; a doctor's order through its steps with a lab result flagged
// against the range of the patient's sex and age, refused from the wrong state, audited and announced; the visit's
// results back to the doctor (their reading recorded); an imaging report with an uploaded picture; each kind under
// its own page's grants (a technician's role from the lab grants alone); the clinic's isolation.
import { clinicDay, type LabRange } from '@phongkham/contracts';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  activityLog,
  catalogueEntries,
  doctors,
  labTests,
  liveEvents,
  orderLines,
  patients,
  serviceGroups,
  services,
  visits,
} from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { expectClinicIsolation } from '../../test/clinic-isolation';
import {
  apiCaller,
  createClinic,
  createStaff,
  menuEntry,
  nextAddress,
  signIn,
  staffWithMenu,
  type SignedIn,
} from '../../test/factories';
import { multipartBody } from '../../test/multipart';

const { app, database } = await buildTestApp();
const db = database.db;
const call = apiCaller(app);
const clinic = await createClinic(db);
const doctor = await staffWithMenu(
  app,
  db,
  [
    menuEntry('/xet-nghiem', { view: true, create: true }, ['PRINT']),
    menuEntry('/chan-doan-hinh-anh', { view: true, create: true }, ['PRINT']),
  ],
  { phongkham_id: clinic },
);
// Reads charts (every doctor's patients).
const chartReader = await staffWithMenu(app, db, [menuEntry('/kham-benh', { view: true }, ['ALL'])], {
  phongkham_id: clinic,
});
// The technician's role of docs/permissions.md, made from the lab's grants only.
const technician = await staffWithMenu(
  app,
  db,
  [
    menuEntry('/xet-nghiem', { view: true, update: true }, ['PRINT']),
    menuEntry('/danh-muc-xet-nghiem', { view: true }),
  ],
  { phongkham_id: clinic },
);
const imagingTech = await staffWithMenu(app, db, [menuEntry('/chan-doan-hinh-anh', { view: true, update: true })], {
  phongkham_id: clinic,
});
const cataloguer = await staffWithMenu(
  app,
  db,
  [menuEntry('/danh-muc-xet-nghiem', { view: true, create: true, update: true, delete: true })],
  { phongkham_id: clinic },
);

let sequence = 0;
async function clinicSetup(phongkham_id: string) {
  const n = ++sequence;
  const [group] = await db
    .insert(serviceGroups)
    .values({ phongkham_id, tendanhmuc: `Cận lâm sàng ${n}` })
    .returning({ _id: serviceGroups._id });
  const service = async (tendichvu: string, loai: 'XET_NGHIEM' | 'CHAN_DOAN_HINH_ANH' | 'KHAM', gia: number) =>
    (
      await db
        .insert(services)
        .values({ phongkham_id, dmdichvu_id: group!._id, tendichvu, gia, loai })
        .returning({ _id: services._id })
    )[0]!._id;
  const [room] = await db
    .insert(catalogueEntries)
    .values({ phongkham_id, loai: 'PHONG', ma: `P${n}`, ten: `Phòng ${n}` })
    .returning({ _id: catalogueEntries._id });
  return {
    lipid: await service('Xét nghiệm mỡ máu', 'XET_NGHIEM', 200_000),
    cbc: await service('Tổng phân tích tế bào máu', 'XET_NGHIEM', 120_000),
    ultrasound: await service('Siêu âm bụng tổng quát', 'CHAN_DOAN_HINH_ANH', 250_000),
    consultation: await service('Khám nội', 'KHAM', 150_000),
    room: room!._id,
  };
}
async function openVisit(
  phongkham_id: string,
  room: string,
  person: { gioitinh: 'NAM' | 'NU'; ngaysinh: string },
): Promise<string> {
  const n = ++sequence;
  const [patient] = await db
    .insert(patients)
    .values({ phongkham_id, ma: `BN-7${String(n).padStart(6, '0')}`, hoten: `Người Bệnh ${n}`, ...person })
    .returning({ _id: patients._id });
  const [visit] = await db
    .insert(visits)
    .values({ phongkham_id, benhnhan_id: patient!._id, phong_id: room, ngay: clinicDay(), sothutu: n })
    .returning({ _id: visits._id });
  return visit!._id;
}
async function addTest(phongkham_id: string, dichvu_id: string, ma: string, khoang: LabRange[], thutu = 0) {
  const [row] = await db
    .insert(labTests)
    .values({ phongkham_id, dichvu_id, ma, ten: ma, donvi: 'mmol/L', khoang, thutu })
    .returning({ _id: labTests._id });
  return row!._id;
}

const here = await clinicSetup(clinic);
// HDL-C: low below 1.0 for men, below 1.3 for women; haemoglobin: a child's band beside the adults'.
const hdl = await addTest(
  clinic,
  here.lipid,
  'HDL-C',
  [
    { gioitinh: 'NAM', thap: 1.0 },
    { gioitinh: 'NU', thap: 1.3 },
  ],
  1,
);
const ldl = await addTest(clinic, here.lipid, 'LDL-C', [{ cao: 3.4, nguycao: 4.9 }], 2);
const hgb = await addTest(
  clinic,
  here.cbc,
  'HGB',
  [
    { gioitinh: 'NAM', tuoitu: 12, thap: 130, cao: 170, nguythap: 70 },
    { gioitinh: 'NU', tuoitu: 12, thap: 120, cao: 150, nguythap: 70 },
    { tuoiden: 12, thap: 110, cao: 155, nguythap: 70 },
  ],
  1,
);

type Order = {
  _id: string;
  trangthai: string;
  batthuong: boolean;
  chiso: { chiso_id: string; giatri: number | null; co: string | null; khoang: LabRange | null }[];
  hinhanh: { _id: string; url: string }[];
} & Record<string, unknown>;

async function order(api: string, luotkham_id: string, dichvu_ids: string[], who: SignedIn = doctor) {
  const response = await call('POST', api, who, { luotkham_id, dichvu_ids });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Order[];
}
const step = (api: string, id: string, hanhdong: string, who: SignedIn = technician) =>
  call('POST', `${api}/${id}/trangthai`, who, { hanhdong });
const value = (record: Order, id: string) => record.chiso.find((entry) => entry.chiso_id === id)!;

describe('the lab catalogue', () => {
  it('keeps a test with its ranges under a lab-kind panel of the clinic, and refuses another kind or a reversed range', async () => {
    const created = await call('POST', '/api/chisoxetnghiem', cataloguer, {
      dichvu_id: here.lipid,
      ma: 'chol',
      ten: 'Cholesterol toàn phần',
      donvi: 'mmol/L',
      khoang: [{ thap: 3.9, cao: 5.2 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ ma: 'CHOL', dichvu_ten: 'Xét nghiệm mỡ máu', phongkham_id: clinic });
    const panels = await call('GET', '/api/chisoxetnghiem/bo', cataloguer);
    expect(
      panels
        .json()
        .data.map((panel: { _id: string }) => panel._id)
        .sort(),
    ).toEqual([here.lipid, here.cbc].sort());

    const wrongKind = await call('POST', '/api/chisoxetnghiem', cataloguer, {
      dichvu_id: here.ultrasound,
      ma: 'X1',
      ten: 'Sai loại',
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().errors.dichvu_id).toBe('Hãy chọn một dịch vụ xét nghiệm trong bảng giá của phòng khám.');
    const reversed = await call(
      'POST',
      '/api/chisoxetnghiem',
      cataloguer,
      { dichvu_id: here.lipid, ma: 'X2', ten: 'Ngược', khoang: [{ thap: 5, cao: 1 }] },
      'en',
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors['khoang.0.cao']).toBe('The lower limit must be below the upper limit');
    expect(
      (await call('POST', '/api/chisoxetnghiem', doctor, { dichvu_id: here.lipid, ma: 'X3', ten: 'X' })).statusCode,
    ).toBe(403);
  });
});

describe('a lab order', () => {
  it('goes ordered → sample taken → result entered → verified, flagging by the range of the patient’s sex and age', async () => {
    const man = await openVisit(clinic, here.room, { gioitinh: 'NAM', ngaysinh: '1980-05-01' });
    const woman = await openVisit(clinic, here.room, { gioitinh: 'NU', ngaysinh: '1985-03-09' });
    const child = await openVisit(clinic, here.room, {
      gioitinh: 'NAM',
      ngaysinh: `${Number(clinicDay().slice(0, 4)) - 8}-01-01`,
    });

    const [hisLipids] = await order('/api/xetnghiem', man, [here.lipid]);
    expect(hisLipids).toMatchObject({ trangthai: 'CHI_DINH', tendichvu: 'Xét nghiệm mỡ máu', loai: 'XET_NGHIEM' });
    const [herLipids] = await order('/api/xetnghiem', woman, [here.lipid]);
    const [childCbc] = await order('/api/xetnghiem', child, [here.cbc]);

    // A result before the sample, or a verification before the result, is refused.
    const early = await call('PUT', `/api/xetnghiem/${hisLipids!._id}/ketqua`, technician, {
      giatri: [{ chiso_id: hdl, giatri: 1.1 }],
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Chỉ định đang ở trạng thái không cho phép thao tác này. Hãy tải lại danh sách.');
    expect((await step('/api/xetnghiem', hisLipids!._id, 'DUYET')).statusCode).toBe(409);

    for (const line of [hisLipids!, herLipids!, childCbc!]) {
      const taken = await step('/api/xetnghiem', line._id, 'THUC_HIEN');
      expect(taken.statusCode, taken.body).toBe(200);
      expect(taken.json().data.trangthai).toBe('DA_THUC_HIEN');
    }
    const enter = (id: string, giatri: { chiso_id: string; giatri: number | null }[]) =>
      call('PUT', `/api/xetnghiem/${id}/ketqua`, technician, { giatri });
    // HDL-C 1.1: normal for a man, low for a woman. LDL-C 5.2: above the critical limit.
    const his = await enter(hisLipids!._id, [
      { chiso_id: hdl, giatri: 1.1 },
      { chiso_id: ldl, giatri: 3.0 },
    ]);
    expect(his.statusCode, his.body).toBe(200);
    expect(his.json().data).toMatchObject({ trangthai: 'CO_KET_QUA', batthuong: false });
    expect(value(his.json().data, hdl)).toMatchObject({ giatri: 1.1, co: 'BINH_THUONG', khoang: { thap: 1.0 } });
    const hers = (
      await enter(herLipids!._id, [
        { chiso_id: hdl, giatri: 1.1 },
        { chiso_id: ldl, giatri: 5.2 },
      ])
    ).json().data as Order;
    expect(hers.batthuong).toBe(true);
    expect(value(hers, hdl)).toMatchObject({ co: 'THAP', khoang: { gioitinh: 'NU', thap: 1.3 } });
    expect(value(hers, ldl).co).toBe('NGUY_HIEM_CAO');
    // Haemoglobin 125 g/L: below a man's range, inside an eight-year-old's.
    const childResult = (await enter(childCbc!._id, [{ chiso_id: hgb, giatri: 125 }])).json().data as Order;
    expect(value(childResult, hgb)).toMatchObject({ co: 'BINH_THUONG', khoang: { tuoiden: 12, thap: 110 } });
    // A test of another panel is not this order's.
    const foreign = await enter(childCbc!._id, [{ chiso_id: hdl, giatri: 1 }]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.giatri).toBe('Chỉ số không thuộc bộ xét nghiệm của chỉ định này.');

    const verified = await step('/api/xetnghiem', herLipids!._id, 'DUYET');
    expect(verified.json().data).toMatchObject({ trangthai: 'DA_DUYET', nguoiduyet_hoten: expect.any(String) });
    // Verified is final: no correction, no cancelling.
    expect((await enter(herLipids!._id, [{ chiso_id: hdl, giatri: 1.5 }])).statusCode).toBe(409);
    expect((await step('/api/xetnghiem', herLipids!._id, 'HUY')).statusCode).toBe(409);

    const history = await db
      .select({ hanhdong: activityLog.hanhdong, sau: activityLog.sau })
      .from(activityLog)
      .where(and(eq(activityLog.tainguyen, 'chidinh'), eq(activityLog.banghi_id, herLipids!._id)))
      .orderBy(asc(activityLog.createdAt));
    expect(history.map((row) => (row.sau as { hanhdong?: string }).hanhdong ?? row.hanhdong)).toEqual([
      'TAO',
      'THUC_HIEN',
      'KET_QUA',
      'DUYET',
    ]);
    const events = (
      await db.select().from(liveEvents).where(eq(liveEvents.loai, 'chidinh.capnhat')).orderBy(asc(liveEvents.id))
    ).filter((event) => (event.dulieu as { _id: string })._id === herLipids!._id);
    expect(events).toHaveLength(4);
    expect(events[0]).toMatchObject({ url: '/xet-nghiem', phongkham_id: clinic });
    expect(JSON.stringify(events)).not.toContain('Người Bệnh');

    // The doctor reads the visit's results back, flags included; the reading is recorded.
    const back = await call('GET', `/api/ketqua?luotkham_id=${woman}`, doctor);
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toEqual([
      expect.objectContaining({ _id: herLipids!._id, trangthai: 'DA_DUYET', batthuong: true }),
    ]);
    const reads = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.hanhdong, 'XEM'), eq(activityLog.banghi_id, woman)));
    expect(reads).toHaveLength(1);

    // The patient's chart carries the same result, its values flagged.
    const [herVisit] = await db.select({ benhnhan_id: visits.benhnhan_id }).from(visits).where(eq(visits._id, woman));
    const chart = await call('GET', `/api/khambenh/benh-an/${herVisit!.benhnhan_id}`, chartReader);
    expect(chart.statusCode, chart.body).toBe(200);
    expect(chart.json().data.luotkham[0].ketqua).toEqual([
      expect.objectContaining({
        _id: herLipids!._id,
        batthuong: true,
        chiso: expect.arrayContaining([expect.objectContaining({ chiso_id: ldl, giatri: 5.2, co: 'NGUY_HIEM_CAO' })]),
      }),
    ]);

    // The worklist: today's lab orders, by state.
    const list = await call('GET', `/api/xetnghiem?ngay=${clinicDay()}&trangthai=CO_KET_QUA&limit=50`, technician);
    const ids = list.json().data.docs.map((row: Order) => row._id);
    expect(ids).toEqual(expect.arrayContaining([hisLipids!._id, childCbc!._id]));
    expect(ids).not.toContain(herLipids!._id);

    // The sheet's header: the visit's clinic as its record names it (not the site's hotline).
    const sheet = (await call('GET', `/api/xetnghiem/${herLipids!._id}`, technician)).json().data;
    expect(sheet).toMatchObject({
      phongkham_ten: expect.stringMatching(/^Phòng khám kiểm thử/),
      phongkham_dienthoai: '0281234567',
    });
  });

  it('takes only services of its kind for an open visit, and cancels before the result', async () => {
    const visit = await openVisit(clinic, here.room, { gioitinh: 'NU', ngaysinh: '1990-01-01' });
    const wrong = await call('POST', '/api/xetnghiem', doctor, { luotkham_id: visit, dichvu_ids: [here.ultrasound] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.dichvu_ids).toBeDefined();
    const [line] = await order('/api/xetnghiem', visit, [here.cbc]);
    expect((await step('/api/xetnghiem', line!._id, 'HUY')).json().data.trangthai).toBe('HUY');
    expect((await step('/api/xetnghiem', line!._id, 'THUC_HIEN')).statusCode).toBe(409);
    await db.update(visits).set({ trangthai: 'HUY' }).where(eq(visits._id, visit));
    expect(
      (await call('POST', '/api/xetnghiem', doctor, { luotkham_id: visit, dichvu_ids: [here.cbc] })).statusCode,
    ).toBe(409);
  });
});

describe('an imaging order', () => {
  it('is reported with findings, a conclusion and an uploaded picture checked by its content', async () => {
    const visit = await openVisit(clinic, here.room, { gioitinh: 'NAM', ngaysinh: '1970-07-07' });
    const [scan] = await order('/api/chandoanhinhanh', visit, [here.ultrasound]);
    expect((await step('/api/chandoanhinhanh', scan!._id, 'THUC_HIEN', imagingTech)).statusCode).toBe(200);

    const upload = async (bytes: Buffer, filename: string) => {
      const body = multipartBody({}, [{ filename, contentType: 'image/png', bytes }]);
      return app.inject({
        method: 'POST',
        url: '/api/uploads',
        payload: body.payload,
        remoteAddress: nextAddress(),
        headers: { ...body.headers, authorization: `Bearer ${imagingTech.token}` },
      });
    };
    const notAPicture = await upload(Buffer.from('not an image at all'), 'sieuam.png');
    expect(notAPicture.statusCode).toBe(400);
    const picture = await upload(
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#222222' } })
        .png()
        .toBuffer(),
      'sieuam.png',
    );
    expect(picture.statusCode, picture.body).toBe(201);
    const pictureId = picture.json().data._id as string;

    const report = {
      mota: 'Gan không to, nhu mô tăng âm lan tỏa. Túi mật không sỏi.',
      ketluan: 'Gan nhiễm mỡ độ I',
      hinhanh_ids: [pictureId],
    };
    const unknown = await call('PUT', `/api/chandoanhinhanh/${scan!._id}/ketqua`, imagingTech, {
      ...report,
      hinhanh_ids: ['0193a000-0000-7000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(400);
    const entered = await call('PUT', `/api/chandoanhinhanh/${scan!._id}/ketqua`, imagingTech, report);
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json().data).toMatchObject({
      trangthai: 'CO_KET_QUA',
      ketluan: 'Gan nhiễm mỡ độ I',
      hinhanh: [{ _id: pictureId, url: expect.stringMatching(/^\/uploads\//) }],
    });
    // A conclusion is required.
    expect((await call('PUT', `/api/chandoanhinhanh/${scan!._id}/ketqua`, imagingTech, { mota: 'x' })).statusCode).toBe(
      400,
    );
  });
});

describe('permissions', () => {
  it('gives each kind its own page’s grants: the doctor orders, the technicians enter their own kind only', async () => {
    const visit = await openVisit(clinic, here.room, { gioitinh: 'NAM', ngaysinh: '1975-02-02' });
    const [lab] = await order('/api/xetnghiem', visit, [here.lipid]);
    const [scan] = await order('/api/chandoanhinhanh', visit, [here.ultrasound]);
    // The doctor may not take a step or enter a result; the lab technician may not order.
    expect((await step('/api/xetnghiem', lab!._id, 'THUC_HIEN', doctor)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/xetnghiem', technician, { luotkham_id: visit, dichvu_ids: [here.lipid] })).statusCode,
    ).toBe(403);
    // Each technician only their own room's kind.
    expect((await step('/api/chandoanhinhanh', scan!._id, 'THUC_HIEN', technician)).statusCode).toBe(403);
    expect((await call('GET', `/api/chandoanhinhanh/${scan!._id}`, technician)).statusCode).toBe(403);
    expect((await step('/api/xetnghiem', lab!._id, 'THUC_HIEN', imagingTech)).statusCode).toBe(403);
    // The visit's results: each kind only with its grant.
    const labOnly = await call('GET', `/api/ketqua?luotkham_id=${visit}`, technician);
    expect(labOnly.json().data.map((row: Order) => row._id)).toEqual([lab!._id]);
    const both = await call('GET', `/api/ketqua?luotkham_id=${visit}`, doctor);
    expect(both.json().data).toHaveLength(2);
    expect((await call('GET', `/api/ketqua?luotkham_id=${visit}`, cataloguer)).statusCode).toBe(403);
    expect((await call('GET', `/api/ketqua?luotkham_id=${visit}`)).statusCode).toBe(401);
  });

  it("keeps a doctor to the orders and results of the visits in their care; a technician works the clinic's list", async () => {
    // Two doctors with the built-in role (no ALL on /kham-benh), each with a profile, each with a patient.
    const careDoctor = async () => {
      const account = await createStaff(db, { role: 'BACSY', phongkham_id: clinic });
      const [profile] = await db
        .insert(doctors)
        .values({ phongkham_id: clinic, nhanvien_id: account._id, chuyenkhoa: 'Nội tổng quát' })
        .returning({ _id: doctors._id });
      const visit = await openVisit(clinic, here.room, { gioitinh: 'NU', ngaysinh: '1980-03-03' });
      await db.update(visits).set({ bacsi_id: profile!._id }).where(eq(visits._id, visit));
      return { who: await signIn(app, account), visit };
    };
    const a1 = await careDoctor();
    const a2 = await careDoctor();
    const [lab] = await order('/api/xetnghiem', a1.visit, [here.lipid], a1.who);
    const [scan] = await order('/api/chandoanhinhanh', a1.visit, [here.ultrasound], a1.who);
    // The first doctor orders nothing on the second doctor's visit: it is not found, as another clinic's.
    for (const api of ['/api/xetnghiem', '/api/chandoanhinhanh']) {
      const refused = await call('POST', api, a1.who, { luotkham_id: a2.visit, dichvu_ids: [here.lipid] });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().errors).toHaveProperty('luotkham_id');
    }
    const listed = async (url: string, who: SignedIn) =>
      ((await call('GET', url, who)).json().data.docs as Order[]).map((row) => row._id);
    // The second doctor reads none of the first doctor's patient's results, one by one, by visit or in the lists.
    expect((await call('GET', `/api/xetnghiem/${lab!._id}`, a2.who)).statusCode).toBe(404);
    expect((await call('GET', `/api/chandoanhinhanh/${scan!._id}`, a2.who)).statusCode).toBe(404);
    expect(await listed(`/api/xetnghiem?limit=0&luotkham_id=${a1.visit}`, a2.who)).toEqual([]);
    expect(await listed('/api/xetnghiem?limit=0', a2.who)).not.toContain(lab!._id);
    expect(await listed('/api/chandoanhinhanh?limit=0', a2.who)).not.toContain(scan!._id);
    expect((await call('GET', `/api/ketqua?luotkham_id=${a1.visit}`, a2.who)).statusCode).toBe(404);
    // The first doctor reads their own; the lab technician works every line of the clinic, the doctors' included.
    expect((await call('GET', `/api/xetnghiem/${lab!._id}`, a1.who)).statusCode).toBe(200);
    expect((await call('GET', `/api/ketqua?luotkham_id=${a1.visit}`, a1.who)).json().data).toHaveLength(2);
    expect(await listed(`/api/xetnghiem?limit=0&luotkham_id=${a1.visit}`, technician)).toEqual([lab!._id]);
    expect((await step('/api/xetnghiem', lab!._id, 'THUC_HIEN', technician)).statusCode).toBe(200);
  });

  it("shows reception the names and states of a visit's ordered tests, never a value, flag, note or conclusion", async () => {
    const desk = await signIn(app, await createStaff(db, { role: 'LETAN', phongkham_id: clinic }));
    const visit = await openVisit(clinic, here.room, { gioitinh: 'NAM', ngaysinh: '1970-01-01' });
    const [line] = await order('/api/xetnghiem', visit, [here.lipid]);
    await step('/api/xetnghiem', line!._id, 'THUC_HIEN');
    const entered = await call('PUT', `/api/xetnghiem/${line!._id}/ketqua`, technician, {
      giatri: [{ chiso_id: ldl, giatri: 5.2 }],
      ketluan: 'Rối loạn lipid máu',
    });
    expect(entered.statusCode, entered.body).toBe(200);
    const atDesk = await call('GET', `/api/luotkham/${visit}`, desk);
    expect(atDesk.statusCode, atDesk.body).toBe(200);
    expect(atDesk.json().data.chidinh).toEqual([
      expect.objectContaining({ tendichvu: 'Xét nghiệm mỡ máu', trangthai: 'CO_KET_QUA' }),
    ]);
    for (const entry of atDesk.json().data.chidinh as Record<string, unknown>[]) {
      expect(Object.keys(entry).sort()).toEqual(['_id', 'dichvu_id', 'dongia', 'soluong', 'tendichvu', 'trangthai']);
    }
    for (const clinical of ['Rối loạn', 'ketluan', 'chiso', 'batthuong', 'giatri']) {
      expect(atDesk.body).not.toContain(clinical);
    }
    expect((await call('GET', `/api/ketqua?luotkham_id=${visit}`, desk)).statusCode).toBe(403);
  });

  it('keeps each clinic’s catalogue and orders to its own staff', async () => {
    await expectClinicIsolation(app, db, {
      api: '/api/chisoxetnghiem',
      url: '/danh-muc-xet-nghiem',
      insert: async (phongkham_id) =>
        addTest(phongkham_id, (await clinicSetup(phongkham_id)).lipid, `T${++sequence}`, []),
    });
    await expectClinicIsolation(app, db, {
      api: '/api/xetnghiem',
      url: '/xet-nghiem',
      insert: async (phongkham_id) => {
        const setup = await clinicSetup(phongkham_id);
        const visit = await openVisit(phongkham_id, setup.room, { gioitinh: 'NU', ngaysinh: '2000-01-01' });
        const [line] = await db
          .insert(orderLines)
          .values({ phongkham_id, luotkham_id: visit, dichvu_id: setup.cbc, tendichvu: 'CBC', dongia: 1 })
          .returning({ _id: orderLines._id });
        return line!._id;
      },
      actions: (id) => [
        { method: 'POST', url: `/api/xetnghiem/${id}/trangthai`, payload: { hanhdong: 'THUC_HIEN' } },
        { method: 'PUT', url: `/api/xetnghiem/${id}/ketqua`, payload: { giatri: [{ chiso_id: hdl, giatri: 1 }] } },
      ],
    });
  });
});
