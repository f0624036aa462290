// Languages and translation overrides: the back office's reads, the rules each write must keep (vi is the default
// and always on; only shipped languages are enabled or overridden; an override names a shipped text and keeps its
// placeholders), and the public overrides the site and the back office merge over their bundled texts.
import {
  defaultLang,
  isShippedLanguage,
  placeholdersOf,
  type Lang,
  type ListQuery,
  type PublicOverrides,
  type TranslationKey,
} from '@phongkham/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Database, Transaction } from '../../db/client';
import { languages, translationOverrides } from '../../db/schema';
import { cachedUntilContentChanges } from '../../lib/content-events';
import type { WriteContext } from '../../lib/crud/write';
import { fieldError, notFound } from '../../lib/http-error';
import { icu, listPage } from '../../lib/list';
import { shippedTexts } from './shipped';

/** The two languages the product ships, created at start-up when missing. */
const shippedRows = [
  { ma: 'vi', ten: 'Tiếng Việt', locale: 'vi-VN', macdinh: true, kichhoat: true },
  { ma: 'en', ten: 'English', locale: 'en-US', macdinh: false, kichhoat: true },
];

export async function ensureShippedLanguages(db: Database): Promise<void> {
  await db.insert(languages).values(shippedRows).onConflictDoNothing({ target: languages.ma });
}

const overrideCount = sql<number>`(select count(*)::int from "bandich" b where b."ngonngu_id" = "ngonngu"."_id")`;

const languageColumns = {
  _id: languages._id,
  ma: languages.ma,
  ten: languages.ten,
  locale: languages.locale,
  macdinh: languages.macdinh,
  kichhoat: languages.kichhoat,
  sobandich: overrideCount,
  createdAt: languages.createdAt,
  updatedAt: languages.updatedAt,
};

const withShipped = <T extends { ma: string }>(row: T) => ({ ...row, cosan: isShippedLanguage(row.ma) });

export function listLanguages(db: Database, query: ListQuery) {
  return listPage(query, {
    where: [],
    search: [languages.ma, languages.ten, languages.locale],
    sortable: {
      ma: languages.ma,
      ten: icu(languages.ten),
      createdAt: languages.createdAt,
      updatedAt: languages.updatedAt,
    },
    // vi first: the default heads the list.
    defaultSort: 'ma',
    tieBreak: asc(languages._id),
    columns: languageColumns,
    from: (fields) => db.select(fields).from(languages),
    orderFirst: (order) => [sql`${languages.macdinh} desc`, ...order],
    map: withShipped,
  });
}

export async function getLanguage(db: Database | Transaction, id: string) {
  const [row] = await db.select(languageColumns).from(languages).where(eq(languages._id, id));
  return row ? withShipped(row) : null;
}

/**
 * The rules of a language write: vi stays the default and enabled, no other language becomes the default, only a
 * language whose locale files ship may be enabled, and a shipped language keeps its code.
 */
export async function prepareLanguage(values: Record<string, unknown>, { tx, id }: WriteContext) {
  const ma = values.ma as string;
  const current = id ? (await tx.select().from(languages).where(eq(languages._id, id)))[0] : undefined;
  if (current && isShippedLanguage(current.ma) && current.ma !== ma) {
    throw fieldError('ma', 'errors.languageCodeFixed');
  }
  if ((ma === defaultLang) !== values.macdinh) throw fieldError('macdinh', 'errors.languageDefaultFixed');
  if (ma === defaultLang && !values.kichhoat) throw fieldError('kichhoat', 'errors.languageViAlwaysOn');
  if (values.kichhoat && !isShippedLanguage(ma)) throw fieldError('kichhoat', 'errors.languageNotShipped');
  return values;
}

/** The shipped languages are never deleted: vi is the fallback, and en is disabled rather than removed. */
export function shippedLanguageRefusal(row: Record<string, unknown>): string | null {
  return isShippedLanguage(String(row.ma)) ? 'errors.languageShipped' : null;
}

// Overrides ---------------------------------------------------------------------------------------------------

const overrideColumns = {
  _id: translationOverrides._id,
  ngonngu_id: translationOverrides.ngonngu_id,
  khoa: translationOverrides.khoa,
  noidung: translationOverrides.noidung,
  createdAt: translationOverrides.createdAt,
  updatedAt: translationOverrides.updatedAt,
};

export function listOverrides(db: Database, query: ListQuery & { ngonngu_id?: string | undefined }) {
  return listPage(query, {
    where: [query.ngonngu_id ? eq(translationOverrides.ngonngu_id, query.ngonngu_id) : undefined],
    search: [translationOverrides.khoa, translationOverrides.noidung],
    sortable: {
      khoa: translationOverrides.khoa,
      createdAt: translationOverrides.createdAt,
      updatedAt: translationOverrides.updatedAt,
    },
    defaultSort: 'khoa',
    tieBreak: asc(translationOverrides._id),
    columns: overrideColumns,
    from: (fields) => db.select(fields).from(translationOverrides),
  });
}

export async function getOverride(db: Database, id: string) {
  const [row] = await db.select(overrideColumns).from(translationOverrides).where(eq(translationOverrides._id, id));
  return row ?? null;
}

const quoted = (names: string[]) => (names.length ? names.map((name) => `{{${name}}}`).join(', ') : '—');

/** An override names a shipped text of a shipped language and keeps exactly that text's placeholders. */
export async function prepareOverride(values: Record<string, unknown>, { tx }: WriteContext) {
  const [language] = await tx
    .select({ ma: languages.ma })
    .from(languages)
    .where(eq(languages._id, values.ngonngu_id as string));
  if (!language) throw fieldError('ngonngu_id', 'errors.unknownReference');
  if (!isShippedLanguage(language.ma)) throw fieldError('ngonngu_id', 'errors.languageNotShipped');
  const shipped = shippedTexts().byKey.get(values.khoa as string);
  if (!shipped) throw fieldError('khoa', 'validation.overrideKeyUnknown');
  const wanted = placeholdersOf(shipped[language.ma]);
  const given = placeholdersOf(values.noidung as string);
  if (wanted.join() !== given.join()) {
    throw fieldError('noidung', 'validation.overridePlaceholders', { placeholders: quoted(wanted) });
  }
  return values;
}

/** Folds case and Vietnamese diacritics, so "tieu de" finds "Tiêu đề". */
const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();

/** The shipped texts with the language's overrides, searched (key, both wordings, the override) and paged. */
export async function translationKeys(
  db: Database,
  languageId: string,
  query: { q?: string | undefined; chisua?: boolean | undefined; page: number; limit: number },
) {
  const language = await getLanguage(db, languageId);
  if (!language) throw notFound();
  const rows = await db
    .select({ _id: translationOverrides._id, khoa: translationOverrides.khoa, noidung: translationOverrides.noidung })
    .from(translationOverrides)
    .where(eq(translationOverrides.ngonngu_id, languageId));
  const overrides = new Map(rows.map((row) => [row.khoa, { _id: row._id, noidung: row.noidung }]));
  const words = query.q ? fold(query.q).split(/\s+/).filter(Boolean) : [];
  const matching: TranslationKey[] = [];
  for (const text of shippedTexts().list) {
    const bandich = overrides.get(text.khoa) ?? null;
    if (query.chisua && !bandich) continue;
    if (words.length) {
      const haystack = fold(`${text.khoa} ${text.vi} ${text.en} ${bandich?.noidung ?? ''}`);
      if (!words.every((word) => haystack.includes(word))) continue;
    }
    matching.push({ ...text, bandich });
  }
  const start = (query.page - 1) * query.limit;
  return {
    docs: matching.slice(start, start + query.limit),
    totalDocs: matching.length,
    page: query.page,
    limit: query.limit,
    totalPages: Math.max(1, Math.ceil(matching.length / query.limit)),
  };
}

interface PublicTable {
  byLang: Map<string, PublicOverrides>;
  ngonngu: PublicOverrides['ngonngu'];
}

/**
 * Every enabled language's overrides, with a version naming their content: read on every page render, so kept
 * in memory until the next write of public content (the kit signals every language and override write).
 */
const publicTable = cachedUntilContentChanges(
  async (db: Database): Promise<PublicTable> => {
    const enabled = await db
      .select({ _id: languages._id, ma: languages.ma, ten: languages.ten, locale: languages.locale })
      .from(languages)
      .where(eq(languages.kichhoat, true))
      .orderBy(sql`${languages.macdinh} desc`, asc(languages.ma));
    const shown = enabled.filter((language) => isShippedLanguage(language.ma));
    const rows = await db
      .select({
        ngonngu_id: translationOverrides.ngonngu_id,
        khoa: translationOverrides.khoa,
        noidung: translationOverrides.noidung,
      })
      .from(translationOverrides)
      .innerJoin(languages, and(eq(languages._id, translationOverrides.ngonngu_id), eq(languages.kichhoat, true)))
      .orderBy(asc(translationOverrides.khoa));
    const ngonngu = shown.map(({ ma, ten, locale }) => ({ ma, ten, locale }));
    const table: PublicTable = { byLang: new Map(), ngonngu };
    for (const language of shown) {
      const bandich: Record<string, string> = {};
      for (const row of rows) if (row.ngonngu_id === language._id) bandich[row.khoa] = row.noidung;
      const phienban = createHash('sha256')
        .update(JSON.stringify([bandich, ngonngu]))
        .digest('base64url')
        .slice(0, 16);
      table.byLang.set(language.ma, { lng: language.ma, phienban, bandich, ngonngu });
    }
    return table;
  },
  { ttlMs: 5 * 60_000 },
);

/**
 * A language's public overrides and the enabled languages. A disabled language has none: the site renders its
 * pages in vi instead (web/src/site/entry-server.tsx), seeing it missing from `ngonngu`.
 */
export async function publicOverrides(db: Database, lang: Lang): Promise<PublicOverrides> {
  const table = await publicTable(db);
  return table.byLang.get(lang) ?? { lng: lang, phienban: 'off', bandich: {}, ngonngu: table.ngonngu };
}
