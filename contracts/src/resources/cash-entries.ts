// Other income and expenses (phiếu thu/chi khác, /admin/so-quy, /api/soquy/thuchikhac): money that moves without a
// bill, entered by hand, such as supplies bought in cash or a scrap sale. Each is a numbered document (TK-… for
// income, CK-… for an expense) that is never edited: a mistake is corrected by a new entry pointing to the one it
// corrects, with a reason. A cash entry goes into the author's open shift, like a cash payment.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { paymentMethods, positiveDong } from '../money';
import { defineResource, queryOptional } from '../resource';
import { calendarDay, optionalText, requiredText } from '../validation/rules';

const m = (key: string) => ({ error: `validation.${key}` });
const text = z.string().nullable();

/** Money in (THU) or out (CHI). */
export const cashEntryKinds = ['THU', 'CHI'] as const;
export type CashEntryKind = (typeof cashEntryKinds)[number];

export const cashEntryInput = z
  .object({
    loai: z.enum(cashEntryKinds, m('requiredSelect')),
    phuongthuc: z.enum(paymentMethods, m('requiredSelect')),
    sotien: positiveDong,
    /** What the money was for ("Mua găng tay, khẩu trang"). */
    noidung: requiredText.pipe(z.string().max(500, m('tooLong'))),
    /** Who paid it in or was paid. */
    nguoinop_nhan: optionalText(200),
    /** The entry this one corrects, which stays as it was. */
    dieuchinh_id: uuid.nullable().optional(),
    /** Why the correction: required with dieuchinh_id. */
    lydo: optionalText(500),
    /** Only the installation's owner chooses; staff enter their own clinic's. */
    phongkham_id: uuid.optional(),
  })
  .refine((body) => !body.dieuchinh_id || !!body.lydo?.trim(), { ...m('requiredText'), path: ['lydo'] });
export type CashEntryInput = z.input<typeof cashEntryInput>;

export const cashEntryRow = z.object({
  _id: uuid,
  phongkham_id: uuid,
  /** TK-2026-000001 (income) or CK-2026-000001 (expense). */
  so: z.string(),
  loai: z.enum(cashEntryKinds),
  phuongthuc: z.enum(paymentMethods),
  sotien: positiveDong,
  noidung: z.string(),
  nguoinop_nhan: text,
  dieuchinh_id: uuid.nullable(),
  /** The corrected entry's number. */
  dieuchinh_so: text,
  lydo: text,
  /** The shift the money went into or came out of (always set for cash). */
  cathungan_id: uuid.nullable(),
  nhanvien_id: uuid.nullable(),
  nhanvien_hoten: text,
  createdAt: timestamp,
});
export type CashEntryRow = z.input<typeof cashEntryRow>;

export const cashEntryResource = defineResource({
  key: 'cashEntries',
  table: 'thuchikhac',
  api: '/api/soquy/thuchikhac',
  urls: ['/so-quy'],
  item: cashEntryRow,
  detail: cashEntryRow,
  create: cashEntryInput,
  // Never edited: the kit registers no update route (`without`); a correction is a new entry.
  update: z.object({}),
  sortFields: ['createdAt', 'so', 'sotien'],
  defaultSort: '-createdAt',
  filters: {
    loai: queryOptional(z.enum(cashEntryKinds)),
    phuongthuc: queryOptional(z.enum(paymentMethods)),
    nhanvien_id: queryOptional(uuid),
    cathungan_id: queryOptional(uuid),
    /** The clinic day it was entered. */
    ngay: queryOptional(calendarDay),
  },
  publicContent: false,
  clinicScoped: 'phongkham_id',
});
