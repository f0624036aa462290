// The demo clinic's past (docs/decisions/0071-demo-history.md): the last days before today, relived through the API
// as the demo staff would have lived them, each step run at its own moment of that day on the clinic's clock
// (db/clock.ts `atTime`). So every visit, record, lab result, prescription, dispensing, bill, discount, receipt,
// refund, goods received and shift is a real document with its real numbering, stock postings and history, stamped
// with the day and time it would have had, and the reports read curves that agree with their documents.
//
// One day: goods received every fortnight; the cashier opens the shift; now and then a visitor books from the site
// and is registered from the inbox; patients arrive through the day (some new, registered at the desk, some
// returning, some booked the day before), wait for the doctor, are seen (a diagnosis,
// now and then a lab test, most often a prescription), dispensed, billed and pay (a few with a discount the owner
// approves, a few refunded later); bookings not kept are marked; the shift closes with its cash counted. The waits
// come from the doctor seeing one patient at a time. Choices come from a generator seeded by the day, so the same
// dates make the same history.
import { addDays, clinicInstant } from '@phongkham/contracts';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { appointments, demo } from '../../db/schema';
import type { DemoCast } from './demo.accounts';
import { demoStaff, DemoStepFailed, fromTheSite, seededRandom, visitorAddress, type DemoStaff } from './demo.calls';
import { Agenda, hours } from './demo.agenda';
import { catalogueOf, type DemoCatalogue } from './demo.catalogue';
import {
  addToRegister,
  inventedName,
  planVisit,
  type Register,
  type VisitCounts,
  type VisitPlan,
} from './demo.visit-plan';

export interface DemoHistoryResult {
  /** The days made by this call. */
  days: number;
  visits: number;
  patients: number;
  /** Left for the next start. */
  stopped: boolean;
}

/** Goods received: each drug its own batch; the last drug (the one nobody prescribes) with an old and a short batch. */
function goodsReceived(day: string, today: string, things: DemoCatalogue, random: () => number, first: boolean) {
  const lines = things.drugs.map((thuoc_id, i) => ({
    thuoc_id,
    solo: `L${day.replaceAll('-', '').slice(2)}${String(i + 1).padStart(2, '0')}`,
    handung: addDays(day, 300 + i * 45),
    soluong: 150 + Math.floor(random() * 6) * 20,
    gianhap: 500 + Math.floor(random() * 20) * 100,
  }));
  const slow = lines.length - 1;
  const received = first
    ? [
        ...lines.slice(0, slow),
        // Expired a month ago (when the history is long enough to have received it fresh), and another batch
        // expiring in six weeks: the pharmacy report's alerts have rows.
        ...(addDays(today, -30) > addDays(day, 30)
          ? [{ ...lines[slow]!, handung: addDays(today, -30), soluong: 30 }]
          : []),
        { ...lines[slow]!, solo: `${lines[slow]!.solo}B`, handung: addDays(today, 40), soluong: 60 },
      ]
    : lines.slice(0, slow);
  return received.map((line) => ({ ...line, giaban: Math.round((line.gianhap * 1.3) / 100) * 100 }));
}

/**
 * Generates the `days` days before `today` (the clinic's day, from the clock), or what of them is left: each day made
 * is recorded (`demo.lichsu_den`), so a history stopped between two days goes on from the next one. `stopped` is
 * asked before each day (the server is stopping: the day under way is finished, the rest left for the next start).
 * Returns what it made; throws DemoStepFailed on the first refusal, leaving what was made before it (the demo's end
 * removes it all the same).
 */
export async function generateDemoHistory(
  app: FastifyInstance,
  db: Database,
  cast: DemoCast,
  today: string,
  {
    days = 90,
    stopped = () => false,
    staff: signedIn,
  }: { days?: number; stopped?: () => boolean; staff?: DemoStaff } = {},
): Promise<DemoHistoryResult> {
  // Requests replay their moment only on a started app: a first request would otherwise wait for the start in the
  // start's own async context, outside the replay.
  await app.ready();
  const things = await catalogueOf(db, cast.clinic);
  if (!things) throw new DemoStepFailed('the demo catalogues (room, services, pharmacy, supplier, drugs) are missing');
  const staff = signedIn ?? (await demoStaff(app, cast));
  const [row] = await db.select({ benhnhan_ids: demo.benhnhan_ids, lichsu_den: demo.lichsu_den }).from(demo).limit(1);
  const register: Register = { ids: [...(row?.benhnhan_ids ?? [])] };
  const result: DemoHistoryResult = { days: 0, visits: 0, patients: 0, stopped: false };
  const firstDay = addDays(today, -days);
  const lastMade = row?.lichsu_den ?? null;
  for (
    let day = lastMade && lastMade >= firstDay ? addDays(lastMade, 1) : firstDay;
    day < today;
    day = addDays(day, 1)
  ) {
    if (stopped()) return { ...result, stopped: true };
    const booked = await bookedFor(db, cast, register, day);
    const made = await pastDay({
      app,
      db,
      cast,
      staff,
      things,
      register,
      day,
      today,
      first: !lastMade && day === firstDay,
      booked,
    });
    await db.update(demo).set({ lichsu_den: day });
    result.days += 1;
    result.visits += made.visits;
    result.patients += made.patients;
  }
  return result;
}

/** The appointments still booked with the demo doctor for a day (booked the day before), as that day plays them. */
export async function bookedFor(db: Database, cast: DemoCast, register: Register, day: string): Promise<Booking[]> {
  const start = clinicInstant(day);
  const rows = await db
    .select({ _id: appointments._id, benhnhan_id: appointments.benhnhan_id, batdau: appointments.batdau })
    .from(appointments)
    .where(
      and(
        eq(appointments.bacsi_id, cast.bacsi_id),
        eq(appointments.trangthai, 'DA_DAT'),
        gte(appointments.batdau, start),
        lt(appointments.batdau, clinicInstant(addDays(day, 1))),
      ),
    )
    .orderBy(asc(appointments.batdau));
  return rows.flatMap((row) => {
    const patientIndex = row.benhnhan_id ? register.ids.indexOf(row.benhnhan_id) : -1;
    if (patientIndex < 0) return [];
    return [{ appointment: row._id, patientIndex, minute: (row.batdau.getTime() - start.getTime()) / 60_000 }];
  });
}

interface DayContext {
  app: FastifyInstance;
  db: Database;
  cast: DemoCast;
  staff: DemoStaff;
  things: DemoCatalogue;
  register: Register;
  day: string;
  today: string;
  first: boolean;
  /** The appointments booked for this day the day before. */
  booked: Booking[];
}

/** An appointment booked for a day: whose (the register's index) and at which minute of the day. */
export interface Booking {
  appointment: string;
  patientIndex: number;
  minute: number;
}

interface Arrival {
  minute: number;
  patientIndex: number;
  appointment: string | null;
}

async function pastDay(context: DayContext): Promise<{ visits: number; patients: number }> {
  const { app, db, cast, staff, things, register, day, today } = context;
  const { receptionist, pharmacist, cashier } = staff;
  const random = seededRandom(Number(day.replaceAll('-', '')));
  const agenda = new Agenda(day);
  const sunday = new Date(`${day}T00:00:00Z`).getUTCDay() === 0;

  if (context.first || Math.round((Date.parse(today) - Date.parse(day)) / 86_400_000) % 14 === 0) {
    agenda.at(hours(6, 40), async () => {
      const received = await pharmacist<{ _id: string }>('POST', '/api/kho/phieunhap', {
        kho_id: things.store,
        nhacungcap_id: things.supplier,
        sohoadon: `HD${day.replaceAll('-', '').slice(2)}`,
        ngaynhap: day,
        ghichu: 'Nhập hàng mẫu',
        dong: goodsReceived(day, today, things, random, context.first),
      });
      await db
        .update(demo)
        .set({ phieukho_ids: sql`${demo.phieukho_ids} || ${JSON.stringify([received._id])}::jsonb` });
    });
  }

  agenda.at(hours(6, 50), async () => {
    await cashier('POST', '/api/soquy/ca', { tiendauca: 1_000_000 });
  });

  const counts: VisitCounts = { patients: 0 };
  const tomorrow = addDays(day, 1);
  const booked: Booking[] = [];
  /** Books the register's patient into a free slot of tomorrow's, which tomorrow's day then plays out. */
  const bookTomorrow = async (patientIndex: number, details: { ghichu?: string; yeucau_id?: string }) => {
    const slots = await receptionist<{ batdau: string }[]>(
      'GET',
      `/api/lichhen/trong?bacsi_id=${cast.bacsi_id}&ngay=${tomorrow}`,
    );
    if (slots.length === 0) return;
    const slot = slots[Math.floor(random() * slots.length)]!;
    const made = await receptionist<{ _id: string }>('POST', '/api/lichhen', {
      bacsi_id: cast.bacsi_id,
      batdau: slot.batdau,
      benhnhan_id: register.ids[patientIndex],
      ...details,
    });
    const minute = (Date.parse(slot.batdau) - clinicInstant(tomorrow).getTime()) / 60_000;
    booked.push({ appointment: made._id, patientIndex, minute });
  };

  // Now and then a visitor of the site asks for an appointment before the clinic opens; the receptionist registers
  // them from the inbox and books them for tomorrow: the site's channel and the funnel of the visit report.
  if (tomorrow < today && (context.first || (!sunday && random() < 0.4))) {
    let request = '';
    const visitor = register.ids.length;
    agenda.at(hours(6) + random() * 50, async () => {
      const gioitinh = random() < 0.55 ? 'NU' : 'NAM';
      request = (
        await fromTheSite<{ _id: string }>(app, '/api/yeucau', visitorAddress(visitor), {
          loaiyeucau: 'DAT_LICH_HEN',
          hoten: inventedName(gioitinh, random),
          dienthoai: `0900${String(200_000 + visitor).slice(-6)}`,
          dongy: true,
        })
      )._id;
    });
    agenda.at(hours(8, 15), async () => {
      const made = await receptionist<{ benhnhan: { _id: string }; moi: boolean }>(
        'POST',
        `/api/benhnhan/tu-yeu-cau/${request}`,
      );
      if (made.moi) {
        await addToRegister(db, register, made.benhnhan._id);
        counts.patients += 1;
      }
      await bookTomorrow(register.ids.indexOf(made.benhnhan._id), { yeucau_id: request });
    });
  }

  // Yesterday's bookings: most come at their time, some never come (marked in the evening), a few cancel.
  const arrivals: Arrival[] = [];
  for (const booking of context.booked) {
    const fate = random();
    if (fate < 0.08) {
      agenda.at(hours(8), async () => {
        await receptionist('POST', `/api/lichhen/${booking.appointment}/trangthai`, { trangthai: 'DA_HUY' });
      });
    } else if (fate < 0.2) {
      agenda.at(hours(18, 10), async () => {
        await receptionist('POST', `/api/lichhen/${booking.appointment}/trangthai`, { trangthai: 'KHONG_DEN' });
      });
    } else arrivals.push({ ...booking, minute: booking.minute - 5 + random() * 10 });
  }
  // Walk-ins: most before work (07:00–09:00), some later in the morning and after lunch, fewer on Sundays; the early
  // crowd is what makes the morning's waits.
  const walkIns = Math.max(0, (sunday ? 2 + Math.floor(random() * 2) : 5 + Math.floor(random() * 5)) - arrivals.length);
  for (let i = 0; i < walkIns; i += 1) {
    const when = random();
    const minute =
      when < 0.5 ? hours(7) + random() * 120 : when < 0.7 ? hours(9) + random() * 150 : hours(14) + random() * 180;
    const returning = register.ids.length > 0 && random() < 0.65;
    arrivals.push({
      minute,
      patientIndex: returning ? Math.floor(random() * register.ids.length) : -1,
      appointment: null,
    });
  }
  arrivals.sort((a, b) => a.minute - b.minute);
  // The doctor sees one patient at a time: the waits come from that.
  let doctorFree = hours(7);
  // The cashier closes the shift at six, or after the last patient of a long day has paid.
  let lastCash = hours(18);
  const usedToday = new Set<number>(context.booked.map((booking) => booking.patientIndex));
  let kept = 0;
  // Nobody prescribes the last drug: it is the pharmacy's slow mover.
  const prescribed = things.drugs.slice(0, -1);
  const plan: VisitPlan = { agenda, db, cast, staff, things, register, random, prescribed };
  for (const { minute: arrival, appointment, ...who } of arrivals) {
    let patientIndex = who.patientIndex;
    if (!appointment && patientIndex >= 0) {
      if (usedToday.has(patientIndex)) patientIndex = -1;
      else usedToday.add(patientIndex);
    }
    const planned = planVisit(
      plan,
      counts,
      arrival,
      patientIndex,
      appointment,
      doctorFree,
      context.first && kept === 0,
    );
    doctorFree = planned.doctorFree;
    lastCash = Math.max(lastCash, planned.lastCash);
    kept += 1;
  }

  // Tomorrow's bookings, taken by phone in the afternoon (none on the last day: today's day books its own).
  if (tomorrow < today && register.ids.length > 0) {
    const wanted = 1 + Math.floor(random() * 3);
    agenda.at(hours(16, 30), async () => {
      for (let i = 0; i < wanted; i += 1) {
        const patientIndex = Math.floor(random() * register.ids.length);
        if (!booked.some((booking) => booking.patientIndex === patientIndex))
          await bookTomorrow(patientIndex, { ghichu: 'Đặt lịch qua điện thoại' });
      }
    });
  }

  agenda.at(lastCash, async () => {
    const shift = await cashier<{ _id: string; tienmatdukien: number }>('GET', '/api/soquy/ca/hientai');
    await cashier('POST', `/api/soquy/ca/${shift._id}/dong`, { tienmatthucte: shift.tienmatdukien });
  });
  await agenda.play();
  return { visits: kept, patients: counts.patients };
}
