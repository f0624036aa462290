// General notices to staff (/api/thongbaochung): the editors' list and records, and each staff member's own
// notices for the header's bell: published, inside their window now, addressed to everybody or to the
// member's role, and not yet marked read by them.
import type { noticeResource, NoticeState } from '@phongkham/contracts';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { noticeReads, notices, roles } from '../../db/schema';
import type { WriteContext } from '../../lib/crud/write';
import { fieldError } from '../../lib/http-error';
import { icu, listPage } from '../../lib/list';

/** Where a notice stands at the database's now (contracts' noticeStateOf says the same in code). */
const stateSql = sql<NoticeState>`case
  when not ${notices.hienthi} then 'nhap'
  when ${notices.tungay} > now() then 'chohienthi'
  when ${notices.denngay} is not null and ${notices.denngay} <= now() then 'hethan'
  else 'danghienthi' end`;

const openNow = and(
  eq(notices.hienthi, true),
  lte(notices.tungay, sql`now()`),
  or(isNull(notices.denngay), gt(notices.denngay, sql`now()`)),
)!;

const stateFilter: Record<NoticeState, SQL> = {
  nhap: eq(notices.hienthi, false),
  chohienthi: and(eq(notices.hienthi, true), gt(notices.tungay, sql`now()`))!,
  hethan: and(eq(notices.hienthi, true), lte(notices.tungay, sql`now()`), lte(notices.denngay, sql`now()`))!,
  danghienthi: openNow,
};

const readCount = sql<number>`(select count(*)::int from "thongbaochung_daxem" d where d."thongbaochung_id" = "thongbaochung"."_id")`;

const rowColumns = {
  _id: notices._id,
  tieude: notices.tieude,
  tieude_en: notices.tieude_en,
  doituong: notices.doituong,
  vaitro_ids: notices.vaitro_ids,
  tungay: notices.tungay,
  denngay: notices.denngay,
  hienthi: notices.hienthi,
  trangthai: stateSql,
  soluotxem: readCount,
  updatedAt: notices.updatedAt,
};

export async function listNotices(db: Database, query: z.output<typeof noticeResource.listQuery>) {
  return listPage(query, {
    where: [
      isNull(notices.deletedAt),
      query.hienthi === undefined ? undefined : eq(notices.hienthi, query.hienthi),
      query.trangthai ? stateFilter[query.trangthai] : undefined,
    ],
    search: [notices.tieude, notices.tieude_en],
    sortable: {
      tungay: notices.tungay,
      denngay: notices.denngay,
      tieude: icu(notices.tieude),
      updatedAt: notices.updatedAt,
    },
    defaultSort: '-tungay',
    tieBreak: asc(notices._id),
    columns: rowColumns,
    from: (fields) => db.select(fields).from(notices),
  });
}

export async function getNotice(db: Database, id: string) {
  const [row] = await db
    .select({ ...rowColumns, noidung: notices.noidung, noidung_en: notices.noidung_en, createdAt: notices.createdAt })
    .from(notices)
    .where(and(eq(notices._id, id), isNull(notices.deletedAt)));
  return row ?? null;
}

/** Column values from the editor's body: the chosen roles must exist; everybody means no roles; the author. */
export async function prepareNotice(values: Record<string, unknown>, { tx, id, actor }: WriteContext) {
  const everybody = values.doituong === 'TATCA';
  const chosen = everybody ? [] : [...new Set((values.vaitro_ids as string[] | undefined) ?? [])];
  if (chosen.length > 0) {
    const found = await tx.select({ _id: roles._id }).from(roles).where(inArray(roles._id, chosen));
    if (found.length !== chosen.length) throw fieldError('vaitro_ids', 'errors.unknownRole');
  }
  const at = (value: unknown) => (typeof value === 'string' ? new Date(value) : null);
  const prepared = { ...values, vaitro_ids: chosen, tungay: at(values.tungay), denngay: at(values.denngay) };
  return id === null ? { ...prepared, nguoitao_id: actor._id } : prepared;
}

/** The roles an editor may address a notice to. */
export function noticeRoles(db: Database) {
  return db.select({ _id: roles._id, ma: roles.ma, ten: roles.ten }).from(roles).orderBy(icu(roles.ten));
}

/** Notices open now to a staff member of this role. */
const reaching = (roleId: string) =>
  and(
    isNull(notices.deletedAt),
    openNow,
    or(eq(notices.doituong, 'TATCA'), sql`${roleId}::uuid = any(${notices.vaitro_ids})`),
  )!;

/** The bell never lists more than this; the count still says how many wait. */
export const MY_NOTICES_SHOWN = 20;

/** A staff member's unread notices, newest first, and how many there are. */
export async function myNotices(db: Database, member: { _id: string; roleId: string }) {
  const unread = and(
    reaching(member.roleId),
    sql`not exists (select 1 from "thongbaochung_daxem" d where d."thongbaochung_id" = "thongbaochung"."_id" and d."nhanvien_id" = ${member._id})`,
  );
  const [docs, [total]] = await Promise.all([
    db
      .select({
        _id: notices._id,
        tieude: notices.tieude,
        tieude_en: notices.tieude_en,
        noidung: notices.noidung,
        noidung_en: notices.noidung_en,
        tungay: notices.tungay,
      })
      .from(notices)
      .where(unread)
      .orderBy(desc(notices.tungay), desc(notices._id))
      .limit(MY_NOTICES_SHOWN),
    db.select({ n: count() }).from(notices).where(unread),
  ]);
  return { docs, chuadoc: total?.n ?? 0 };
}

/** Marks a notice read by a staff member; false when it is not one of theirs now (the caller answers 404). */
export async function markNoticeRead(db: Database, member: { _id: string; roleId: string }, id: string) {
  const [notice] = await db
    .select({ _id: notices._id })
    .from(notices)
    .where(and(eq(notices._id, id), reaching(member.roleId)));
  if (!notice) return false;
  await db.insert(noticeReads).values({ thongbaochung_id: id, nhanvien_id: member._id }).onConflictDoNothing();
  return true;
}
