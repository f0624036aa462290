// The site's single pages (trang) as a back-office resource: one per code per clinic (about, contact, charity,
// the introductions of the two public forms, the privacy policy, the terms of use). A page is named by its code,
// in the editor's path and in the API (/api/trang/GIOI_THIEU), because a code may have no row yet: saving it
// creates the row. The public site reads the same GET by code and sees only pages that exist.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { image, pageCodes, type PageCode } from '../content';
import { defineResource, queryBoolean } from '../resource';
import { sitePaths } from '../site-paths';
import { requiredText } from '../validation/rules';

/** Where the public site shows each page. */
export const pagePublicPaths: Record<PageCode, string> = {
  GIOI_THIEU: sitePaths.about,
  LIEN_HE: sitePaths.contact,
  TU_THIEN: sitePaths.charity,
  XET_DUYET_HO_SO: sitePaths.profileReview,
  DANG_KY_THANH_VIEN: sitePaths.memberRegistration,
  CHINH_SACH_BAO_MAT: sitePaths.privacy,
  DIEU_KHOAN_SU_DUNG: sitePaths.terms,
};

/** The back-office page that lists every page and edits any of them. */
export const pageListUrl = '/danh-sach-trang';

/**
 * Pages with a back-office page of their own besides the list (docs/product-rules.md, 'Back-office pages'):
 * /gioi-thieu, /lien-he and /tu-thien open that one page's editor, under their own grant.
 */
export const pageEditorUrls: Partial<Record<PageCode, string>> = {
  GIOI_THIEU: '/gioi-thieu',
  LIEN_HE: '/lien-he',
  TU_THIEN: '/tu-thien',
};

/** The back-office urls whose grant covers one page: the list's, and the page's own when it has one. */
export function pageUrls(ma: PageCode): [string, ...string[]] {
  const own = pageEditorUrls[ma];
  return own ? [pageListUrl, own] : [pageListUrl];
}

export const pageCode = z.enum(pageCodes);

/** One line of the page list: every code, whether or not it has a row yet. */
export const pageRow = z.object({
  /** What names the page in the editor's path and the API: its code. */
  _id: pageCode,
  ma: pageCode,
  /** The page's place in the list (the order of the site's menus). */
  thutu: z.number().int(),
  /** Null while the page has no row. */
  tieude: z.string().nullable(),
  tieude_en: z.string().nullable(),
  /** Whether the page has a Vietnamese body to show. */
  conoidung: z.boolean(),
  /** Where the public site shows it. */
  duongdan: z.string(),
  /** Null while the page has no row. */
  updatedAt: timestamp.nullable(),
});
export type PageRow = z.input<typeof pageRow>;

/** One page, as GET /api/trang/:ma answers: to staff, an empty record for a code without a row. */
export const pageRecord = z.object({
  /** The row's id; null while the page has no row (only staff are answered so, the public gets 404). */
  _id: uuid.nullable(),
  ma: pageCode,
  tieude: z.string(),
  tieude_en: z.string().nullable(),
  mota: z.string().nullable(),
  mota_en: z.string().nullable(),
  noidung: z.string().nullable(),
  noidung_en: z.string().nullable(),
  hinhanh_id: uuid.nullable(),
  hinhanh: image.nullable(),
  updatedAt: timestamp.nullable(),
});
export type PageRecord = z.input<typeof pageRecord>;

const optionalText = (max: number) => z.string().max(max).nullable().optional();

/** PUT /api/trang/:ma: the page's texts in both languages and its picture; creates the row when missing. */
export const pageInput = z.object({
  tieude: requiredText.pipe(z.string().max(250)),
  tieude_en: optionalText(250),
  mota: optionalText(1000),
  mota_en: optionalText(1000),
  noidung: optionalText(200_000),
  noidung_en: optionalText(200_000),
  hinhanh_id: uuid.nullable().optional(),
});
export type PageInput = z.input<typeof pageInput>;

/** The path parameter of one page: its code. */
export const pageKey = z.object({ id: pageCode });

export const pagesResource = defineResource({
  key: 'pages',
  table: 'trang',
  api: '/api/trang',
  urls: [pageListUrl, '/gioi-thieu', '/lien-he', '/tu-thien'],
  item: pageRow,
  detail: pageRecord,
  create: pageInput,
  update: pageInput,
  sortFields: ['thutu', 'tieude', 'updatedAt'],
  defaultSort: 'thutu',
  filters: { conoidung: queryBoolean },
  publicContent: true,
  richText: ['noidung', 'noidung_en'],
});
