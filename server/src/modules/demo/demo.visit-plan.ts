// One patient's visit in the demo's past (docs/decisions/0071-demo-history.md), planned as timed steps of the day's
// agenda: registered at the desk when new, checked in (from their booking when they had one), called when the doctor
// is free, examined, now and then a lab test the technician samples, enters and verifies, most often a prescription
// the pharmacist dispenses, the record signed, the bill issued and paid (now and then with a discount the owner
// approves, or partly refunded later).
import type { PaymentMethod } from '@phongkham/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { demo } from '../../db/schema';
import { DEMO_PATIENT_NOTE } from '../../db/seed/patients';
import type { DemoCast } from './demo.accounts';
import type { Agenda } from './demo.agenda';
import type { DemoStaff } from './demo.calls';
import { careSteps, demoCitizenId, REASONS } from './demo.care';
import type { DemoCatalogue } from './demo.catalogue';

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

/** The register's patients, with the ones the history adds. */
export interface Register {
  ids: string[];
}

export async function addToRegister(db: Database, register: Register, id: string) {
  register.ids.push(id);
  await db.update(demo).set({ benhnhan_ids: sql`${demo.benhnhan_ids} || ${JSON.stringify([id])}::jsonb` });
}

/** A Vietnamese name of the sex, from common family, middle and given names. */
export function inventedName(gioitinh: 'NAM' | 'NU', random: () => number): string {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  return `${pick(FAMILY)} ${pick(MIDDLE[gioitinh])} ${pick(GIVEN[gioitinh])}`;
}

export interface VisitPlan {
  agenda: Agenda;
  db: Database;
  cast: DemoCast;
  staff: DemoStaff;
  things: DemoCatalogue;
  register: Register;
  random: () => number;
  /** The drugs the doctor prescribes from. */
  prescribed: readonly string[];
}

/** Counts a new patient when the history registers one. */
export interface VisitCounts {
  patients: number;
}

/**
 * Plans one visit arriving at `arrival` (a minute of the day) of the register's `whose`-th patient (a new
 * patient when negative), from `appointment` when booked; `labTest` orders one whatever the draw (the history's
 * first visit, so that every history, however short, has a verified result). Answers when the doctor is free again
 * and when the cashier's last step for it happens.
 */
export function planVisit(
  plan: VisitPlan,
  counts: VisitCounts,
  arrival: number,
  whose: number,
  appointment: string | null,
  doctorFree: number,
  labTest = false,
): { doctorFree: number; lastCash: number } {
  const { agenda, db, cast, staff, things, register, random, prescribed } = plan;
  const { owner, receptionist, doctor, pharmacist, cashier, technician } = staff;
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const care = careSteps(staff, things, random);
  let patientIndex = whose;
  const withLab = random() < 0.25 || labTest;
  const withDrugs = random() < 0.75;
  const discount = random() < 0.07;
  const refund = random() < 0.04;
  const method = pick(METHODS);
  const call = Math.max(arrival + 2 + random() * 6, doctorFree);
  const seen = 8 + random() * 12;
  const finish = withLab ? call + seen + 45 : call + seen;
  const visit = { patient: '', cccd: '', id: '', record: '', prescription: '' };
  agenda.at(arrival, async () => {
    if (patientIndex < 0) {
      const gioitinh = random() < 0.55 ? 'NU' : 'NAM';
      const index = register.ids.length;
      const year = 1950 + Math.floor(random() * 70);
      const created = await receptionist<{ _id: string }>('POST', '/api/benhnhan', {
        hoten: inventedName(gioitinh, random),
        gioitinh,
        ngaysinh: `${year}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`,
        dienthoai: `0900${String(100_000 + index).slice(-6)}`,
        cccd: demoCitizenId(index),
        ghichu: DEMO_PATIENT_NOTE,
      });
      await addToRegister(db, register, created._id);
      counts.patients += 1;
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
    agenda.at(call + seen + 30, () => care.enterResult(order));
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
    paid = await care.settle(bill, method);
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
  return { doctorFree: call + seen + 1, lastCash: finish + (refund ? 45 : 10) };
}
