// The patient register's reads and the values a save writes: the list (search by name without diacritics, by any
// part of a phone or a code, each served by its own index), one record (whose reading is recorded), and `prepare`,
// which gives a new record its code from the sequence and checks the address against the 2025 units.
import { normalizePhone, patientCode, type patientResource } from '@phongkham/contracts';
import { and, asc, eq, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { patients } from '../../db/schema';
import type { Reader } from '../../lib/crud/routes';
import { clinicCondition } from '../../lib/crud/scope';
import type { WriteContext } from '../../lib/crud/write';
import type { Writer } from '../../lib/crud/writer';
import { fieldError, HttpError } from '../../lib/http-error';
import { icu, listPage, textSearch } from '../../lib/list';
import { checkAddress, fullAddress } from '../addresses/addresses.service';

export const patientItemColumns = {
  _id: patients._id,
  phongkham_id: patients.phongkham_id,
  ma: patients.ma,
  hoten: patients.hoten,
  ngaysinh: patients.ngaysinh,
  gioitinh: patients.gioitinh,
  dienthoai: patients.dienthoai,
  email: patients.email,
  cccd: patients.cccd,
  andanh_luc: patients.andanh_luc,
  createdAt: patients.createdAt,
  updatedAt: patients.updatedAt,
};

export const patientDetailColumns = {
  ...patientItemColumns,
  tinh_ma: patients.tinh_ma,
  xa_ma: patients.xa_ma,
  diachi: patients.diachi,
  diachi_day: patients.diachi_day,
  bhyt: patients.bhyt,
  nghenghiep: patients.nghenghiep,
  nguoilienhe: patients.nguoilienhe,
  dienthoai_lienhe: patients.dienthoai_lienhe,
  diung: patients.diung,
  ghichu: patients.ghichu,
  dongy_phienban: patients.dongy_phienban,
  dongy_luc: patients.dongy_luc,
};

/** Live records (not deleted, not merged away) of the reader's clinic, or of every clinic for the owner. */
export const livePatients = (clinic: string | null | undefined): SQL | undefined =>
  and(isNull(patients.deletedAt), clinicCondition(patients.phongkham_id, clinic));

/**
 * What the search box finds. Digits (a phone as typed, "0912 345", or a code's number) search phones and codes by
 * any part, and twelve of them a citizen id too; "BN-000123" searches codes; anything else searches names without diacritics. Each branch is served by
 * one trigram index, so no search reads the whole table.
 */
export function patientSearch(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const digits = normalizePhone(text);
  if (/^\d+$/.test(digits)) {
    // Twelve digits may be a citizen id (reception finds a patient by the card they hand over): the whole number.
    const cccd = digits.length === 12 ? eq(patients.cccd, digits) : undefined;
    return or(like(patients.dienthoai, `%${digits}%`), like(patients.ma, `%${digits}%`), cccd);
  }
  const code = /^bn-?(\d+)$/i.exec(text);
  // A whole code (six digits or more) is one record: the unique index answers it.
  if (code) return code[1]!.length >= 6 ? eq(patients.ma, `BN-${code[1]}`) : like(patients.ma, `%${code[1]}%`);
  return textSearch(text, [patients.hoten]);
}

export function listPatients(db: Database, query: z.output<typeof patientResource.listQuery>, reader: Reader) {
  return listPage(query, {
    where: [
      livePatients(reader.clinic),
      query.gioitinh ? eq(patients.gioitinh, query.gioitinh) : undefined,
      patientSearch(query.q),
    ],
    // The search is the module's own (above): one index per kind of text.
    search: [],
    sortable: {
      ma: patients.ma,
      hoten: icu(patients.hoten),
      ngaysinh: patients.ngaysinh,
      createdAt: patients.createdAt,
      updatedAt: patients.updatedAt,
    },
    defaultSort: '-createdAt',
    tieBreak: asc(patients._id),
    columns: patientItemColumns,
    from: (fields) => db.select(fields).from(patients),
  });
}

export async function readPatient(db: Pick<Database, 'select'>, id: string, clinic: string | null | undefined) {
  const [row] = await db
    .select(patientDetailColumns)
    .from(patients)
    .where(and(eq(patients._id, id), livePatients(clinic)));
  return row ?? null;
}

/** One record for the back office (the kit records each staff reading: patientResource's `auditRead`). */
export function getPatient(db: Database, id: string, reader: Reader) {
  return readPatient(db, id, reader.clinic);
}

/** The next patient code (BN-000124): nextval never hands out one number twice, whatever runs at the same time. */
export async function nextPatientCode(tx: Pick<Database, 'execute'>): Promise<string> {
  const result = await tx.execute(sql`select nextval('benhnhan_ma_seq') as n`);
  const row = (result as unknown as { rows: { n: string | number }[] }).rows[0]!;
  return patientCode(BigInt(row.n));
}

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Optional text fields a form sends empty: stored as null. */
const OPTIONAL_FIELDS = [
  'email',
  'diachi',
  'cccd',
  'bhyt',
  'nghenghiep',
  'nguoilienhe',
  'dienthoai_lienhe',
  'diung',
  'ghichu',
] as const;

/** The address as stored: both units or neither (400 on the missing one), checked and written out whole. */
async function addressValues(tx: Transaction, values: Record<string, unknown>) {
  const tinh = (values.tinh_ma as string | null | undefined) ?? null;
  const xa = (values.xa_ma as string | null | undefined) ?? null;
  const street = (blankToNull(values.diachi) as string | null | undefined) ?? null;
  if (tinh === null && xa === null) return { tinh_ma: null, xa_ma: null, diachi: street, diachi_day: street };
  if (tinh === null) throw fieldError('tinh_ma', 'errors.addressIncomplete');
  if (xa === null) throw fieldError('xa_ma', 'errors.addressIncomplete');
  const names = await checkAddress(tx, tinh, xa);
  return { tinh_ma: tinh, xa_ma: xa, diachi: street, diachi_day: fullAddress(street ?? '', names) };
}

/**
 * The values a create or update writes: blanks as null, the address checked (when the body names it), a new
 * record's code. An anonymised record is not written again (409): its personal data is gone on purpose.
 */
export async function preparePatient(values: Record<string, unknown>, { tx, id }: WriteContext) {
  const prepared: Record<string, unknown> = { ...values };
  for (const field of OPTIONAL_FIELDS) if (field in prepared) prepared[field] = blankToNull(prepared[field]);
  if (['tinh_ma', 'xa_ma', 'diachi'].some((field) => field in values)) {
    Object.assign(prepared, await addressValues(tx, values));
  }
  if (id === null) {
    prepared.ma = await nextPatientCode(tx);
  } else {
    const [row] = await tx.select({ andanh_luc: patients.andanh_luc }).from(patients).where(eq(patients._id, id));
    if (row?.andanh_luc) throw new HttpError(409, 'errors.patientAnonymised');
  }
  return prepared;
}

/** The identity fields another module's staff may complete on a record (a doctor, from a prescription). */
export type IdentityFields = Partial<Record<'cccd' | 'ngaysinh' | 'gioitinh', string | null>>;

/**
 * Completes a patient's identity fields that are still empty, in the caller's transaction, with a history row on the
 * patient naming where the change came from (`from`, e.g. the prescription's id). A field already recorded with
 * another value is refused (400 on it): correcting the register is reception's work, on the patient's record.
 */
export async function completePatientIdentity(
  writer: Writer,
  id: string,
  fields: IdentityFields,
  from: Record<string, string>,
): Promise<void> {
  const [patient] = await writer.tx
    .select()
    .from(patients)
    .where(and(eq(patients._id, id), isNull(patients.deletedAt), isNull(patients.andanh_luc)))
    .for('update');
  if (!patient) throw new HttpError(409, 'errors.patientAnonymised');
  const after: Record<string, string> = {};
  for (const field of ['cccd', 'ngaysinh', 'gioitinh'] as const) {
    const value = fields[field];
    if (value == null || value === patient[field]) continue;
    if (patient[field] != null) throw fieldError(field, 'validation.identityRecorded');
    after[field] = value;
  }
  if (!Object.keys(after).length) return;
  await writer.update(patients, id, after, { before: patient, sau: from });
}
