// Possible duplicates of a patient being typed: the same phone, the same citizen id, or the same name (diacritics and
// case ignored) with the same date of birth, among the live records of the clinic. A warning for the form, never a
// refusal: two people may share a family phone, and staff decide (and merge when it is one person).
import { normalizePhone, type DuplicateMatch, type DuplicateReason } from '@phongkham/contracts';
import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { patients } from '../../db/schema';
import { livePatients } from './patients.service';

export interface DuplicateProbe {
  hoten?: string;
  ngaysinh?: string;
  dienthoai?: string;
  cccd?: string;
  /** The record being edited, which is not its own duplicate. */
  bo_qua?: string;
}

/** The most matches a warning lists. */
const LIMIT = 10;

/** A name as compared: without diacritics, case or repeated spaces. */
const comparableName = (name: string) => name.trim().replace(/\s+/g, ' ');

export async function findDuplicates(
  db: Pick<Database, 'select'>,
  probe: DuplicateProbe,
  clinic: string,
): Promise<DuplicateMatch[]> {
  const phone = probe.dienthoai ? normalizePhone(probe.dienthoai) : '';
  const rules: [DuplicateReason, SQL][] = [];
  if (/^\d+$/.test(phone)) rules.push(['DIENTHOAI', eq(patients.dienthoai, phone)]);
  const cccd = probe.cccd?.trim();
  if (cccd && /^\d{12}$/.test(cccd)) rules.push(['CCCD', eq(patients.cccd, cccd)]);
  const name = probe.hoten ? comparableName(probe.hoten) : '';
  if (name && probe.ngaysinh) {
    rules.push([
      'HOTEN_NGAYSINH',
      and(
        eq(patients.ngaysinh, probe.ngaysinh),
        sql`f_unaccent(lower(regexp_replace(${patients.hoten}, '\\s+', ' ', 'g'))) = f_unaccent(lower(${name}))`,
      )!,
    ]);
  }
  if (rules.length === 0) return [];
  const flags = Object.fromEntries(rules.map(([reason, condition]) => [reason, sql<boolean>`(${condition})`]));
  const rows = await db
    .select({
      _id: patients._id,
      ma: patients.ma,
      hoten: patients.hoten,
      ngaysinh: patients.ngaysinh,
      dienthoai: patients.dienthoai,
      ...flags,
    })
    .from(patients)
    .where(
      and(
        livePatients(clinic),
        probe.bo_qua ? ne(patients._id, probe.bo_qua) : undefined,
        or(...rules.map(([, condition]) => condition)),
      ),
    )
    .orderBy(patients.ma)
    .limit(LIMIT);
  return rows.map((row) => {
    const record = row as typeof row & Record<string, unknown>;
    return {
      _id: row._id,
      ma: row.ma,
      hoten: row.hoten,
      ngaysinh: row.ngaysinh,
      dienthoai: row.dienthoai,
      lydo: rules.map(([reason]) => reason).filter((reason) => record[reason] === true),
    };
  });
}
