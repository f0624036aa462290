// Other income and expenses entered by hand (phiếu thu/chi khác, thuchikhac): reading and listing them, and what a
// new entry decides beside the kit's audited insert: its TK-/CK- number from the gapless counter, its author, the
// author's open shift (required for cash, 409 otherwise, as for a cash payment) held by a share lock so the shift
// cannot close before the entry commits, and the entry a correction points to (of the same clinic). There is no
// update or delete: a mistake is corrected by a new entry (docs/decisions/0053-cashier-shift.md).
import { addDays, cashEntryResource, clinicInstant, type ListQuery, type PaymentMethod } from '@phongkham/contracts';
import { and, asc, eq, getTableColumns, gte, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client';
import { cashEntries, staff } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { Reader } from '../../lib/crud/routes';
import { clinicCondition } from '../../lib/crud/scope';
import { FieldError } from '../../lib/http-error';
import { listPage } from '../../lib/list';
import { drawerShift } from '../../lib/money/drawer';
import { nextNumber } from '../../lib/money/numbering';

type Reading = Pick<Database | Transaction, 'select'>;

const corrected = alias(cashEntries, 'dieuchinh');
const columns = {
  ...getTableColumns(cashEntries),
  dieuchinh_so: corrected.so,
  nhanvien_hoten: staff.hoten,
};

/** One entry for a reader of its clinic; null when not theirs. */
export async function getCashEntry(db: Reading, id: string, reader: Pick<Reader, 'clinic'>) {
  const [row] = await db
    .select(columns)
    .from(cashEntries)
    .leftJoin(corrected, eq(corrected._id, cashEntries.dieuchinh_id))
    .leftJoin(staff, eq(staff._id, cashEntries.nhanvien_id))
    .where(and(eq(cashEntries._id, id), clinicCondition(cashEntries.phongkham_id, reader.clinic)));
  return row ?? null;
}

type EntryQuery = ListQuery & {
  loai?: 'THU' | 'CHI';
  phuongthuc?: string;
  nhanvien_id?: string;
  cathungan_id?: string;
  ngay?: string;
};

/** A page of the clinic's entries, newest first unless sorted. */
export function listCashEntries(db: Database, query: EntryQuery, reader: Reader) {
  const day = query.ngay;
  return listPage(query, {
    where: [
      clinicCondition(cashEntries.phongkham_id, reader.clinic),
      query.loai ? eq(cashEntries.loai, query.loai) : undefined,
      query.phuongthuc ? eq(cashEntries.phuongthuc, query.phuongthuc as 'TIEN_MAT') : undefined,
      query.nhanvien_id ? eq(cashEntries.nhanvien_id, query.nhanvien_id) : undefined,
      query.cathungan_id ? eq(cashEntries.cathungan_id, query.cathungan_id) : undefined,
      day ? gte(cashEntries.createdAt, clinicInstant(day)) : undefined,
      day ? lt(cashEntries.createdAt, clinicInstant(addDays(day, 1))) : undefined,
    ],
    search: [cashEntries.so, cashEntries.noidung, cashEntries.nguoinop_nhan],
    sortable: {
      createdAt: cashEntries.createdAt,
      so: cashEntries.so,
      sotien: cashEntries.sotien,
    } satisfies Record<(typeof cashEntryResource.sortFields)[number], unknown>,
    defaultSort: cashEntryResource.defaultSort,
    tieBreak: asc(cashEntries._id),
    columns,
    from: (fields) =>
      db
        .select(fields)
        .from(cashEntries)
        .leftJoin(corrected, eq(corrected._id, cashEntries.dieuchinh_id))
        .leftJoin(staff, eq(staff._id, cashEntries.nhanvien_id)),
  });
}

/**
 * A new entry's stamps: the author, their open shift (share-locked; cash needs one), the entry it corrects (of the
 * same clinic, else 400 on dieuchinh_id), and its number, taken last so a refused entry takes none.
 */
export async function enteringCash(
  values: Record<string, unknown>,
  { tx, actor }: { tx: Transaction; actor: Actor },
): Promise<Record<string, unknown>> {
  const clinic = values.phongkham_id as string;
  const shift = await drawerShift(tx, actor._id, values.phuongthuc as PaymentMethod);
  const correcting = (values.dieuchinh_id as string | null | undefined) ?? null;
  if (correcting) {
    const [found] = await tx
      .select({ _id: cashEntries._id })
      .from(cashEntries)
      .where(and(eq(cashEntries._id, correcting), eq(cashEntries.phongkham_id, clinic)));
    if (!found) throw new FieldError(400, 'validation.correctedEntryMissing', 'dieuchinh_id');
  }
  const lydo = (values.lydo as string | null | undefined)?.trim() || null;
  return {
    ...values,
    dieuchinh_id: correcting,
    lydo: correcting ? lydo : null,
    nguoinop_nhan: (values.nguoinop_nhan as string | null | undefined)?.trim() || null,
    cathungan_id: shift,
    nhanvien_id: actor._id,
    so: await nextNumber(tx, clinic, values.loai === 'THU' ? 'TK' : 'CK'),
  };
}
