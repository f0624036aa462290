// Today's living day of the demo clinic (docs/decisions/0062-demo-clinic.md), made through the API as the demo staff
// would make it: the same routes, checks, numbering and stock postings a person's clicks go through, so every figure
// agrees with its documents. Goods received in the pharmacy, the cashier's shift opened, patients checked in (one
// seen, billed, paid and handed their drugs; one signed off with a prescription waiting at the pharmacy, lab tests
// waiting for results and an open bill; one being examined; the rest waiting) and the rest of the day's free slots
// booked. Choices come from a seeded generator, so two runs on the same day make the same day.
import { addDays, clinicDay } from '@phongkham/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { catalogueEntries, demo, drugs, services, stores, suppliers } from '../../db/schema';
import type { DemoCast } from './demo.accounts';

/** A small seeded generator (mulberry32): the same seed gives the same choices. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A refusal of the demo's own request: the demo is then left as far as it got, and the log says why. */
export class DemoStepFailed extends Error {}

type Method = 'GET' | 'POST' | 'PUT';

/** Calls the API as one of the demo staff, answering the envelope's data or throwing what the API refused. */
async function signedInCaller(app: FastifyInstance, taikhoan: string, matkhau: string) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/nhanvien/login',
    payload: { taikhoan, matkhau },
    remoteAddress: '127.0.0.1',
  });
  if (login.statusCode !== 200) throw new DemoStepFailed(`demo sign-in of ${taikhoan}: ${login.body}`);
  const token = (login.json().data as { token: string }).token;
  return async <T = Record<string, unknown>>(method: Method, url: string, payload?: unknown): Promise<T> => {
    const answer = await app.inject({
      method,
      url,
      payload: payload as object | undefined,
      headers: { authorization: `Bearer ${token}` },
    });
    if (answer.statusCode >= 300) throw new DemoStepFailed(`${method} ${url} as ${taikhoan}: ${answer.body}`);
    return answer.json().data as T;
  };
}

const ICD = ['J02.9', 'J06.9', 'I10', 'E11.9', 'K29.7', 'M54.9', 'J20.9', 'K21.9'] as const;
const REASONS = ['Đau họng, sốt nhẹ', 'Ho, sổ mũi', 'Đau đầu, chóng mặt', 'Tái khám huyết áp', 'Đau thượng vị'];

/** Things of the catalogues the day needs, read as the screens would offer them. */
async function catalogueOf(db: Database, clinic: string) {
  const [room] = await db
    .select({ _id: catalogueEntries._id })
    .from(catalogueEntries)
    .where(and(eq(catalogueEntries.phongkham_id, clinic), eq(catalogueEntries.loai, 'PHONG')))
    .orderBy(asc(catalogueEntries.thutu))
    .limit(1);
  const priced = await db
    .select({ _id: services._id, loai: services.loai })
    .from(services)
    .where(
      and(
        eq(services.phongkham_id, clinic),
        isNull(services.deletedAt),
        inArray(services.loai, ['KHAM', 'XET_NGHIEM']),
      ),
    )
    .orderBy(asc(services.thutu));
  const [store] = await db
    .select({ _id: stores._id })
    .from(stores)
    .where(and(eq(stores.phongkham_id, clinic), eq(stores.loai, 'NHA_THUOC')))
    .limit(1);
  const [supplier] = await db
    .select({ _id: suppliers._id })
    .from(suppliers)
    .where(eq(suppliers.phongkham_id, clinic))
    .limit(1);
  const oral = await db
    .select({ _id: drugs._id })
    .from(drugs)
    .where(and(eq(drugs.duongdung, 'UONG'), eq(drugs.loaithuoc, 'THUONG'), eq(drugs.hoatdong, true)))
    .orderBy(asc(drugs.tenthuoc))
    .limit(8);
  const consultation = priced.find((row) => row.loai === 'KHAM');
  const lab = priced.find((row) => row.loai === 'XET_NGHIEM');
  if (!room || !consultation || !lab || !store || !supplier || oral.length < 3) return null;
  return {
    room: room._id,
    consultation: consultation._id,
    lab: lab._id,
    store: store._id,
    supplier: supplier._id,
    drugs: oral.map((row) => row._id),
  };
}

export interface DemoDayResult {
  visits: number;
  appointments: number;
}

/** Makes today's day. `now` only picks the day and the seed; every write is stamped by the API as it happens. */
export async function generateDemoDay(
  app: FastifyInstance,
  db: Database,
  cast: DemoCast,
  now = new Date(),
): Promise<DemoDayResult> {
  const today = clinicDay(now);
  const random = seededRandom(Number(today.replaceAll('-', '')));
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const things = await catalogueOf(db, cast.clinic);
  if (!things) throw new DemoStepFailed('the demo catalogues (room, services, pharmacy, supplier, drugs) are missing');
  const as = async (role: string) => {
    const person = cast.people.find((p) => p.vaitro === role)!;
    return signedInCaller(app, person.taikhoan, cast.password);
  };
  const [receptionist, doctor, pharmacist, cashier] = await Promise.all([
    as('LETAN'),
    as('BACSY'),
    as('DUOCSI'),
    as('THUNGAN'),
  ]);

  // The pharmacy received its goods this morning: one document, each drug in its own batch.
  const received = await pharmacist<{ _id: string }>('POST', '/api/kho/phieunhap', {
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
  });
  await db.update(demo).set({ phieukho_ids: sql`${demo.phieukho_ids} || ${JSON.stringify([received._id])}::jsonb` });

  // The cashier's shift, with its opening float.
  await cashier('POST', '/api/soquy/ca', { tiendauca: 1_000_000 });

  // Today's patients, from the demo's register, checked in at the desk.
  const [register] = await db.select({ benhnhan_ids: demo.benhnhan_ids }).from(demo).limit(1);
  const patientIds = register?.benhnhan_ids ?? [];
  const visitIds: string[] = [];
  for (const benhnhan_id of patientIds.slice(0, 6)) {
    const visit = await receptionist<{ _id: string }>('POST', '/api/luotkham', {
      benhnhan_id,
      phong_id: things.room,
      bacsi_id: cast.bacsi_id,
      lydo: pick(REASONS),
      dichvu_ids: [things.consultation],
    });
    visitIds.push(visit._id);
  }

  /** The doctor sees a patient: opens the visit, writes the vitals and a diagnosis. */
  const examine = async (visit: string) => {
    const record = await doctor<{ _id: string }>('POST', `/api/khambenh/${visit}/mo`);
    await doctor('PUT', `/api/khambenh/${record._id}`, {
      mach: 70 + Math.floor(random() * 20),
      nhietdo: 36.5 + Math.floor(random() * 10) / 10,
      huyetap_tamthu: 110 + Math.floor(random() * 30),
      huyetap_tamtruong: 70 + Math.floor(random() * 15),
      khamthucthe: 'Tỉnh, tiếp xúc tốt. Tim đều, phổi không ran.',
      chandoan_chinh: pick(ICD),
      loidan: 'Uống thuốc theo đơn, tái khám khi có dấu hiệu bất thường.',
    });
    return record._id;
  };
  /** A prescription of two drugs, signed. */
  const prescribe = async (visit: string, n: number) => {
    const draft = await doctor<{ _id: string }>('POST', '/api/donthuoc', { luotkham_id: visit });
    // Signing needs the citizen id, which the doctor completes from the draft when the record lacks it (invented).
    await doctor('PUT', `/api/donthuoc/${draft._id}/benhnhan`, { cccd: `079099${String(n).padStart(6, '0')}` });
    const chosen = [pick(things.drugs.slice(0, 4)), pick(things.drugs.slice(4))];
    await doctor('PUT', `/api/donthuoc/${draft._id}`, {
      loidan: 'Uống sau ăn, uống nhiều nước.',
      chitiet: chosen.map((thuoc_id) => ({
        thuoc_id,
        lieu_moilan: 1,
        solan_ngay: 2,
        songay: 5,
        cachdung: 'Uống sau ăn',
      })),
    });
    await doctor('POST', `/api/donthuoc/${draft._id}/ky`, { xacnhan_duongdung: true });
    return draft._id;
  };
  const billOf = async (visit: string) => {
    const list = await cashier<{ docs: { _id: string; conlai?: number; phaitra?: number }[] }>(
      'GET',
      `/api/hoadon?luotkham_id=${visit}`,
    );
    return list.docs[0]!;
  };

  const [paid, waitingAtPharmacy, inRoom, called] = visitIds;
  // Seen, dispensed, billed and paid in cash.
  if (paid) {
    const record = await examine(paid);
    const prescription = await prescribe(paid, 1);
    await doctor('POST', `/api/khambenh/${record}/ky`);
    await pharmacist('POST', `/api/donthuoc/${prescription}/phat`);
    const bill = await billOf(paid);
    await cashier('POST', `/api/hoadon/${bill._id}/phathanh`);
    const issued = await cashier<{ phaitra: number; dathanhtoan?: number }>('GET', `/api/hoadon/${bill._id}`);
    await cashier('POST', `/api/hoadon/${bill._id}/thanhtoan`, { phuongthuc: 'TIEN_MAT', sotien: issued.phaitra });
  }
  // Seen and signed off: lab tests waiting for results, a prescription waiting at the pharmacy, the bill open.
  if (waitingAtPharmacy) {
    const record = await examine(waitingAtPharmacy);
    await doctor('POST', '/api/xetnghiem', { luotkham_id: waitingAtPharmacy, dichvu_ids: [things.lab] });
    await prescribe(waitingAtPharmacy, 2);
    await doctor('POST', `/api/khambenh/${record}/ky`);
  }
  // In the doctor's room now.
  if (inRoom) await examine(inRoom);
  // Called to the room; the others wait.
  if (called) await receptionist('POST', `/api/luotkham/${called}/trangthai`, { hanhdong: 'GOI' });

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
  return { visits: visitIds.length, appointments };
}
