// The public site's content as the API serves it (issue 3). Each text field has an `_en` twin; an empty
// twin means the Vietnamese text is shown (`localized` in the web). Lists carry no body (`noidung`);
// details do. Only published rows (hienthi) of the site's clinic reach these endpoints.
import { z } from 'zod';
import { listQuery, timestamp, uuid } from './api';
import { calendarDay } from './validation/rules';

/** A stored picture: `url` is long-cached; the size lets pages reserve space and avoid layout shift. */
export const image = z.object({
  _id: uuid,
  url: z.string(),
  chieurong: z.number().int().nullable(),
  chieucao: z.number().int().nullable(),
});
export type Image = z.input<typeof image>;

const text = z.string();
const optionalText = z.string().nullable();
const body = { noidung: optionalText, noidung_en: optionalText };
const summary = { mota: optionalText, mota_en: optionalText };

// News (tin tức). ---------------------------------------------------------------------------------------
export const newsItem = z.object({
  _id: uuid,
  dmtintuc_id: uuid,
  tieude: text,
  tieude_en: optionalText,
  ...summary,
  /** The readable part of the article's address, as the editor set it. */
  slug: text,
  hinhanh: image.nullable(),
  noibat: z.boolean(),
  ngaydang: timestamp,
  danhmuc: z.object({ _id: uuid, tendanhmuc: text, tendanhmuc_en: optionalText, slug: text }),
});
export type NewsItem = z.input<typeof newsItem>;
export const newsArticle = newsItem.extend(body);
export type NewsArticle = z.input<typeof newsArticle>;
export const newsSortFields = ['ngaydang', 'tieude', 'createdAt'] as const;
export const newsListQuery = listQuery(newsSortFields).extend({
  dmtintuc_id: uuid.optional(),
  noibat: z.stringbool({ truthy: ['true'], falsy: ['false'] }).optional(),
});

// Services: the kinds a provided service can be. The groups and services themselves are back-office resources
// (resources/services.ts), which the public site reads too.
/** What kind of work a service is: examination, lab test, imaging, procedure or minor surgery, other. */
export const serviceKinds = ['KHAM', 'XET_NGHIEM', 'CHAN_DOAN_HINH_ANH', 'THU_THUAT', 'KHAC'] as const;
export type ServiceKind = (typeof serviceKinds)[number];

// Products and their categories: resources/products.ts. Diseases: resources/diseases.ts.

// Doctors (bác sĩ): the public site reads the back-office resource's endpoints, see resources/doctors.ts. ----

// Sponsored operations (tài trợ ca mổ) and success stories (câu chuyện thành công): what the public site reads.
// Their editors' resources (resources/sponsorships.ts, donations.ts, success-stories.ts) extend these shapes.
export const sponsorshipStatuses = ['DANG_KEU_GOI', 'DA_PHAU_THUAT'] as const;
export type SponsorshipStatus = (typeof sponsorshipStatuses)[number];
/** The record at the other end of a link between a story and its operation, titled in both languages. */
export const linkedContent = z.object({ _id: uuid, tieude: text, tieude_en: optionalText });
export type LinkedContent = z.input<typeof linkedContent>;
export const sponsoredOperationItem = z.object({
  _id: uuid,
  tieude: text,
  tieude_en: optionalText,
  ...summary,
  /** How the patient is named publicly: initials and age ("Bà N.T.L., 72 tuổi"), never a full name. */
  benhnhan: optionalText,
  benhnhan_en: optionalText,
  /** The target: what the operation costs, whole đồng. */
  chiphi: z.number().int().nonnegative(),
  /** What has been raised: the sum of the donations staff recorded, never a typed figure (whole đồng). */
  dataitro: z.number().int().nonnegative(),
  trangthai: z.enum(sponsorshipStatuses),
  hinhanh: image.nullable(),
  ngaydang: timestamp,
});
export type SponsoredOperationItem = z.input<typeof sponsoredOperationItem>;
/** A donation as the public page lists it: the sponsor is named only with their consent, otherwise null. */
export const publicDonation = z.object({
  _id: uuid,
  nhataitro: optionalText,
  /** Whole đồng. */
  sotien: z.number().int().positive(),
  /** The day it was given (YYYY-MM-DD). */
  ngay: calendarDay,
});
export type PublicDonation = z.input<typeof publicDonation>;
export const sponsoredOperationDetail = sponsoredOperationItem.extend({
  ...body,
  /** Its donations, newest first. */
  quyengop: z.array(publicDonation),
  /** The published success stories that follow it, newest first. */
  cauchuyen: z.array(linkedContent),
});
export type SponsoredOperationDetail = z.input<typeof sponsoredOperationDetail>;

export const successStoryItem = z.object({
  _id: uuid,
  tieude: text,
  tieude_en: optionalText,
  ...summary,
  hinhanh: image.nullable(),
  ngaydang: timestamp,
  /** The sponsored operation the story follows, when there is one the reader may see. */
  taitro: linkedContent.nullable(),
});
export type SuccessStoryItem = z.input<typeof successStoryItem>;
export const successStoryDetail = successStoryItem.extend(body);
export type SuccessStoryDetail = z.input<typeof successStoryDetail>;

// Single pages (trang): about, charity, and the introductions of the two public forms. --------------------
export const pageCodes = [
  'GIOI_THIEU',
  'LIEN_HE',
  'TU_THIEN',
  'XET_DUYET_HO_SO',
  'DANG_KY_THANH_VIEN',
  'CHINH_SACH_BAO_MAT',
  'DIEU_KHOAN_SU_DUNG',
] as const;
export type PageCode = (typeof pageCodes)[number];
export const sitePage = z.object({
  _id: uuid,
  ma: z.enum(pageCodes),
  tieude: text,
  tieude_en: optionalText,
  ...summary,
  ...body,
  hinhanh: image.nullable(),
  updatedAt: timestamp,
});
export type SitePage = z.input<typeof sitePage>;
export const pageParams = z.object({ ma: z.enum(pageCodes) });
