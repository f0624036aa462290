// The appointments' API: free slots from the weekly sessions, the day's exceptions (leave, extra hours) and the
// clinic's holidays; the public booking with consent, its confirmation SMS with a signed cancel link and its live
// event; one winner among 20 concurrent bookings of a slot; staff moves and state changes with history, the
// no-show count, the day-before reminder queued once.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, appointments, doctorHours, doctors, liveEvents, outbox, patients } from '../../db/schema';
import { buildTestApp, TEST_JWT_SECRET } from '../../test/app';
import {
  apiCaller,
  createClinic,
  createStaff,
  menuEntry,
  nextAddress,
  signIn,
  staffWithMenu,
} from '../../test/factories';
import { cancelToken, sendReminders } from './appointments.service';

const { app, database } = await buildTestApp();
const db = database.db;
const call = apiCaller(app);
const everything = { view: true, create: true, update: true, delete: true };
const clinic = await createClinic(db);
const desk = await staffWithMenu(app, db, [menuEntry('/dat-lich-hen', everything)], { phongkham_id: clinic });
const outsider = await staffWithMenu(app, db, [menuEntry('/tin-tuc', everything)], { phongkham_id: clinic });
const messaging = { secret: TEST_JWT_SECRET, publicUrl: 'http://localhost:3000' };

/** A doctor of the clinic with 30-minute slots, seeing patients on Mondays 08:00–10:00 (clinic time). */
async function addDoctor() {
  const account = await createStaff(db, { phongkham_id: clinic });
  const [doctor] = await db
    .insert(doctors)
    .values({ phongkham_id: clinic, nhanvien_id: account._id, chuyenkhoa: 'Nội tổng quát', thoiluong: 30 })
    .returning({ _id: doctors._id });
  await db.insert(doctorHours).values({ bacsi_id: doctor!._id, thu: 1, batdau: '08:00', ketthuc: '10:00' });
  return doctor!._id;
}

// Mondays far ahead, so no slot is in the past.
const MONDAY = '2030-03-04';
const NEXT_MONDAY = '2030-03-11';
const THIRD_MONDAY = '2030-03-18';
const at = (day: string, clock: string) => new Date(`${day}T${clock}:00+07:00`).toISOString();

const slots = async (bacsi_id: string, ngay: string) => {
  const response = await call('GET', `/api/lichhen/trong?bacsi_id=${bacsi_id}&ngay=${ngay}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { batdau: string }[]).map((slot) => slot.batdau);
};

/** A public booking, each from an address of its own unless one is given (the site's limits count per address). */
const post = (payload: unknown, lang = 'vi', remoteAddress = nextAddress()) =>
  app.inject({
    method: 'POST',
    url: '/api/lichhen',
    payload: payload as object,
    headers: { i18nextLng: lang },
    remoteAddress,
  });
/** The appointment a public answer names: the id its cancel link carries. */
const bookedId = (answer: { huy: string }) => new URL(answer.huy).searchParams.get('token')!.split('.')[0]!;
const stored = async (id: string) => (await db.select().from(appointments).where(eq(appointments._id, id)))[0]!;

let phoneSequence = 0;
const booking = (bacsi_id: string, batdau: string, extra: Record<string, unknown> = {}) => ({
  bacsi_id,
  batdau,
  hoten: 'Trần Thị Hẹn',
  dienthoai: `0912${String(++phoneSequence).padStart(6, '0')}`,
  dongy: true,
  ...extra,
});

describe('free slots', () => {
  it('cuts the weekly sessions into the slot length, less leave, plus extra sessions, none on holidays or in the past', async () => {
    const doctor = await addDoctor();
    expect(await slots(doctor, MONDAY)).toEqual(['08:00', '08:30', '09:00', '09:30'].map((t) => at(MONDAY, t)));
    // Tuesday has no session.
    expect(await slots(doctor, '2030-03-05')).toEqual([]);

    const exception = (body: Record<string, unknown>) =>
      call('POST', '/api/lichngoaile', desk, { bacsi_id: doctor, ...body });
    expect((await exception({ ngay: MONDAY, loai: 'NGHI', batdau: '08:30', ketthuc: '09:30' })).statusCode).toBe(201);
    expect((await exception({ ngay: MONDAY, loai: 'THEM', batdau: '14:00', ketthuc: '15:00' })).statusCode).toBe(201);
    expect(await slots(doctor, MONDAY)).toEqual(['08:00', '09:30', '14:00', '14:30'].map((t) => at(MONDAY, t)));
    // Leave for the whole day.
    expect((await exception({ ngay: NEXT_MONDAY, loai: 'NGHI' })).statusCode).toBe(201);
    expect(await slots(doctor, NEXT_MONDAY)).toEqual([]);
    // An extra session needs its hours; a leave's hours end after they start.
    const refused = await exception({ ngay: MONDAY, loai: 'THEM' });
    expect(refused.statusCode).toBe(400);
    expect((await exception({ ngay: MONDAY, loai: 'NGHI', batdau: '10:00', ketthuc: '09:00' })).statusCode).toBe(400);

    // A clinic holiday closes the day for every doctor.
    const holiday = await call('POST', '/api/ngaynghi', desk, { ngay: THIRD_MONDAY, ten: 'Ngày nghỉ thử' });
    expect(holiday.statusCode, holiday.body).toBe(201);
    expect(holiday.json().data).toMatchObject({ phongkham_id: clinic, ngay: THIRD_MONDAY });
    expect(await slots(doctor, THIRD_MONDAY)).toEqual([]);
    // A Monday long past.
    expect(await slots(doctor, '2020-03-02')).toEqual([]);
    expect((await call('GET', `/api/lichhen/trong?bacsi_id=${doctor}&ngay=2030-02-30`)).statusCode).toBe(400);
  });

  it("answers 404 for a doctor the public cannot book; the calendar's staff still see their clinic's (L2)", async () => {
    const doctor = await addDoctor();
    await db.update(doctors).set({ hienthi: false }).where(eq(doctors._id, doctor));
    const url = `/api/lichhen/trong?bacsi_id=${doctor}&ngay=${MONDAY}`;
    const hidden = await call('GET', url, undefined, undefined, 'en');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect((await post(booking(doctor, at(MONDAY, '08:00')))).statusCode).toBe(400);
    expect((await call('GET', url, desk)).json().data).toHaveLength(4);
    // Another clinic's calendar staff do not see it; nor does anyone a removed doctor.
    const elsewhere = await staffWithMenu(app, db, [menuEntry('/dat-lich-hen', everything)], {
      phongkham_id: await createClinic(db),
    });
    expect((await call('GET', url, elsewhere)).statusCode).toBe(404);
    await db.update(doctors).set({ hienthi: true, deletedAt: new Date() }).where(eq(doctors._id, doctor));
    expect((await call('GET', url)).statusCode).toBe(404);
  });

  it('seeds the Vietnamese public holidays, Tết 2026 and 2027 included', async () => {
    const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));
    const response = await call('GET', '/api/ngaynghi?nam=2026&limit=0', owner);
    expect(response.statusCode, response.body).toBe(200);
    const days = (response.json().data.docs as { ngay: string }[]).map((row) => row.ngay);
    expect(days).toEqual(
      expect.arrayContaining(['2026-01-01', '2026-02-17', '2026-04-26', '2026-04-30', '2026-05-01', '2026-09-02']),
    );
    const later = await call('GET', '/api/ngaynghi?nam=2027&limit=0', owner);
    expect((later.json().data.docs as { ngay: string }[]).map((row) => row.ngay)).toEqual(
      expect.arrayContaining(['2027-02-06', '2027-04-16']),
    );
  });
});

describe('booking', () => {
  it('books a free slot for the public with consent: no register record, history, confirmation SMS, live event; 409 when taken', async () => {
    const doctor = await addDoctor();
    const start = at(MONDAY, '08:30');
    const withoutConsent = await post(booking(doctor, start, { dongy: undefined }));
    expect(withoutConsent.statusCode).toBe(400);

    const patientsBefore = (await db.select({ _id: patients._id }).from(patients)).length;
    const body = booking(doctor, start);
    const response = await post(body);
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json().data;
    // What the visitor sent, the time, the doctor and the cancel link: nothing of the register.
    expect(Object.keys(answer).sort()).toEqual(
      ['bacsi_hoten', 'bacsi_id', 'batdau', 'dienthoai', 'hoten', 'huy', 'ketthuc'].sort(),
    );
    expect(answer).toMatchObject({ bacsi_id: doctor, batdau: start, ketthuc: at(MONDAY, '09:00'), hoten: body.hoten });
    const id = bookedId(answer);
    expect(answer.huy).toBe(`http://localhost:3000/api/lichhen/huy?token=${cancelToken(TEST_JWT_SECRET, id)}`);
    // The booking keeps the person and the consent; the register gets a patient only at confirmation or arrival.
    expect(await stored(id)).toMatchObject({ trangthai: 'DA_DAT', nguon: 'WEB', benhnhan_id: null, hoten: body.hoten });
    expect((await stored(id)).dongy_phienban).not.toBeNull();
    expect((await db.select({ _id: patients._id }).from(patients)).length).toBe(patientsBefore);
    const listed = await call('GET', `/api/lichhen/${id}`, desk);
    expect(listed.json().data).toMatchObject({ benhnhan_id: null, benhnhan_ma: null, sokhongden: 0 });
    const [sms] = await db.select().from(outbox).where(eq(outbox.banghi_id, id));
    expect(sms).toMatchObject({ kenh: 'SMS', nguoinhan: body.dienthoai, loai: 'lichhen' });
    expect(sms!.noidung).toContain('08:30 04/03/2030');
    expect(sms!.noidung).toContain(`/api/lichhen/huy?token=${cancelToken(TEST_JWT_SECRET, id)}`);
    const [event] = await db.select().from(liveEvents).where(eq(liveEvents.loai, 'lichhen.capnhat'));
    expect(event).toMatchObject({ url: '/dat-lich-hen', phongkham_id: clinic });
    expect(JSON.stringify(event!.dulieu)).not.toContain(body.hoten);
    const [created] = await db.select().from(activityLog).where(eq(activityLog.banghi_id, id));
    expect(created).toMatchObject({ hanhdong: 'TAO', tainguyen: 'lichhen', nhanvien_id: null });

    expect(await slots(doctor, MONDAY)).not.toContain(start);
    const again = await post(booking(doctor, start), 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This time was just booked or is no longer free. Please choose another time.');
    // Not a slot of the schedule.
    expect((await post(booking(doctor, at(MONDAY, '08:10')))).statusCode).toBe(409);

    // Staff confirming makes the register's patient, once; the same person's next booking then finds it.
    const confirmed = await call('POST', `/api/lichhen/${id}/trangthai`, desk, { trangthai: 'DA_XAC_NHAN' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const patientId = confirmed.json().data.benhnhan_id;
    expect(confirmed.json().data.benhnhan_ma).toMatch(/^BN-/);
    const [patient] = await db.select().from(patients).where(eq(patients._id, patientId));
    expect(patient).toMatchObject({ phongkham_id: clinic, dienthoai: body.dienthoai, hoten: body.hoten });
    expect(patient!.dongy_phienban).not.toBeNull();
    const second = await post({ ...body, batdau: at(MONDAY, '09:00') });
    const secondId = bookedId(second.json().data);
    const arrived = await call('POST', `/api/lichhen/${secondId}/trangthai`, desk, { trangthai: 'DA_DEN' });
    expect(arrived.json().data.benhnhan_id).toBe(patientId);
  });

  it("answers a known patient's booking without their register id, code or no-shows (M3)", async () => {
    const doctor = await addDoctor();
    const person = booking(doctor, at(NEXT_MONDAY, '08:00'));
    const first = bookedId((await post(person)).json().data);
    await call('POST', `/api/lichhen/${first}/trangthai`, desk, { trangthai: 'DA_XAC_NHAN' });
    const noShow = await call('POST', `/api/lichhen/${first}/trangthai`, desk, { trangthai: 'KHONG_DEN' });
    const { benhnhan_id, benhnhan_ma } = noShow.json().data;
    expect(noShow.json().data.sokhongden).toBe(1);

    const stranger = await post({ ...person, batdau: at(NEXT_MONDAY, '08:30') });
    expect(stranger.statusCode, stranger.body).toBe(201);
    expect(stranger.body).not.toContain(benhnhan_id);
    expect(stranger.body).not.toContain(benhnhan_ma);
    expect(stranger.json().data).not.toHaveProperty('sokhongden');
    // Staff still see the no-show beside the new booking, counted by its phone.
    const seen = await call('GET', `/api/lichhen/${bookedId(stranger.json().data)}`, desk);
    expect(seen.json().data).toMatchObject({ benhnhan_id: null, sokhongden: 1 });
  });

  it('limits public bookings per address and per phone as the settings say; staff are not counted', async () => {
    const doctor = await addDoctor();
    const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));
    const settings = (payload: Record<string, number>) => call('PUT', '/api/cauhinh', owner, payload);
    expect((await settings({ gioihan_diachi: 2, gioihan_sodienthoai: 2 })).statusCode).toBe(200);
    try {
      const address = nextAddress();
      const times = ['08:00', '08:30', '09:00', '09:30'].map((t) => at('2030-04-01', t));
      expect((await post(booking(doctor, times[0]!), 'vi', address)).statusCode).toBe(201);
      expect((await post(booking(doctor, times[1]!), 'vi', address)).statusCode).toBe(201);
      const limited = await post(booking(doctor, times[2]!), 'en', address);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/minute/);
      // One phone from many addresses.
      const phone = booking(doctor, times[2]!).dienthoai;
      expect((await post(booking(doctor, times[2]!, { dienthoai: phone }))).statusCode).toBe(201);
      expect((await post(booking(doctor, times[3]!, { dienthoai: phone }))).statusCode).toBe(201);
      const samePhone = await post(booking(doctor, at('2030-04-08', '08:00'), { dienthoai: phone }));
      expect(samePhone.statusCode).toBe(429);
      // Nothing was booked or texted for the refused ones.
      expect(await slots(doctor, '2030-04-08')).toContain(at('2030-04-08', '08:00'));
      // Staff booking at the calendar are never limited.
      for (const t of ['08:30', '09:00', '09:30']) {
        const staffBooked = await call(
          'POST',
          '/api/lichhen',
          desk,
          booking(doctor, at('2030-04-08', t), { dienthoai: phone }),
        );
        expect(staffBooked.statusCode, staffBooked.body).toBe(201);
      }
    } finally {
      await settings({ gioihan_diachi: 10, gioihan_sodienthoai: 5 });
    }
  });

  it('gives one slot to exactly one of 20 concurrent bookings', async () => {
    const doctor = await addDoctor();
    const start = at(MONDAY, '09:30');
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(booking(doctor, start))));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, ...Array(19).fill(409)]);
    const rows = await db
      .select()
      .from(appointments)
      .where(and(eq(appointments.bacsi_id, doctor), eq(appointments.batdau, new Date(start))));
    expect(rows).toHaveLength(1);
  });
});

describe('staff', () => {
  it('books for a register patient with a note, moves, changes states with history, counts no-shows; 403 without the grant', async () => {
    const doctor = await addDoctor();
    const person = booking(doctor, at(MONDAY, '08:00'));
    const [patient] = await db
      .insert(patients)
      .values({ phongkham_id: clinic, ma: 'BN-8000001', hoten: person.hoten, dienthoai: person.dienthoai })
      .returning({ _id: patients._id });
    const patientId = patient!._id;
    const first = await post(person);
    const staffBooked = await call('POST', '/api/lichhen', desk, {
      bacsi_id: doctor,
      batdau: at(NEXT_MONDAY, '08:00'),
      benhnhan_id: patientId,
      ghichu: 'Tái khám',
    });
    expect(staffBooked.statusCode, staffBooked.body).toBe(201);
    expect(staffBooked.json().data).toMatchObject({ nguon: 'NHAN_VIEN', ghichu: 'Tái khám', benhnhan_id: patientId });
    const id = bookedId(first.json().data);

    const moved = await call('POST', `/api/lichhen/${id}/doilich`, desk, {
      bacsi_id: doctor,
      batdau: at(MONDAY, '09:00'),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.batdau).toBe(at(MONDAY, '09:00'));
    expect(await slots(doctor, MONDAY)).toContain(at(MONDAY, '08:00'));

    const state = (trangthai: string, who = desk) => call('POST', `/api/lichhen/${id}/trangthai`, who, { trangthai });
    expect((await state('DA_XAC_NHAN', outsider)).statusCode).toBe(403);
    const confirmed = await state('DA_XAC_NHAN');
    expect(confirmed.statusCode).toBe(200);
    // The register's patient of the same phone and name is found, not made again.
    expect(confirmed.json().data.benhnhan_id).toBe(patientId);
    const noShow = await state('KHONG_DEN');
    expect(noShow.json().data).toMatchObject({ trangthai: 'KHONG_DEN', sokhongden: 1 });
    const other = await call('GET', `/api/lichhen/${staffBooked.json().data._id}`, desk);
    expect(other.json().data.sokhongden).toBe(1);
    const history = await db.select().from(activityLog).where(eq(activityLog.banghi_id, id));
    expect(
      history.map(
        (row) =>
          (row.sau as { trangthai?: string; hanhdong?: string }).trangthai ??
          (row.sau as { hanhdong?: string }).hanhdong,
      ),
    ).toEqual(expect.arrayContaining(['DOI_LICH', 'DA_XAC_NHAN', 'KHONG_DEN']));
    expect((await state('DA_HUY')).statusCode).toBe(409);
    const list = await call('GET', `/api/lichhen?tungay=${MONDAY}&denngay=${NEXT_MONDAY}&bacsi_id=${doctor}`, desk);
    expect(list.json().data.docs).toHaveLength(2);
  });

  it('cancels through the signed link once, refuses a forged one, and queues each reminder the day before once', async () => {
    const doctor = await addDoctor();
    const kept = { _id: bookedId((await post(booking(doctor, at(NEXT_MONDAY, '08:30')))).json().data) };
    const cancelled = { _id: bookedId((await post(booking(doctor, at(NEXT_MONDAY, '09:00')))).json().data) };
    const link = `/api/lichhen/huy?token=${cancelToken(TEST_JWT_SECRET, cancelled._id)}`;
    // Parsed strictly: a valid token with anything after it cancels nothing (L3).
    for (const extra of ['.x', '.', '%20', 'x']) {
      const padded = await call('GET', `${link}${extra}`);
      expect(padded.body, extra).toContain('Đường dẫn hủy lịch không hợp lệ');
    }
    expect((await stored(cancelled._id)).trangthai).toBe('DA_DAT');
    const page = await call('GET', link);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Lịch khám của bạn đã được hủy');
    expect((await call('GET', link)).body).toContain('đã được hủy trước đó');
    const forged = await call('GET', `/api/lichhen/huy?token=${cancelled._id}.forged`, undefined, undefined, 'en');
    expect(forged.statusCode).toBe(200);
    expect(forged.body).toContain('The cancel link is not valid.');
    const [row] = await db.select().from(appointments).where(eq(appointments._id, cancelled._id));
    expect(row!.trangthai).toBe('DA_HUY');

    // Sunday night is too early; Sunday morning at ten queues the reminder of Monday's live appointment only.
    expect(await sendReminders(db, messaging, new Date('2030-03-10T06:00:00+07:00'))).toBe(0);
    expect(await sendReminders(db, messaging, new Date('2030-03-10T10:00:00+07:00'))).toBeGreaterThanOrEqual(1);
    const reminders = (await db.select().from(outbox).where(eq(outbox.banghi_id, kept._id))).filter((message) =>
      message.noidung.includes('nhắc lịch'),
    );
    expect(reminders).toHaveLength(1);
    expect(await sendReminders(db, messaging, new Date('2030-03-10T11:00:00+07:00'))).toBe(0);
    const cancelledReminders = (await db.select().from(outbox).where(eq(outbox.banghi_id, cancelled._id))).filter(
      (message) => message.noidung.includes('nhắc lịch'),
    );
    expect(cancelledReminders).toHaveLength(0);
  });
});
