// Today's living day of the demo clinic (docs/decisions/0062-demo-clinic.md), made through the API as the demo staff
// would make it: the same routes, checks, numbering and stock postings a person's clicks go through, so every figure
// agrees with its documents. Goods received in the pharmacy, the cashier's shift opened, patients checked in (one
// seen, billed, paid and handed their drugs; one signed off with a prescription waiting at the pharmacy, lab tests
// waiting for results and an open bill; one being examined; the rest waiting) and the rest of the day's free slots
// booked. Choices come from a seeded generator, so two runs on the same day make the same day.
import { addDays, clinicDay, clinicInstant } from '@phongkham/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { atTime, now as clockNow } from '../../db/clock';
import type { Database } from '../../db/client';
import { demo } from '../../db/schema';
import type { DemoCast } from './demo.accounts';
import { demoStaff, DemoStepFailed, seededRandom, type DemoStaff } from './demo.calls';
import { careSteps, demoCitizenId, REASONS } from './demo.care';
import { catalogueOf } from './demo.catalogue';

export interface DemoDayResult {
  visits: number;
  appointments: number;
}

/**
 * Makes today's day up to `now` (the clinic's clock): its morning's steps stamped over the last hour and a half, its
 * bookings from now on.
 */
export async function generateDemoDay(
  app: FastifyInstance,
  db: Database,
  cast: DemoCast,
  now = clockNow(),
  signedIn?: DemoStaff,
): Promise<DemoDayResult> {
  const today = clinicDay(now);
  const random = seededRandom(Number(today.replaceAll('-', '')));
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const things = await catalogueOf(db, cast.clinic);
  if (!things) throw new DemoStepFailed('the demo catalogues (room, services, pharmacy, supplier, drugs) are missing');
  const staff = signedIn ?? (await demoStaff(app, cast));
  const { receptionist, doctor, pharmacist, cashier } = staff;
  // The morning so far, on the clinic's clock: the steps are spread over the hour and a half before now (never before
  // the day began), so today's queue has real waits, and every moment is in the past.
  const end = now.getTime();
  const start = Math.max(clinicInstant(today).getTime(), end - 90 * 60_000);
  const at = <T>(share: number, work: () => Promise<T>) => atTime(new Date(start + (end - start) * share), work);

  // The pharmacy received its goods this morning: one document, each drug in its own batch.
  const received = await at(0, () =>
    pharmacist<{ _id: string }>('POST', '/api/kho/phieunhap', {
      kho_id: things.store,
      nhacungcap_id: things.supplier,
      sohoadon: `HD${today.replaceAll('-', '').slice(2)}01`,
      ngaynhap: today,
      ghichu: 'Nhập hàng mẫu',
      dong: things.drugs
        .map((thuoc_id, i) => ({
          thuoc_id,
          solo: `DEMO${String(i + 1).padStart(3, '0')}`,
          handung: addDays(today, 365 + i * 30),
          soluong: 200 + Math.floor(random() * 10) * 20,
          gianhap: 500 + Math.floor(random() * 20) * 100,
          giaban: 0,
        }))
        .map((line) => ({ ...line, giaban: Math.round((line.gianhap * 1.3) / 100) * 100 })),
    }),
  );
  await db.update(demo).set({ phieukho_ids: sql`${demo.phieukho_ids} || ${JSON.stringify([received._id])}::jsonb` });

  // The cashier's shift, with its opening float.
  await at(0.02, () => cashier('POST', '/api/soquy/ca', { tiendauca: 1_000_000 }));

  // Today's patients, from the demo's register, checked in at the desk.
  const [register] = await db.select({ benhnhan_ids: demo.benhnhan_ids }).from(demo).limit(1);
  const patientIds = register?.benhnhan_ids ?? [];
  const visitIds: string[] = [];
  for (const [i, benhnhan_id] of patientIds.slice(0, 6).entries()) {
    const visit = await at(0.05 + i * 0.08, () =>
      receptionist<{ _id: string }>('POST', '/api/luotkham', {
        benhnhan_id,
        phong_id: things.room,
        bacsi_id: cast.bacsi_id,
        lydo: pick(REASONS),
        dichvu_ids: [things.consultation],
      }),
    );
    visitIds.push(visit._id);
  }

  const { examine, prescribe, billOf, settle } = careSteps(staff, things, random);

  const [paid, waitingAtPharmacy, inRoom, called] = visitIds;
  // Seen, dispensed, billed and paid in cash.
  if (paid) {
    const record = await at(0.15, () => examine(paid));
    const prescription = await at(0.25, () => prescribe(paid, demoCitizenId(0)));
    await at(0.27, () => doctor('POST', `/api/khambenh/${record}/ky`));
    await at(0.32, () => pharmacist('POST', `/api/donthuoc/${prescription}/phat`));
    await at(0.36, async () => {
      await settle((await billOf(paid))._id);
    });
  }
  // Seen and signed off: lab tests waiting for results, a prescription waiting at the pharmacy, the bill open.
  if (waitingAtPharmacy) {
    const record = await at(0.4, () => examine(waitingAtPharmacy));
    await at(0.45, () =>
      doctor('POST', '/api/xetnghiem', { luotkham_id: waitingAtPharmacy, dichvu_ids: [things.lab] }),
    );
    await at(0.5, () => prescribe(waitingAtPharmacy, demoCitizenId(1)));
    await at(0.55, () => doctor('POST', `/api/khambenh/${record}/ky`));
  }
  // In the doctor's room now.
  if (inRoom) await at(0.7, () => examine(inRoom));
  // Called to the room; the others wait.
  if (called) await at(0.8, () => receptionist('POST', `/api/luotkham/${called}/trangthai`, { hanhdong: 'GOI' }));

  // The rest of the day's free slots, every third one booked (tomorrow's when the day is over).
  let appointments = 0;
  for (const day of [today, addDays(today, 1)]) {
    const slots = await receptionist<{ batdau: string }[]>(
      'GET',
      `/api/lichhen/trong?bacsi_id=${cast.bacsi_id}&ngay=${day}`,
    );
    const people = patientIds.slice(6);
    for (const [i, slot] of slots
      .filter((_, i) => i % 3 === 1)
      .slice(0, 8)
      .entries()) {
      const benhnhan_id = people[i % Math.max(people.length, 1)];
      await receptionist('POST', '/api/lichhen', {
        bacsi_id: cast.bacsi_id,
        batdau: slot.batdau,
        ...(benhnhan_id ? { benhnhan_id } : { hoten: 'Khách đặt lịch mẫu', dienthoai: '0900000199' }),
        ghichu: 'Lịch hẹn mẫu',
      });
      appointments += 1;
    }
    if (appointments > 0 && day === today) break;
  }
  // The demo is whole: a later start has nothing left to make (demo.accounts.ts unfinishedDemoCast).
  await db.update(demo).set({ homnay: today });
  return { visits: visitIds.length, appointments };
}
