// Dispensing (phát thuốc, /admin/nha-thuoc): the clinic's pharmacy hands out a signed prescription from its own
// stock, first expiry first out, and sells drugs and products over the counter; a patient may bring dispensed drugs
// back (docs/decisions/0058). What the pharmacist sends and reads is declared here, once, for both sides. Quantities
// are whole smallest units (tablets); money is whole đồng per smallest unit.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { dong, receiptMethods } from '../money';
import { defineStates } from '../moves';
import { prescriptionStates } from '../prescriptions';
import { calendarDay, requiredText } from '../validation/rules';
import { billDetail, billLine } from './bills';
import { genders } from './patients';
import { PRESCRIPTION_LINES_MAX } from './prescriptions';

const m = (key: string) => ({ error: `validation.${key}` });
const text = z.string().nullable();
const quantity = z.number(m('number')).int(m('number')).min(1, m('number')).max(100_000, m('number'));

/** One batch a line takes, and how many units from it: the pharmacist's own choice instead of FEFO. */
export const chosenBatch = z.object({ lohang_id: uuid, soluong: quantity });
export type ChosenBatch = z.input<typeof chosenBatch>;

/**
 * POST /api/donthuoc/:id/phat: what to hand out now. Without `dong` every line still to dispense takes its rest
 * FEFO from usable batches (as much as there is). A line named here takes exactly the batches listed (an empty list:
 * not dispensed now, the patient buys it elsewhere); a line not named takes its rest FEFO.
 */
export const dispenseInput = z.object({
  dong: z
    .array(z.object({ donthuoc_chitiet_id: uuid, lo: z.array(chosenBatch).max(10) }))
    .max(PRESCRIPTION_LINES_MAX)
    .refine((lines) => new Set(lines.map((line) => line.donthuoc_chitiet_id)).size === lines.length, {
      error: 'validation.dispenseLineTwice',
    })
    .optional(),
});
export type DispenseInput = z.input<typeof dispenseInput>;

/** The pharmacy's page: its grant reads the worklist, dispenses, takes returns and sells at the counter. */
export const PHARMACY = '/nha-thuoc';

/**
 * Dispensing as a move of the prescription (the kit's moves, its own route answering 201 with the document): from
 * signed or partly dispensed to dispensed, or to partly dispensed when lines are still short.
 */
export const dispensingMoves = defineStates({
  field: 'trangthai',
  states: prescriptionStates,
  by: 'trangthai',
  conflict: 'errors.prescriptionNotDispensable',
  moves: {
    PHAT: {
      from: ['DA_KY', 'PHAT_MOT_PHAN'],
      to: 'DA_PHAT',
      outcomes: ['PHAT_MOT_PHAN'],
      path: 'phat',
      flag: 'create',
      body: dispenseInput,
    },
  },
});

/** A line of a stock document as the pharmacy reads it: the batch, how many units left it (or came back), the price. */
export const dispensedLine = z.object({
  _id: uuid,
  lohang_id: uuid,
  thuoc_id: uuid.nullable(),
  sanpham_id: uuid.nullable(),
  ten: z.string(),
  donvitinh: text,
  solo: z.string(),
  handung: z.string(),
  /** Units out of the batch (an issue) or back into it (a return), always positive here. */
  soluong: z.number().int(),
  giaban: dong,
  donthuoc_chitiet_id: uuid.nullable(),
  hoadon_dong_id: uuid.nullable(),
  /** On an issue: the units of this line already brought back by later returns. */
  datralai: z.number().int(),
});
export type DispensedLine = z.input<typeof dispensedLine>;

/** An issue (PX, dispensing or counter sale) or a return (PNL) with its lines. */
export const pharmacyDocument = z.object({
  _id: uuid,
  so: z.string(),
  loai: z.string(),
  lydo: text,
  donthuoc_id: uuid.nullable(),
  hoadon_id: uuid.nullable(),
  goc_id: uuid.nullable(),
  ghichu: text,
  nhanvien_hoten: text,
  createdAt: timestamp,
  dong: z.array(dispensedLine),
});
export type PharmacyDocument = z.input<typeof pharmacyDocument>;

/** A prescription line as dispensing sees it: prescribed, handed out so far (less returns), still to hand out. */
export const remainingLine = z.object({
  donthuoc_chitiet_id: uuid,
  thuoc_id: uuid,
  tenthuoc: z.string(),
  donvitinh: z.string(),
  soluong: z.number().int(),
  daphat: z.number().int(),
  conlai: z.number().int(),
});
export type RemainingLine = z.input<typeof remainingLine>;

/** 201 of POST /api/donthuoc/:id/phat: the issue document, the lines it added to the visit's bill, the state now. */
export const dispenseAnswer = z.object({
  phieukho: pharmacyDocument,
  hoadon_id: uuid,
  hoadon_so: z.string(),
  hoadon_dong: z.array(billLine),
  donthuoc: z.object({
    _id: uuid,
    trangthai: z.enum(prescriptionStates),
    /** The lines not (fully) dispensed: what the patient still has to get, here later or elsewhere. */
    conlai: z.array(remainingLine),
  }),
});
export type DispenseAnswer = z.input<typeof dispenseAnswer>;

/** A usable batch of the pharmacy (not expired, not on hold, units left) as offered for a line. */
export const offeredBatch = z.object({
  lohang_id: uuid,
  solo: z.string(),
  handung: z.string(),
  /** Units left in the batch. */
  soluong: z.number().int(),
  giaban: dong,
});
export type OfferedBatch = z.input<typeof offeredBatch>;

/** The worklist's states: signed and not yet dispensed, partly dispensed, dispensed (the day's done ones). */
export const pharmacyStates = ['DA_KY', 'PHAT_MOT_PHAN', 'DA_PHAT'] as const;

/** GET /api/nhathuoc?ngay=&trangthai=&q=: the day's signed prescriptions, as a pharmacist may read them. */
export const pharmacyQuery = z.object({
  ngay: calendarDay.optional(),
  trangthai: z.enum(pharmacyStates).optional(),
  q: z.string().trim().max(100).optional(),
});

/** The patient as a pharmacist reads them: identity, no clinical text. */
const patientIdentity = {
  benhnhan_id: uuid,
  benhnhan_ma: z.string(),
  benhnhan_hoten: z.string(),
  benhnhan_ngaysinh: text,
  benhnhan_gioitinh: z.enum(genders).nullable(),
};

export const pharmacyRow = z.object({
  _id: uuid,
  madonthuoc: z.string(),
  trangthai: z.enum(prescriptionStates),
  ...patientIdentity,
  bacsi_hoten: text,
  kyluc: timestamp.nullable(),
  sodong: z.number().int(),
  /** Lines with units still to hand out. */
  soconlai: z.number().int(),
});
export type PharmacyRow = z.input<typeof pharmacyRow>;

/**
 * GET /api/nhathuoc/:id: one prescription at the pharmacy's counter: the patient's identity and the lines (drug,
 * directions, quantity), each with what was handed out, what is left, the usable batches and the FEFO proposal;
 * then the documents that handed it out or took drugs back. No diagnosis, advice or allergy: a pharmacist reads
 * only what dispensing needs.
 */
export const pharmacyPrescription = z.object({
  _id: uuid,
  madonthuoc: z.string(),
  loaidon: z.string(),
  trangthai: z.enum(prescriptionStates),
  kyluc: timestamp.nullable(),
  bacsi_hoten: text,
  ...patientIdentity,
  kho_id: uuid,
  kho_ten: z.string(),
  dong: z.array(
    remainingLine.extend({
      thutu: z.number().int(),
      cachdung: text,
      /** Usable units of the drug in the pharmacy now. */
      khadung: z.number().int(),
      lo: z.array(offeredBatch),
      /** FEFO's proposal for the rest: the batches and units it would take. */
      dexuat: z.array(chosenBatch),
    }),
  ),
  phieukho: z.array(pharmacyDocument),
});
export type PharmacyPrescription = z.input<typeof pharmacyPrescription>;

/**
 * POST /api/nhathuoc/tralai: drugs a patient brings back, each to the batch it left from (a PNL document pointing to
 * the issue), with the money: off the bill while it is a draft, else a refund document on it (the refund's rules:
 * `phuongthuc` cash needs the pharmacist's open shift).
 */
export const pharmacyReturnInput = z.object({
  phieukho_id: uuid,
  lydo: requiredText.pipe(z.string().max(500, m('tooLong'))),
  phuongthuc: z.enum(receiptMethods).optional(),
  dong: z
    .array(z.object({ phieukho_dong_id: uuid, soluong: quantity }))
    .min(1, m('requiredArray'))
    .max(60),
});
export type PharmacyReturnInput = z.input<typeof pharmacyReturnInput>;

export const pharmacyReturnAnswer = z.object({
  phieukho: pharmacyDocument,
  /** What the return was worth at the prices sold. */
  sotien: dong,
  /** The refund document (phiếu chi) when the bill was issued, else null (the draft's lines were lowered). */
  phieuchi_id: uuid.nullable(),
  phieuchi_so: text,
});
export type PharmacyReturnAnswer = z.input<typeof pharmacyReturnAnswer>;

/** One item sold over the counter: a drug or a product, how many units, optionally the batches to take. */
export const counterSaleLine = z
  .object({
    thuoc_id: uuid.nullable().optional(),
    sanpham_id: uuid.nullable().optional(),
    soluong: quantity,
    lo: z.array(chosenBatch).max(10).optional(),
  })
  .refine((line) => !!line.thuoc_id !== !!line.sanpham_id, { error: 'validation.counterSaleItem', path: ['thuoc_id'] })
  .refine((line) => !line.lo?.length || line.lo.reduce((sum, batch) => sum + batch.soluong, 0) === line.soluong, {
    error: 'validation.counterSaleBatches',
    path: ['lo'],
  });

/** POST /api/nhathuoc/banle: a counter sale without a visit: a counter bill and its issue (XUAT BAN_LE) together. */
export const counterSaleInput = z.object({
  benhnhan_id: uuid.nullable().optional(),
  khachhang: z.string().trim().max(150).nullable().optional(),
  ghichu: z.string().trim().max(500).nullable().optional(),
  dong: z.array(counterSaleLine).min(1, m('requiredArray')).max(60),
});
export type CounterSaleInput = z.input<typeof counterSaleInput>;

export const counterSaleAnswer = z.object({ phieukho: pharmacyDocument, hoadon: billDetail });
export type CounterSaleAnswer = z.input<typeof counterSaleAnswer>;

/** GET /api/nhathuoc/ton?q=: what the counter may sell: drugs and products with usable units in the pharmacy. */
export const sellableItem = z.object({
  thuoc_id: uuid.nullable(),
  sanpham_id: uuid.nullable(),
  ten: z.string(),
  donvitinh: text,
  khadung: z.number().int(),
  handung_gannhat: text,
  giaban: dong.nullable(),
  /** A drug only a prescription may hand out (narcotic, psychotropic): never sold over the counter. */
  cankedon: z.boolean(),
});
export type SellableItem = z.input<typeof sellableItem>;
