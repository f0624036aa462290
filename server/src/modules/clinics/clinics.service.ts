// Clinics (phongkham) for the back office's /quan-ly-phong-kham: the list, one clinic with its opening hours, and
// the values a save writes (the address checked against the 2025 units and kept whole as `diachi_day`).
// Every row is its own clinic, so a clinic-scoped reader is limited by `clinics._id` (see `scope` below).
import type { clinicResource, DoctorSession } from '@phongkham/contracts';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { catalogueEntries, clinicHours, clinics, holidays } from '../../db/schema';
import { starterCatalogues } from '../../db/seed/catalogues';
import { vietnameseHolidays } from '../../db/seed/holidays';
import type { ChildRows, WriteContext } from '../../lib/crud/write';
import { authorOf, writerIn } from '../../lib/crud/writer';
import { icu, listPage } from '../../lib/list';
import { checkAddress, fullAddress } from '../addresses/addresses.service';

const itemColumns = {
  _id: clinics._id,
  ten: clinics.ten,
  sogiayphep: clinics.sogiayphep,
  ngaycapphep: clinics.ngaycapphep,
  malienthong: clinics.malienthong,
  tinh_ma: clinics.tinh_ma,
  xa_ma: clinics.xa_ma,
  diachi: clinics.diachi,
  diachi_day: clinics.diachi_day,
  dienthoai: clinics.dienthoai,
  email: clinics.email,
  kichhoat: clinics.kichhoat,
  updatedAt: clinics.updatedAt,
};

/** The account a bill's VietQR pays into and the approval thresholds: the form edits them, the list needs none. */
const moneyColumns = {
  nganhang_bin: clinics.nganhang_bin,
  sotaikhoan: clinics.sotaikhoan,
  tentaikhoan: clinics.tentaikhoan,
  nguong_giamgia: clinics.nguong_giamgia,
  nguong_hoantien: clinics.nguong_hoantien,
  nguong_chenhlech: clinics.nguong_chenhlech,
};

/** Live clinics, within `scope` when a reader is limited to their own (the clinic-scoping kit passes it). */
const live = (scope?: SQL) => and(isNull(clinics.deletedAt), scope);

export function listClinics(db: Database, query: z.output<typeof clinicResource.listQuery>, scope?: SQL) {
  return listPage(query, {
    where: [
      live(scope),
      query.kichhoat === undefined ? undefined : eq(clinics.kichhoat, query.kichhoat),
      query.tinh ? eq(clinics.tinh_ma, query.tinh) : undefined,
    ],
    search: [clinics.ten, clinics.diachi_day, clinics.sogiayphep, clinics.dienthoai, clinics.email],
    sortable: { ten: icu(clinics.ten), createdAt: clinics.createdAt, updatedAt: clinics.updatedAt },
    defaultSort: 'ten',
    tieBreak: asc(clinics._id),
    columns: itemColumns,
    from: (fields) => db.select(fields).from(clinics),
  });
}

/** 'HH:MM:SS' from the database as the 'HH:MM' the contract speaks. */
const clock = (time: string) => time.slice(0, 5);

export async function readOpeningHours(db: Pick<Database, 'select'>, clinicId: string): Promise<DoctorSession[]> {
  const rows = await db
    .select({
      thu: clinicHours.thu,
      batdau: clinicHours.batdau,
      ketthuc: clinicHours.ketthuc,
      ghichu: clinicHours.ghichu,
      ghichu_en: clinicHours.ghichu_en,
    })
    .from(clinicHours)
    .where(eq(clinicHours.phongkham_id, clinicId))
    .orderBy(asc(clinicHours.thu), asc(clinicHours.batdau));
  return rows.map((row) => ({ ...row, batdau: clock(row.batdau), ketthuc: clock(row.ketthuc) }));
}

/** The week as child rows of the clinic: one save replaces it whole, in the same transaction. */
export const openingHoursChildren: ChildRows = {
  read: (tx, id) => readOpeningHours(tx, id),
  write: async (tx: Transaction, id, value) => {
    const sessions = value as DoctorSession[];
    await tx.delete(clinicHours).where(eq(clinicHours.phongkham_id, id));
    if (sessions.length === 0) return;
    await tx.insert(clinicHours).values(
      sessions.map((session) => ({
        phongkham_id: id,
        thu: session.thu,
        batdau: session.batdau,
        ketthuc: session.ketthuc,
        ghichu: session.ghichu ?? null,
        ghichu_en: session.ghichu_en ?? null,
      })),
    );
  },
};

export async function getClinic(db: Database, id: string, scope?: SQL) {
  const [row] = await db
    .select({
      ...itemColumns,
      ...moneyColumns,
      vido: clinics.vido,
      kinhdo: clinics.kinhdo,
      createdAt: clinics.createdAt,
    })
    .from(clinics)
    .where(and(eq(clinics._id, id), live(scope)));
  if (!row) return null;
  return { ...row, giomocua: await readOpeningHours(db, id) };
}

/** The body's values with the address checked (400 on the field) and written out whole. */
/**
 * A new clinic's catalogues start with the units and ways of paying every clinic uses (db/seed/catalogues.ts), each
 * entry in the activity history like one typed in; its specialties and rooms are its own to add.
 */
export async function startCatalogues({ tx, actor, id }: WriteContext & { id: string }) {
  const position = new Map<string, number>();
  const rows = await tx
    .insert(catalogueEntries)
    .values(
      starterCatalogues.map((entry) => {
        const thutu = (position.get(entry.loai) ?? 0) + 1;
        position.set(entry.loai, thutu);
        return { ...entry, phongkham_id: id, thutu };
      }),
    )
    .returning();
  await writerIn(tx, authorOf(actor)).recordWrites(
    'TAO',
    'danhmuc',
    rows.map((row) => ({ banghi_id: row._id, sau: row })),
  );
  // The public holidays of the years ahead, which the clinic edits in its appointments screen.
  await tx.insert(holidays).values(vietnameseHolidays.map((day) => ({ ...day, phongkham_id: id })));
}

export async function prepareClinic(values: Record<string, unknown>, { tx }: WriteContext) {
  const names = await checkAddress(tx, values.tinh_ma as string, values.xa_ma as string);
  const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
  return {
    ...values,
    sogiayphep: blankToNull(values.sogiayphep),
    email: blankToNull(values.email),
    malienthong: blankToNull(values.malienthong),
    diachi_day: fullAddress(values.diachi as string, names),
  };
}
