// The single pages (trang) of the site's clinic, one per code: the list of every code for the back office, one page
// by its code for the site and the editor, and the save that creates a code's row when it has none. At most seven
// codes: the list reads them whole and searches, sorts and pages them here.
import {
  pageCodes,
  pagePublicPaths,
  pagesResource,
  type ListQuery,
  type pageInput,
  type Paginated,
  type PageCode,
} from '@phongkham/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { files, pages } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { imageColumns, withImage } from '../../lib/content';
import type { Reader } from '../../lib/crud/routes';
import { createRecord, updateRecord, type WriteOptions } from '../../lib/crud/write';
import { HttpError } from '../../lib/http-error';
import { paginate } from '../../lib/list';
import { siteClinicId } from '../setting/setting.service';

const columns = {
  _id: pages._id,
  ma: pages.ma,
  tieude: pages.tieude,
  tieude_en: pages.tieude_en,
  mota: pages.mota,
  mota_en: pages.mota_en,
  noidung: pages.noidung,
  noidung_en: pages.noidung_en,
  hinhanh_id: pages.hinhanh_id,
  hinhanh: imageColumns,
  updatedAt: pages.updatedAt,
};

const ofCode = (clinicId: string, ma: PageCode) => and(eq(pages.phongkham_id, clinicId), eq(pages.ma, ma));

/** What a code without a row shows its editor: an empty page, saved as a new row. */
const blankPage = (ma: PageCode) => ({
  _id: null,
  ma,
  tieude: '',
  tieude_en: null,
  mota: null,
  mota_en: null,
  noidung: null,
  noidung_en: null,
  hinhanh_id: null,
  hinhanh: null,
  updatedAt: null,
});

async function readPage(db: Database, ma: PageCode) {
  const clinicId = await siteClinicId(db);
  const [row] = await db
    .select(columns)
    .from(pages)
    .leftJoin(files, eq(files._id, pages.hinhanh_id))
    .where(ofCode(clinicId, ma))
    .limit(1);
  return row ? withImage(row) : null;
}

/** The page as its editor opens it: an empty page for a code without a row, saved as a new row. */
export async function editedPage(db: Database, ma: PageCode) {
  return (await readPage(db, ma)) ?? blankPage(ma);
}

/** One page by its code; a code without a row is an empty page to staff and not found (null) to the public. */
export async function getPage(db: Database, ma: PageCode, reader: Reader) {
  return reader.staff ? editedPage(db, ma) : readPage(db, ma);
}

/** Text without case or Vietnamese diacritics, so "chinh sach" finds "Chính sách" (as every list's search does). */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase();

interface ListedPage {
  _id: PageCode;
  ma: PageCode;
  thutu: number;
  tieude: string | null;
  tieude_en: string | null;
  conoidung: boolean;
  duongdan: string;
  updatedAt: Date | null;
}

/** Orders by one field; pages without a value (no row yet) go last whichever the direction. */
function compareBy(field: 'thutu' | 'tieude' | 'updatedAt', a: ListedPage, b: ListedPage): number {
  const x = a[field];
  const y = b[field];
  if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
  if (x instanceof Date && y instanceof Date) return x.getTime() - y.getTime();
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return String(x).localeCompare(String(y), 'vi');
}

type PageListQuery = ListQuery & { conoidung?: boolean };

/**
 * Every code with its title, whether it has a body and its last change; staff see the codes that have no row yet
 * too, the public only the pages that exist.
 */
export async function listPages(db: Database, query: PageListQuery, reader: Reader): Promise<Paginated<ListedPage>> {
  const clinicId = await siteClinicId(db);
  const rows = await db
    .select({
      ma: pages.ma,
      tieude: pages.tieude,
      tieude_en: pages.tieude_en,
      // A body of empty paragraphs (what a cleared editor leaves) is no content.
      conoidung: sql<boolean>`coalesce(btrim(regexp_replace(${pages.noidung}, '<[^>]*>|&nbsp;', '', 'g')), '') <> ''`,
      updatedAt: pages.updatedAt,
    })
    .from(pages)
    .where(eq(pages.phongkham_id, clinicId));
  const byCode = new Map(rows.map((row) => [row.ma, row]));
  const q = query.q?.trim() ? plain(query.q.trim()) : undefined;
  const listed = pageCodes
    .map((ma, thutu): ListedPage => {
      const row = byCode.get(ma);
      return {
        _id: ma,
        ma,
        thutu,
        tieude: row?.tieude ?? null,
        tieude_en: row?.tieude_en ?? null,
        conoidung: row?.conoidung ?? false,
        duongdan: pagePublicPaths[ma],
        updatedAt: row?.updatedAt ?? null,
      };
    })
    .filter(
      (page) =>
        (reader.staff || byCode.has(page.ma)) &&
        (query.conoidung === undefined || page.conoidung === query.conoidung) &&
        (!q || [page.ma, page.tieude, page.tieude_en].some((text) => text && plain(text).includes(q))),
    );
  const order = (query.sort || pagesResource.defaultSort).split(',').map((part) => ({
    field: part.replace(/^-/, '') as 'thutu' | 'tieude' | 'updatedAt',
    sign: part.startsWith('-') ? -1 : 1,
  }));
  const sorted = listed.toSorted((a, b) => {
    for (const { field, sign } of order) {
      const by = compareBy(field, a, b);
      // Missing values stay last in both directions.
      if (by) return a[field] === null || b[field] === null ? by : by * sign;
    }
    return a.thutu - b.thutu;
  });
  return paginate(query, {
    count: async () => sorted.length,
    rows: async ({ limit, offset }) => sorted.slice(offset, offset + limit),
  });
}

const pageWrites: WriteOptions = { resource: pagesResource, table: pages };

/**
 * Saves a page by its code through the kit's write path (history row, sanitized body, caches emptied): the row is
 * updated, or created when the code has none yet.
 */
export async function savePage(db: Database, ma: PageCode, input: z.output<typeof pageInput>, actor: Actor) {
  const clinicId = await siteClinicId(db);
  const existing = async () => {
    const [row] = await db.select({ _id: pages._id }).from(pages).where(ofCode(clinicId, ma)).limit(1);
    return row?._id;
  };
  const id = await existing();
  if (id) return updateRecord(db, pageWrites, id, input, actor);
  try {
    await createRecord(
      db,
      { ...pageWrites, prepare: async (values) => ({ ...values, phongkham_id: clinicId, ma }) },
      input,
      actor,
    );
  } catch (error) {
    // Two first saves at once: the unique code per clinic lets one insert; the other becomes an update.
    const created = error instanceof HttpError && error.statusCode === 409 ? await existing() : undefined;
    if (!created) throw error;
    await updateRecord(db, pageWrites, created, input, actor);
  }
}

/** When each page last changed, for the sitemap. */
export async function pageDates(db: Database): Promise<Partial<Record<PageCode, Date>>> {
  const clinicId = await siteClinicId(db);
  const rows = await db
    .select({ ma: pages.ma, updatedAt: pages.updatedAt })
    .from(pages)
    .where(eq(pages.phongkham_id, clinicId));
  return Object.fromEntries(rows.map((row) => [row.ma, row.updatedAt]));
}
