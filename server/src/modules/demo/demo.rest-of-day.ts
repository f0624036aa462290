// The rest of a demo morning's day (docs/decisions/0071-demo-history.md, "A later day"). Today's day is made as a
// morning: patients waiting, one in the doctor's room, a lab test and a prescription waiting, an open bill, the
// shift open, the afternoon booked. When the server comes back on a later day (or stays on past midnight), that
// morning is lived to its evening before the days after it are made: whoever was still waiting is seen, the lab
// verifies, the pharmacy dispenses, the cashier settles every bill, the afternoon's bookings come (a booking without
// a patient of the register is marked as not come) and the shift closes with its cash counted. Each step is the
// demo person's API call at a moment after the morning's last one, so that day's figures are whole like any other's.
import { clinicInstant } from '@phongkham/contracts';
import { and, asc, eq, gte, inArray, lt, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { appointments, bills, demo, examinations, orderLines, prescriptions, visits } from '../../db/schema';
import type { DemoCast } from './demo.accounts';
import { Agenda, hours } from './demo.agenda';
import { demoStaff, DemoStepFailed, seededRandom, type DemoStaff } from './demo.calls';
import { careSteps, demoCitizenId } from './demo.care';
import { catalogueOf } from './demo.catalogue';
import { bookedFor } from './demo.history';
import { planVisit, type Register, type VisitCounts, type VisitPlan } from './demo.visit-plan';

/** The last minute the rest of a day may use: a morning made late in the evening still ends on its own day. */
const DAY_END = hours(23, 55);

export interface RestOfDayResult {
  /** The morning's visits finished. */
  finished: number;
  /** The afternoon's bookings that came. */
  came: number;
}

/** Lives the rest of `day`, whose morning generateDemoDay made, then records the day as part of the past. */
export async function finishDemoDay(
  app: FastifyInstance,
  db: Database,
  cast: DemoCast,
  day: string,
  staff?: DemoStaff,
): Promise<RestOfDayResult> {
  await app.ready();
  const things = await catalogueOf(db, cast.clinic);
  if (!things) throw new DemoStepFailed('the demo catalogues (room, services, pharmacy, supplier, drugs) are missing');
  const crew = staff ?? (await demoStaff(app, cast));
  const { receptionist, doctor, pharmacist, cashier, technician } = crew;
  // A seed apart from the morning's own, so the afternoon does not repeat its draws.
  const random = seededRandom(Number(day.replaceAll('-', '')) * 7 + 1);
  const care = careSteps(crew, things, random);
  const agenda = new Agenda(day);

  const [row] = await db.select({ benhnhan_ids: demo.benhnhan_ids }).from(demo).limit(1);
  const register: Register = { ids: [...(row?.benhnhan_ids ?? [])] };
  const morning = await db
    .select()
    .from(visits)
    .where(and(eq(visits.bacsi_id, cast.bacsi_id), eq(visits.ngay, day)))
    .orderBy(asc(visits.sothutu));
  const dayStart = clinicInstant(day).getTime();
  const lastMoment = Math.max(
    ...morning.flatMap((visit) =>
      [visit.den_luc, visit.goi_luc, visit.batdau_luc, visit.ketthuc_luc, visit.updatedAt].map(
        (moment) => moment?.getTime() ?? 0,
      ),
    ),
    dayStart,
  );
  // The afternoon starts a few minutes after the morning's last step; each step a few minutes after the one before.
  let minute = Math.max(hours(9), Math.ceil((lastMoment - dayStart) / 60_000) + 5);
  const next = (gap: number) => (minute = Math.min(minute + gap, DAY_END));

  let finished = 0;
  for (const visit of morning) {
    if (visit.trangthai === 'HUY' || visit.trangthai === 'BO_QUA') continue;
    const record = { id: '' };
    if (visit.trangthai === 'CHO' || visit.trangthai === 'DANG_GOI') {
      if (visit.trangthai === 'CHO')
        agenda.at(next(2), async () => {
          await receptionist('POST', `/api/luotkham/${visit._id}/trangthai`, { hanhdong: 'GOI' });
        });
      agenda.at(next(1), async () => {
        record.id = await care.examine(visit._id);
      });
    }
    if (visit.trangthai !== 'XONG') {
      // The doctor prescribes for most, as on any day, then signs the record (which ends the visit).
      if (random() < 0.75)
        agenda.at(next(10), async () => {
          const [open] = await db.select().from(prescriptions).where(eq(prescriptions.luotkham_id, visit._id));
          const cccd = demoCitizenId(Math.max(0, register.ids.indexOf(visit.benhnhan_id)));
          if (!open) await care.prescribe(visit._id, cccd, things.drugs.slice(0, -1));
        });
      agenda.at(next(2), async () => {
        const [opened] = await db
          .select({ _id: examinations._id })
          .from(examinations)
          .where(eq(examinations.luotkham_id, visit._id));
        await doctor('POST', `/api/khambenh/${record.id || opened!._id}/ky`);
      });
    }
    // The lab orders still waiting: sampled, entered and verified, each step in its own minutes.
    const waiting = await db
      .select({ _id: orderLines._id, trangthai: orderLines.trangthai })
      .from(orderLines)
      .where(
        and(
          eq(orderLines.luotkham_id, visit._id),
          eq(orderLines.dichvu_id, things.lab),
          notInArray(orderLines.trangthai, ['DA_DUYET', 'HUY']),
        ),
      );
    for (const order of waiting) {
      if (order.trangthai === 'CHI_DINH')
        agenda.at(next(3), async () => {
          await technician('POST', `/api/xetnghiem/${order._id}/trangthai`, { hanhdong: 'THUC_HIEN' });
        });
      if (order.trangthai !== 'CO_KET_QUA') agenda.at(next(20), () => care.enterResult(order._id));
      agenda.at(next(5), async () => {
        await technician('POST', `/api/xetnghiem/${order._id}/trangthai`, { hanhdong: 'DUYET' });
      });
    }
    agenda.at(next(3), async () => {
      const signed = await db
        .select({ _id: prescriptions._id })
        .from(prescriptions)
        .where(and(eq(prescriptions.luotkham_id, visit._id), eq(prescriptions.trangthai, 'DA_KY')));
      for (const prescription of signed) await pharmacist('POST', `/api/donthuoc/${prescription._id}/phat`);
    });
    agenda.at(next(3), async () => {
      const [bill] = await db
        .select({ _id: bills._id, trangthai: bills.trangthai })
        .from(bills)
        .where(
          and(
            eq(bills.luotkham_id, visit._id),
            inArray(bills.trangthai, ['NHAP', 'DA_PHAT_HANH', 'THANH_TOAN_MOT_PHAN']),
          ),
        );
      if (bill) await care.settle(bill._id, 'TIEN_MAT', bill.trangthai === 'NHAP');
    });
    finished += 1;
  }

  // The afternoon's bookings: each of the register's patients comes at their time and is seen like on any day; a
  // booking made for someone not in the register (no patient yet) is marked as not come in the evening.
  const booked = await bookedFor(db, cast, register, day);
  const playing = new Set(booked.map((booking) => booking.appointment));
  const counts: VisitCounts = { patients: 0 };
  const plan: VisitPlan = {
    agenda,
    db,
    cast,
    staff: crew,
    things,
    register,
    random,
    prescribed: things.drugs.slice(0, -1),
  };
  let doctorFree = minute;
  let lastCash = Math.max(hours(18), minute + 5);
  for (const booking of booked) {
    const arrival = Math.min(Math.max(booking.minute, minute), DAY_END);
    const planned = planVisit(plan, counts, arrival, booking.patientIndex, booking.appointment, doctorFree);
    doctorFree = Math.min(planned.doctorFree, DAY_END);
    lastCash = Math.max(lastCash, planned.lastCash);
  }
  const notCome = await db
    .select({ _id: appointments._id })
    .from(appointments)
    .where(
      and(
        eq(appointments.bacsi_id, cast.bacsi_id),
        eq(appointments.trangthai, 'DA_DAT'),
        gte(appointments.batdau, clinicInstant(day)),
        lt(appointments.batdau, clinicInstant(day, 24 * 60)),
      ),
    );
  for (const appointment of notCome.filter((item) => !playing.has(item._id)))
    agenda.at(Math.min(Math.max(hours(18, 10), minute), DAY_END), async () => {
      await receptionist('POST', `/api/lichhen/${appointment._id}/trangthai`, { trangthai: 'KHONG_DEN' });
    });

  agenda.at(Math.min(lastCash, DAY_END + 2), async () => {
    const shift = await cashier<{ _id: string; tienmatdukien: number } | null>('GET', '/api/soquy/ca/hientai');
    if (shift) await cashier('POST', `/api/soquy/ca/${shift._id}/dong`, { tienmatthucte: shift.tienmatdukien });
  });
  await agenda.play();
  await db.update(demo).set({ lichsu_den: day });
  return { finished, came: booked.length };
}
