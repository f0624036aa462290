// What the demo's doctor, pharmacist and cashier do for one patient, shared by today's day and the generated history:
// open the visit and write the examination, prescribe and sign, find the visit's bill. Each step is an API call as the
// person's screen makes it.
import type { PaymentMethod } from '@phongkham/contracts';
import type { DemoStaff } from './demo.calls';
import type { DemoCatalogue } from './demo.catalogue';

/** Diagnoses a small general clinic makes every week (ICD-10 codes of the Ministry's list). */
export const DIAGNOSES = [
  'J02.9',
  'J06.9',
  'I10',
  'E11.9',
  'K29.7',
  'M54.9',
  'J20.9',
  'K21.9',
  'J03.9',
  'A09',
] as const;
export const REASONS = ['Đau họng, sốt nhẹ', 'Ho, sổ mũi', 'Đau đầu, chóng mặt', 'Tái khám huyết áp', 'Đau thượng vị'];

/** The invented citizen id of the register's n-th patient, the same in the history and today's day. */
export const demoCitizenId = (index: number) => `079099${String(index + 1).padStart(6, '0')}`;

export function careSteps(staff: DemoStaff, things: DemoCatalogue, random: () => number) {
  const { doctor, cashier, technician } = staff;
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  return {
    /** The doctor sees a patient: opens the visit (calling it first if it waits), writes the vitals and a diagnosis. */
    async examine(visit: string) {
      const record = await doctor<{ _id: string }>('POST', `/api/khambenh/${visit}/mo`);
      await doctor('PUT', `/api/khambenh/${record._id}`, {
        mach: 70 + Math.floor(random() * 20),
        nhietdo: 36.5 + Math.floor(random() * 10) / 10,
        huyetap_tamthu: 110 + Math.floor(random() * 30),
        huyetap_tamtruong: 70 + Math.floor(random() * 15),
        khamthucthe: 'Tỉnh, tiếp xúc tốt. Tim đều, phổi không ran.',
        chandoan_chinh: pick(DIAGNOSES),
        loidan: 'Uống thuốc theo đơn, tái khám khi có dấu hiệu bất thường.',
      });
      return record._id;
    },
    /**
     * A prescription of two of the drugs the pharmacy keeps, signed. Signing needs the patient's citizen id, which the
     * doctor completes from the draft when the record lacks it (invented, one per patient).
     */
    async prescribe(visit: string, cccd: string, drugs: readonly string[] = things.drugs) {
      const draft = await doctor<{ _id: string }>('POST', '/api/donthuoc', { luotkham_id: visit });
      await doctor('PUT', `/api/donthuoc/${draft._id}/benhnhan`, { cccd });
      const half = Math.ceil(drugs.length / 2);
      const chosen = [pick(drugs.slice(0, half)), pick(drugs.slice(half))];
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
    },
    /** The technician enters a lab order's values, read from the order as the bench's screen shows it. */
    async enterResult(order: string) {
      const current = await technician<{
        chiso: { chiso_id: string; khoang: { thap?: number | null; cao?: number | null } | null }[];
      }>('GET', `/api/xetnghiem/${order}`);
      await technician('PUT', `/api/xetnghiem/${order}/ketqua`, {
        giatri: current.chiso.map(({ chiso_id, khoang }) => ({ chiso_id, giatri: labValue(khoang, random) })),
      });
    },
    /**
     * The cashier issues the bill when it is still a draft and takes what is still due, by `method`: answers the
     * amount taken.
     */
    async settle(bill: string, method: PaymentMethod = 'TIEN_MAT', draft = true) {
      if (draft) await cashier('POST', `/api/hoadon/${bill}/phathanh`);
      const issued = await cashier<{ phaitra: number; dathu: number }>('GET', `/api/hoadon/${bill}`);
      const due = issued.phaitra - issued.dathu;
      if (due > 0) await cashier('POST', `/api/hoadon/${bill}/thanhtoan`, { phuongthuc: method, sotien: due });
      return Math.max(due, 0);
    },
    /** The visit's bill, as the cashier's list finds it. */
    async billOf(visit: string) {
      const list = await cashier<{ docs: { _id: string }[] }>('GET', `/api/hoadon?luotkham_id=${visit}`);
      return list.docs[0]!;
    },
  };
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
