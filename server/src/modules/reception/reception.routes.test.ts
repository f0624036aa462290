// Reception's API (/api/luotkham): a check-in of a register patient or of a new one in the same step, with its order
// lines at the price of the day; queue numbers per clinic, day and room, 1..20 under 20 concurrent check-ins; the
// queue's moves with their history and live events, refused from the wrong state; the move to another room; the
// display's numbers without names; 400, 403 and the clinic's isolation; the merge moving visits.
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  activityLog,
  appointments,
  catalogueEntries,
  doctors,
  liveEvents,
  patients,
  serviceGroups,
  services,
  visits,
} from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { expectClinicIsolation } from '../../test/clinic-isolation';
import { apiCaller, createClinic, createStaff, menuEntry, staffWithMenu, type SignedIn } from '../../test/factories';
import { clinicDay } from '@phongkham/contracts';

const { app, database } = await buildTestApp();
const db = database.db;
const call = apiCaller(app);
const everything = { view: true, create: true, update: true, delete: true };
const clinic = await createClinic(db);
const receptionist = await staffWithMenu(
  app,
  db,
  [menuEntry('/tiep-nhan', everything), menuEntry('/tai-khoan-benh-nhan', everything)],
  { phongkham_id: clinic },
);

let sequence = 0;
async function addRoom(phongkham_id = clinic) {
  const n = ++sequence;
  const [row] = await db
    .insert(catalogueEntries)
    .values({ phongkham_id, loai: 'PHONG', ma: `P${n}`, ten: `Phòng ${n}` })
    .returning({ _id: catalogueEntries._id });
  return row!._id;
}
async function addPatient(phongkham_id = clinic) {
  const n = ++sequence;
  const [row] = await db
    .insert(patients)
    .values({ phongkham_id, ma: `BN-9${String(n).padStart(6, '0')}`, hoten: `Người Bệnh ${n}`, dienthoai: `0911${n}` })
    .returning({ _id: patients._id });
  return row!._id;
}
const [group] = await db
  .insert(serviceGroups)
  .values({ phongkham_id: clinic, tendanhmuc: 'Khám' })
  .returning({ _id: serviceGroups._id });
const [consultation] = await db
  .insert(services)
  .values({ phongkham_id: clinic, dmdichvu_id: group!._id, tendichvu: 'Khám nội tổng quát', gia: 150_000 })
  .returning({ _id: services._id });

type Visit = { _id: string; sothutu: number; trangthai: string; phong_id: string } & Record<string, unknown>;
async function checkIn(body: Record<string, unknown>, who: SignedIn = receptionist) {
  const response = await call('POST', '/api/luotkham', who, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Visit;
}
const act = (id: string, hanhdong: string, who: SignedIn = receptionist) =>
  call('POST', `/api/luotkham/${id}/trangthai`, who, { hanhdong });
const eventsOf = (id: string) =>
  db
    .select()
    .from(liveEvents)
    .where(eq(liveEvents.loai, 'luotkham.capnhat'))
    // In id order: without ORDER BY, PostgreSQL may hand rows back in any order.
    .orderBy(asc(liveEvents.id))
    .then((rows) => rows.filter((row) => (row.dulieu as { _id?: string })._id === id));

describe('check-in', () => {
  it('opens a visit for a register patient with the services at their price, recorded and announced', async () => {
    const room = await addRoom();
    const benhnhan_id = await addPatient();
    const visit = await checkIn({
      benhnhan_id,
      phong_id: room,
      lydo: 'Đau đầu ba ngày',
      dichvu_ids: [consultation!._id],
    });
    expect(visit).toMatchObject({
      sothutu: 1,
      trangthai: 'CHO',
      ngay: clinicDay(),
      phongkham_id: clinic,
      benhnhan_id,
      lydo: 'Đau đầu ba ngày',
      chidinh: [{ dichvu_id: consultation!._id, tendichvu: 'Khám nội tổng quát', dongia: 150_000, soluong: 1 }],
    });
    // A later price change does not rewrite the order line.
    await db.update(services).set({ gia: 200_000 }).where(eq(services._id, consultation!._id));
    const read = await call('GET', `/api/luotkham/${visit._id}`, receptionist);
    expect(read.json().data.chidinh[0].dongia).toBe(150_000);
    const [created] = await db.select().from(activityLog).where(eq(activityLog.banghi_id, visit._id));
    expect(created).toMatchObject({ hanhdong: 'TAO', tainguyen: 'luotkham' });
    expect(await eventsOf(visit._id)).toEqual([
      expect.objectContaining({
        url: '/tiep-nhan',
        phongkham_id: clinic,
        dulieu: expect.objectContaining({ sothutu: 1 }),
      }),
    ]);
  });

  it('finds the patient for the form by citizen id, phone, code or name without diacritics', async () => {
    const [row] = await db
      .insert(patients)
      .values({
        phongkham_id: clinic,
        ma: 'BN-8000001',
        hoten: 'Lê Văn Tìm',
        dienthoai: '0933444555',
        cccd: '079200001234',
      })
      .returning({ _id: patients._id });
    for (const q of ['079200001234', '0933 444', 'BN-8000001', 'le van tim']) {
      const found = await call('GET', `/api/benhnhan?q=${encodeURIComponent(q)}`, receptionist);
      expect(
        found.json().data.docs.map((doc: { _id: string }) => doc._id),
        q,
      ).toEqual([row!._id]);
    }
  });

  it('registers a new patient in the same step, under the register rules, or neither', async () => {
    const room = await addRoom();
    const visit = await checkIn({ benhnhan: { hoten: 'Trần Thị Mới', dienthoai: '0988 777 666' }, phong_id: room });
    const [created] = await db
      .select()
      .from(patients)
      .where(eq(patients._id, visit.benhnhan_id as string));
    expect(created).toMatchObject({ hoten: 'Trần Thị Mới', dienthoai: '0988777666', phongkham_id: clinic });
    expect(created!.ma).toMatch(/^BN-\d{6,}$/);
    // A bad room after a valid patient leaves no patient behind.
    const refused = await call('POST', '/api/luotkham', receptionist, {
      benhnhan: { hoten: 'Không Được Lưu', dienthoai: '0900111222' },
      phong_id: await addRoom(await createClinic(db)),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toMatchObject({ phong_id: expect.any(String) });
    expect(await db.select().from(patients).where(eq(patients.dienthoai, '0900111222'))).toEqual([]);
    // The register's own rules: the phone is required.
    const invalid = await call('POST', '/api/luotkham', receptionist, {
      benhnhan: { hoten: 'Thiếu Số' },
      phong_id: room,
    });
    expect(invalid.statusCode).toBe(400);
  });

  it("completes a register patient's missing birth date and sex with the check-in, recorded; a recorded one is kept", async () => {
    const room = await addRoom();
    const patient = await addPatient();
    const visit = await checkIn({
      benhnhan_id: patient,
      phong_id: room,
      benhnhan_bosung: { ngaysinh: '2019-04-02', gioitinh: 'NU' },
    });
    const [row] = await db
      .select({ ngaysinh: patients.ngaysinh, gioitinh: patients.gioitinh })
      .from(patients)
      .where(eq(patients._id, patient));
    expect(row).toEqual({ ngaysinh: '2019-04-02', gioitinh: 'NU' });
    const [entry] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.tainguyen, 'benhnhan'), eq(activityLog.banghi_id, patient)));
    expect(entry).toMatchObject({
      hanhdong: 'CAP_NHAT',
      sau: { ngaysinh: '2019-04-02', gioitinh: 'NU', luotkham_id: visit._id },
    });
    // Correcting a recorded birth date is the register's work: refused, and no visit is opened.
    const before = (await db.select({ _id: visits._id }).from(visits).where(eq(visits.benhnhan_id, patient))).length;
    const again = await call('POST', '/api/luotkham', receptionist, {
      benhnhan_id: patient,
      phong_id: room,
      benhnhan_bosung: { ngaysinh: '2018-01-01' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toHaveProperty('ngaysinh');
    expect((await db.select({ _id: visits._id }).from(visits).where(eq(visits.benhnhan_id, patient))).length).toBe(
      before,
    );
  });

  it('refuses a body naming no patient, or two; a foreign service; a new patient without create on the register', async () => {
    const room = await addRoom();
    const none = await call('POST', '/api/luotkham', receptionist, { phong_id: room }, 'en');
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.benhnhan_id).toMatch(/existing patient or enter a new one/);
    const foreign = await call('POST', '/api/luotkham', receptionist, {
      benhnhan_id: await addPatient(),
      phong_id: room,
      dichvu_ids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toHaveProperty('dichvu_ids');
    const deskOnly = await staffWithMenu(app, db, [menuEntry('/tiep-nhan', everything)], { phongkham_id: clinic });
    const refused = await call('POST', '/api/luotkham', deskOnly, {
      benhnhan: { hoten: 'Người Mới', dienthoai: '0900333444' },
      phong_id: room,
    });
    expect(refused.statusCode).toBe(403);
    const viewer = await staffWithMenu(app, db, [menuEntry('/tiep-nhan', { view: true })], { phongkham_id: clinic });
    expect(
      (await call('POST', '/api/luotkham', viewer, { benhnhan_id: await addPatient(), phong_id: room })).statusCode,
    ).toBe(403);
  });

  it("honours an appointment: it becomes arrived and the visit is its doctor's; twice, or another's, is refused", async () => {
    const room = await addRoom();
    const benhnhan_id = await addPatient();
    const stranger = await addPatient();
    const account = await createStaff(db, { role: 'BACSY', phongkham_id: clinic });
    const [doctor] = await db
      .insert(doctors)
      .values({ phongkham_id: clinic, nhanvien_id: account._id, chuyenkhoa: 'Nội tổng quát' })
      .returning({ _id: doctors._id });
    const [appointment] = await db
      .insert(appointments)
      .values({
        phongkham_id: clinic,
        bacsi_id: doctor!._id,
        benhnhan_id,
        batdau: new Date(),
        ketthuc: new Date(Date.now() + 15 * 60_000),
        hoten: 'Người Hẹn',
        dienthoai: '0900000009',
        nguon: 'WEB',
      })
      .returning({ _id: appointments._id });

    const refused = await call('POST', '/api/luotkham', receptionist, {
      benhnhan_id: stranger,
      phong_id: room,
      lichhen_id: appointment!._id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty('lichhen_id');

    const visit = await checkIn({ benhnhan_id, phong_id: room, lichhen_id: appointment!._id });
    expect(visit).toMatchObject({ lichhen_id: appointment!._id, bacsi_id: doctor!._id, sothutu: 1 });
    const [honoured] = await db.select().from(appointments).where(eq(appointments._id, appointment!._id));
    expect(honoured!.trangthai).toBe('DA_DEN');

    const again = await call('POST', '/api/luotkham', receptionist, {
      benhnhan_id,
      phong_id: room,
      lichhen_id: appointment!._id,
    });
    expect(again.statusCode).toBe(409);
    // Refused whole: no second visit was numbered.
    expect(await db.select().from(visits).where(eq(visits.phong_id, room))).toHaveLength(1);
  });

  it("checks in a site booking that has no patient yet: the register's match of its phone and name, else a new one", async () => {
    const room = await addRoom();
    const account = await createStaff(db, { role: 'BACSY', phongkham_id: clinic });
    const [doctor] = await db
      .insert(doctors)
      .values({ phongkham_id: clinic, nhanvien_id: account._id, chuyenkhoa: 'Nội tổng quát' })
      .returning({ _id: doctors._id });
    const known = await addPatient();
    const [person] = await db.select().from(patients).where(eq(patients._id, known));
    const booked = async (hoten: string, dienthoai: string, minutes: number) =>
      (
        await db
          .insert(appointments)
          .values({
            phongkham_id: clinic,
            bacsi_id: doctor!._id,
            batdau: new Date(Date.now() + minutes * 60_000),
            ketthuc: new Date(Date.now() + (minutes + 15) * 60_000),
            hoten,
            dienthoai,
            nguon: 'WEB',
          })
          .returning({ _id: appointments._id })
      )[0]!._id;
    // The register's patient of this phone, the name written without its accents.
    const first = await booked(person!.hoten.normalize('NFD').replace(/\p{M}/gu, ''), person!.dienthoai!, 60);
    const visit = await checkIn({ phong_id: room, lichhen_id: first });
    expect(visit).toMatchObject({ benhnhan_id: known, bacsi_id: doctor!._id, lichhen_id: first });
    expect((await db.select().from(appointments).where(eq(appointments._id, first)))[0]).toMatchObject({
      benhnhan_id: known,
      trangthai: 'DA_DEN',
    });
    // Nobody of that phone: the arrival makes the register's record, with its history.
    const second = await booked('Lê Văn Mới', '0987000111', 120);
    const fresh = await checkIn({ phong_id: room, lichhen_id: second });
    const [made] = await db
      .select()
      .from(patients)
      .where(eq(patients._id, fresh.benhnhan_id as string));
    expect(made).toMatchObject({ hoten: 'Lê Văn Mới', dienthoai: '0987000111', phongkham_id: clinic });
    expect(await db.select().from(activityLog).where(eq(activityLog.banghi_id, made!._id))).toHaveLength(1);
    // Neither a patient nor an appointment: refused as before.
    expect((await call('POST', '/api/luotkham', receptionist, { phong_id: room })).statusCode).toBe(400);
  });

  it('numbers 20 concurrent check-ins into one room 1..20, and another room from 1', async () => {
    const room = await addRoom();
    const patientIds = await Promise.all(Array.from({ length: 20 }, () => addPatient()));
    const answers = await Promise.all(
      patientIds.map((benhnhan_id) => call('POST', '/api/luotkham', receptionist, { benhnhan_id, phong_id: room })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    const numbers = answers.map((answer) => answer.json().data.sothutu as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const other = await checkIn({ benhnhan_id: patientIds[0], phong_id: await addRoom() });
    expect(other.sothutu).toBe(1);
  });
});

describe('the queue', () => {
  it('calls, skips, recalls, starts and finishes, each move recorded and announced; a wrong move is a 409', async () => {
    const room = await addRoom();
    const visit = await checkIn({ benhnhan_id: await addPatient(), phong_id: room });
    expect((await act(visit._id, 'XONG')).statusCode).toBe(409);
    const called = await act(visit._id, 'GOI');
    expect(called.json().data).toMatchObject({ trangthai: 'DANG_GOI', goi_luc: expect.any(String) });
    expect((await act(visit._id, 'BO_QUA')).json().data.trangthai).toBe('BO_QUA');
    expect((await act(visit._id, 'GOI_LAI')).json().data.trangthai).toBe('DANG_GOI');
    expect((await act(visit._id, 'BAT_DAU')).json().data).toMatchObject({ trangthai: 'DANG_KHAM' });
    expect((await act(visit._id, 'HUY')).statusCode).toBe(409);
    expect((await act(visit._id, 'XONG')).json().data).toMatchObject({
      trangthai: 'XONG',
      ketthuc_luc: expect.any(String),
    });
    const rows = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.banghi_id, visit._id), eq(activityLog.hanhdong, 'CAP_NHAT')))
      .orderBy(asc(activityLog.createdAt), asc(activityLog._id));
    expect(rows.map((row) => (row.sau as { hanhdong: string }).hanhdong)).toEqual([
      'GOI',
      'BO_QUA',
      'GOI_LAI',
      'BAT_DAU',
      'XONG',
    ]);
    expect((await eventsOf(visit._id)).map((event) => (event.dulieu as { hanhdong: string }).hanhdong)).toEqual([
      'TIEP_NHAN',
      'GOI',
      'BO_QUA',
      'GOI_LAI',
      'BAT_DAU',
      'XONG',
    ]);
  });

  it('lists a room and day in number order, and moves a waiting visit to the next number of another room', async () => {
    const room = await addRoom();
    const second = await addRoom();
    const first = await checkIn({ benhnhan_id: await addPatient(), phong_id: room });
    await checkIn({ benhnhan_id: await addPatient(), phong_id: second });
    const list = await call('GET', `/api/luotkham?limit=0&ngay=${clinicDay()}&phong_id=${room}`, receptionist);
    expect(list.json().data.docs.map((row: Visit) => row.sothutu)).toEqual([1]);
    expect(list.json().data.docs[0]).toMatchObject({ benhnhan_hoten: expect.stringMatching(/^Người Bệnh/) });
    const moved = await call('POST', `/api/luotkham/${first._id}/chuyenphong`, receptionist, { phong_id: second });
    expect(moved.json().data).toMatchObject({ phong_id: second, sothutu: 2, trangthai: 'CHO' });
    const same = await call('POST', `/api/luotkham/${first._id}/chuyenphong`, receptionist, { phong_id: second });
    expect(same.statusCode).toBe(400);
  });

  it("sets a waiting visit's doctor, reason and services until the doctor opens it, audited; 403 and 409 refused", async () => {
    const room = await addRoom();
    const account = await createStaff(db, { role: 'BACSY', phongkham_id: clinic });
    const [doctor] = await db
      .insert(doctors)
      .values({ phongkham_id: clinic, nhanvien_id: account._id, chuyenkhoa: 'Nhi' })
      .returning({ _id: doctors._id });
    const [tests] = await db
      .insert(services)
      .values({ phongkham_id: clinic, dmdichvu_id: group!._id, tendichvu: 'Xét nghiệm máu', gia: 90_000 })
      .returning({ _id: services._id });
    // Checked in half-way (Enter in the birth date): no doctor, reason or service.
    const visit = await checkIn({ benhnhan_id: await addPatient(), phong_id: room });
    const edit = (body: Record<string, unknown>, who: SignedIn = receptionist) =>
      call('PUT', `/api/luotkham/${visit._id}`, who, body, 'en');
    const set = await edit({
      bacsi_id: doctor!._id,
      lydo: ' Sốt hai ngày ',
      dichvu_ids: [consultation!._id, tests!._id],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ bacsi_id: doctor!._id, lydo: 'Sốt hai ngày', sothutu: visit.sothutu });
    expect(set.json().data.chidinh.map((line: { dichvu_id: string }) => line.dichvu_id)).toEqual([
      consultation!._id,
      tests!._id,
    ]);
    // A service dropped is cancelled, not erased; the reason alone changes nothing else.
    const changed = await edit({ dichvu_ids: [tests!._id] });
    expect(changed.json().data.chidinh).toMatchObject([
      { dichvu_id: consultation!._id, trangthai: 'HUY' },
      { dichvu_id: tests!._id, trangthai: 'CHI_DINH' },
    ]);
    expect(changed.json().data.bacsi_id).toBe(doctor!._id);
    const foreign = await edit({ bacsi_id: '00000000-0000-4000-8000-000000000000' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toHaveProperty('bacsi_id');
    const viewer = await staffWithMenu(app, db, [menuEntry('/tiep-nhan', { view: true })], { phongkham_id: clinic });
    expect((await edit({ lydo: 'Khác' }, viewer)).statusCode).toBe(403);
    const rows = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.banghi_id, visit._id), eq(activityLog.hanhdong, 'CAP_NHAT')))
      .orderBy(asc(activityLog.createdAt), asc(activityLog._id));
    expect(rows.map((row) => [row.truoc, row.sau])).toEqual([
      [
        { bacsi_id: null, lydo: null, dichvu_ids: [] },
        { bacsi_id: doctor!._id, lydo: 'Sốt hai ngày', dichvu_ids: [consultation!._id, tests!._id], hanhdong: 'SUA' },
      ],
      [
        { bacsi_id: doctor!._id, lydo: 'Sốt hai ngày', dichvu_ids: [consultation!._id, tests!._id] },
        { bacsi_id: doctor!._id, lydo: 'Sốt hai ngày', dichvu_ids: [tests!._id], hanhdong: 'SUA' },
      ],
    ]);
    expect((await eventsOf(visit._id)).at(-1)?.dulieu).toMatchObject({ hanhdong: 'SUA' });
    // The doctor opened it: reception can no longer change it.
    await act(visit._id, 'BAT_DAU');
    const late = await edit({ lydo: 'Đổi ý' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/doctor has opened this visit/);
    expect((await call('GET', `/api/luotkham/${visit._id}`, receptionist)).json().data.lydo).toBe('Sốt hai ngày');
  });

  it('shows the display numbers per room, never a name', async () => {
    const room = await addRoom();
    const [a, b, c] = [
      await checkIn({ benhnhan_id: await addPatient(), phong_id: room }),
      await checkIn({ benhnhan_id: await addPatient(), phong_id: room }),
      await checkIn({ benhnhan_id: await addPatient(), phong_id: room }),
    ];
    await act(a!._id, 'BAT_DAU');
    await act(b!._id, 'GOI');
    const display = await call('GET', '/api/luotkham/man-hinh', receptionist);
    expect(display.statusCode).toBe(200);
    const rooms = display.json().data as { phong_id: string }[];
    expect(rooms.find((entry) => entry.phong_id === room)).toEqual({
      phong_id: room,
      phong_ten: expect.any(String),
      dang_goi: 2,
      dang_kham: [1],
      tiep_theo: [c!.sothutu],
    });
    expect(display.body).not.toMatch(/Người Bệnh/);
    const rooms2 = await call('GET', '/api/luotkham/phong', receptionist);
    expect(rooms2.json().data).toContainEqual({ _id: room, ma: expect.any(String), ten: expect.any(String) });
  });

  it('moves the visits of a merged duplicate to the kept record', async () => {
    const kept = await addPatient();
    const duplicate = await addPatient();
    const visit = await checkIn({ benhnhan_id: duplicate, phong_id: await addRoom() });
    const merged = await call('POST', `/api/benhnhan/${kept}/gop`, receptionist, { trunglap_id: duplicate });
    expect(merged.statusCode, merged.body).toBe(200);
    const [row] = await db.select({ benhnhan_id: visits.benhnhan_id }).from(visits).where(eq(visits._id, visit._id));
    expect(row!.benhnhan_id).toBe(kept);
    // The kept record's chart lists the visit.
    const chart = (await call('GET', `/api/benhnhan/${kept}/lienket`, receptionist)).json().data;
    expect(chart.luotkham).toEqual([expect.objectContaining({ _id: visit._id, sothutu: 1, trangthai: 'CHO' })]);
  });

  it("keeps each clinic's visits to itself", async () => {
    await expectClinicIsolation(app, db, {
      api: '/api/luotkham',
      url: '/tiep-nhan',
      insert: async (phongkham_id) => {
        const [row] = await db
          .insert(visits)
          .values({
            phongkham_id,
            benhnhan_id: await addPatient(phongkham_id),
            phong_id: await addRoom(phongkham_id),
            ngay: clinicDay(),
            sothutu: 1,
          })
          .returning({ _id: visits._id });
        return row!._id;
      },
      actions: (id) => [
        { method: 'POST', url: `/api/luotkham/${id}/trangthai`, payload: { hanhdong: 'GOI' } },
        { method: 'POST', url: `/api/luotkham/${id}/chuyenphong`, payload: { phong_id: id } },
      ],
    });
  });
});
