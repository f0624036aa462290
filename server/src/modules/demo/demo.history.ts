// The demo clinic's past (docs/decisions/0071-demo-history.md): the last days before today, relived through the API
// as the demo staff would have lived them, each step run at its own moment of that day on the clinic's clock
// (db/clock.ts `atTime`). So every visit, record, lab result, prescription, dispensing, bill, discount, receipt,
// refund, goods received and shift is a real document with its real numbering, stock postings and history, stamped
// with the day and time it would have had, and the reports read curves that agree with their documents.
//
// One day: goods received every fortnight; the cashier opens the shift; patients arrive through the day (some new,
// registered at the desk, some returning, some booked the day before), wait for the doctor, are seen (a diagnosis,
// now and then a lab test, most often a prescription), dispensed, billed and pay (a few with a discount the owner
// approves, a few refunded later); bookings not kept are marked; the shift closes with its cash counted. The waits
// come from the doctor seeing one patient at a time. Choices come from a generator seeded by the day, so the same
// dates make the same history.
import { addDays, clinicInstant, type PaymentMethod } from '@phongkham/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { atTime } from '../../db/clock';
import type { Database } from '../../db/client';
import { demo } from '../../db/schema';
import { DEMO_PATIENT_NOTE } from '../../db/seed/patients';
import type { DemoCast } from './demo.accounts';
import { demoStaff, DemoStepFailed, seededRandom, type DemoStaff } from './demo.calls';
import { careSteps, demoCitizenId, REASONS } from './demo.care';
import { catalogueOf, type DemoCatalogue } from './demo.catalogue';

export interface DemoHistoryResult {
  days: number;
  visits: number;
  patients: number;
}

const FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ', 'Hồ', 'Ngô'];
const MIDDLE = {
  NAM: ['Văn', 'Minh', 'Quốc', 'Đức', 'Hữu', 'Thành'],
  NU: ['Thị', 'Ngọc', 'Thu', 'Thanh', 'Mỹ', 'Kim'],
};
const GIVEN = {
  NAM: ['An', 'Bình', 'Cường', 'Dũng', 'Hải', 'Hùng', 'Khang', 'Long', 'Nam', 'Phúc', 'Quân', 'Tuấn', 'Việt'],
  NU: ['Anh', 'Chi', 'Dung', 'Hà', 'Hạnh', 'Hương', 'Lan', 'Linh', 'Mai', 'Ngân', 'Nhung', 'Thảo', 'Trang', 'Vy'],
};
const METHODS: readonly PaymentMethod[] = [
  'TIEN_MAT',
  'TIEN_MAT',
  'TIEN_MAT',
  'TIEN_MAT',
  'CHUYEN_KHOAN',
  'CHUYEN_KHOAN',
  'THE',
  'VIETQR',
];

/** One step of a day: who does what, at which minute of the clinic's day. */
interface Step {
  minute: number;
  order: number;
  run: () => Promise<void>;
}

/** A day's steps, run in the order of their moments, each at its moment. */
class Agenda {
  private readonly steps: Step[] = [];
  constructor(private readonly day: string) {}
  at(minute: number, run: () => Promise<void>) {
    this.steps.push({ minute: Math.round(minute), order: this.steps.length, run });
  }
  async play() {
    const sorted = [...this.steps].sort((a, b) => a.minute - b.minute || a.order - b.order);
    for (const step of sorted) await atTime(clinicInstant(this.day, step.minute), step.run);
  }
}

const hours = (h: number, m = 0) => h * 60 + m;

/** The register's patients, with the ones the history adds. */
interface Register {
  ids: string[];
}

async function addToRegister(db: Database, register: Register, id: string) {
  register.ids.push(id);
  await db.update(demo).set({ benhnhan_ids: sql`${demo.benhnhan_ids} || ${JSON.stringify([id])}::jsonb` });
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
 * Generates `days` days before `today` (the clinic's day, from the clock). Returns what it made; throws DemoStepFailed
 * on the first refusal, leaving what was made before it (the demo's end removes it all the same).
 */
export async function generateDemoHistory(
  app: FastifyInstance,
  db: Database,
  cast: DemoCast,
  today: string,
  days = 90,
): Promise<DemoHistoryResult> {
  // Requests replay their moment only on a started app: a first request would otherwise wait for the start in the
  // start's own async context, outside the replay.
  await app.ready();
  const things = await catalogueOf(db, cast.clinic);
  if (!things) throw new DemoStepFailed('the demo catalogues (room, services, pharmacy, supplier, drugs) are missing');
  const staff = await demoStaff(app, cast);
  const [row] = await db.select({ benhnhan_ids: demo.benhnhan_ids }).from(demo).limit(1);
  const register: Register = { ids: [...(row?.benhnhan_ids ?? [])] };
  const result: DemoHistoryResult = { days, visits: 0, patients: 0 };
  let booked: Booking[] = [];
  for (let back = days; back >= 1; back -= 1) {
    const day = addDays(today, -back);
    const made = await pastDay({ app, db, cast, staff, things, register, day, today, first: back === days, booked });
    booked = made.booked;
    result.visits += made.visits;
    result.patients += made.patients;
  }
  return result;
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
interface Booking {
  appointment: string;
  patientIndex: number;
  minute: number;
}

interface Arrival {
  minute: number;
  patientIndex: number;
  appointment: string | null;
}

async function pastDay(context: DayContext): Promise<{ visits: number; patients: number; booked: Booking[] }> {
  const { db, cast, staff, things, register, day, today } = context;
  const { owner, receptionist, doctor, pharmacist, cashier, technician } = staff;
  const random = seededRandom(Number(day.replaceAll('-', '')));
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const care = careSteps(staff, things, random);
  // Nobody prescribes the last drug: it is the pharmacy's slow mover.
  const prescribed = things.drugs.slice(0, -1);
  const agenda = new Agenda(day);
  const sunday = new Date(`${day}T00:00:00Z`).getUTCDay() === 0;
  let patientsAdded = 0;

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
  for (const { minute: arrival, appointment, ...who } of arrivals) {
    let patientIndex = who.patientIndex;
    if (!appointment && patientIndex >= 0) {
      if (usedToday.has(patientIndex)) patientIndex = -1;
      else usedToday.add(patientIndex);
    }
    const withLab = random() < 0.25;
    const withDrugs = random() < 0.75;
    const discount = random() < 0.07;
    const refund = random() < 0.04;
    const method = pick(METHODS);
    const call = Math.max(arrival + 2 + random() * 6, doctorFree);
    const seen = 8 + random() * 12;
    doctorFree = call + seen + 1;
    const finish = withLab ? call + seen + 45 : call + seen;
    lastCash = Math.max(lastCash, finish + (refund ? 45 : 10));
    const visit = { patient: '', cccd: '', id: '', record: '', prescription: '' };
    kept += 1;
    agenda.at(arrival, async () => {
      if (patientIndex < 0) {
        const gioitinh = random() < 0.55 ? 'NU' : 'NAM';
        const index = register.ids.length;
        const year = 1950 + Math.floor(random() * 70);
        const created = await receptionist<{ _id: string }>('POST', '/api/benhnhan', {
          hoten: `${pick(FAMILY)} ${pick(MIDDLE[gioitinh])} ${pick(GIVEN[gioitinh])}`,
          gioitinh,
          ngaysinh: `${year}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`,
          dienthoai: `0900${String(100_000 + index).slice(-6)}`,
          cccd: demoCitizenId(index),
          ghichu: DEMO_PATIENT_NOTE,
        });
        await addToRegister(db, register, created._id);
        patientsAdded += 1;
        patientIndex = index;
      }
      visit.patient = register.ids[patientIndex]!;
      visit.cccd = demoCitizenId(patientIndex);
      const checkedIn = await receptionist<{ _id: string }>('POST', '/api/luotkham', {
        benhnhan_id: visit.patient,
        phong_id: things.room,
        bacsi_id: cast.bacsi_id,
        lydo: pick(REASONS),
        dichvu_ids: [things.consultation],
        ...(appointment ? { lichhen_id: appointment } : {}),
      });
      visit.id = checkedIn._id;
    });
    agenda.at(call, async () => {
      await receptionist('POST', `/api/luotkham/${visit.id}/trangthai`, { hanhdong: 'GOI' });
    });
    agenda.at(call + 1, async () => {
      visit.record = await care.examine(visit.id);
    });
    if (withLab) {
      let order = '';
      agenda.at(call + 5, async () => {
        const [made] = await doctor<{ _id: string }[]>('POST', '/api/xetnghiem', {
          luotkham_id: visit.id,
          dichvu_ids: [things.lab],
        });
        order = made!._id;
      });
      agenda.at(call + seen + 5, async () => {
        await technician('POST', `/api/xetnghiem/${order}/trangthai`, { hanhdong: 'THUC_HIEN' });
      });
      agenda.at(call + seen + 30, async () => {
        const current = await technician<{
          chiso: { chiso_id: string; khoang: { thap?: number | null; cao?: number | null } | null }[];
        }>('GET', `/api/xetnghiem/${order}`);
        await technician('PUT', `/api/xetnghiem/${order}/ketqua`, {
          giatri: current.chiso.map(({ chiso_id, khoang }) => ({ chiso_id, giatri: labValue(khoang, random) })),
        });
      });
      agenda.at(call + seen + 38, async () => {
        await technician('POST', `/api/xetnghiem/${order}/trangthai`, { hanhdong: 'DUYET' });
      });
    }
    if (withDrugs) {
      agenda.at(finish - 2, async () => {
        visit.prescription = await care.prescribe(visit.id, visit.cccd, prescribed);
      });
    }
    agenda.at(finish, async () => {
      await doctor('POST', `/api/khambenh/${visit.record}/ky`);
    });
    if (withDrugs) {
      agenda.at(finish + 4, async () => {
        await pharmacist('POST', `/api/donthuoc/${visit.prescription}/phat`);
      });
    }
    let bill = '';
    let paid = 0;
    agenda.at(finish + 8, async () => {
      bill = (await care.billOf(visit.id))._id;
      if (discount) {
        const asked = await cashier<{ giamgia_duyet: string | null }>('PUT', `/api/hoadon/${bill}/giamgia`, {
          giamgia_phantram: 10,
          giamgia_lydo: 'Khách quen của phòng khám',
        });
        if (asked.giamgia_duyet === 'CHO_DUYET') await owner('POST', `/api/hoadon/${bill}/duyetgiamgia`);
      }
      await cashier('POST', `/api/hoadon/${bill}/phathanh`);
      const issued = await cashier<{ phaitra: number }>('GET', `/api/hoadon/${bill}`);
      paid = issued.phaitra;
      if (paid > 0) await cashier('POST', `/api/hoadon/${bill}/thanhtoan`, { phuongthuc: method, sotien: paid });
    });
    if (refund) {
      agenda.at(finish + 40, async () => {
        const sotien = Math.max(1_000, Math.round((paid * 0.2) / 1_000) * 1_000);
        if (paid >= sotien)
          await cashier('POST', `/api/hoadon/${bill}/hoantien`, {
            sotien,
            lydo: 'Bệnh nhân không thực hiện hết dịch vụ',
            phuongthuc: method,
          });
      });
    }
  }

  // Tomorrow's bookings, taken by phone in the afternoon (none on the last day: today's day books its own).
  const tomorrow = addDays(day, 1);
  const booked: Booking[] = [];
  if (tomorrow < today && register.ids.length > 0) {
    const wanted = 1 + Math.floor(random() * 3);
    agenda.at(hours(16, 30), async () => {
      const slots = await receptionist<{ batdau: string }[]>(
        'GET',
        `/api/lichhen/trong?bacsi_id=${cast.bacsi_id}&ngay=${tomorrow}`,
      );
      const start = clinicInstant(tomorrow).getTime();
      for (let i = 0; i < wanted && slots.length > 0; i += 1) {
        const [slot] = slots.splice(Math.floor(random() * slots.length), 1);
        const patientIndex = Math.floor(random() * register.ids.length);
        if (booked.some((booking) => booking.patientIndex === patientIndex)) continue;
        const made = await receptionist<{ _id: string }>('POST', '/api/lichhen', {
          bacsi_id: cast.bacsi_id,
          batdau: slot!.batdau,
          benhnhan_id: register.ids[patientIndex],
          ghichu: 'Đặt lịch qua điện thoại',
        });
        booked.push({ appointment: made._id, patientIndex, minute: (Date.parse(slot!.batdau) - start) / 60_000 });
      }
    });
  }

  agenda.at(lastCash, async () => {
    const shift = await cashier<{ _id: string; tienmatdukien: number }>('GET', '/api/soquy/ca/hientai');
    await cashier('POST', `/api/soquy/ca/${shift._id}/dong`, { tienmatthucte: shift.tienmatdukien });
  });
  await agenda.play();
  return { visits: kept, patients: patientsAdded, booked };
}

/** A lab value inside the patient's range most of the time, outside it now and then. */
function labValue(range: { thap?: number | null; cao?: number | null } | null, random: () => number): number {
  const low = range?.thap ?? null;
  const high = range?.cao ?? null;
  if (low === null && high === null) return Math.round(random() * 100) / 10;
  const lo = low ?? high! * 0.5;
  const hi = high ?? low! * 1.5;
  const value = random() < 0.15 ? hi * (1.1 + random() * 0.3) : lo + (hi - lo) * (0.2 + random() * 0.6);
  return Math.round(value * 100) / 100;
}
