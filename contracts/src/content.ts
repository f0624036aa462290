// The public site's content as the API serves it (issue 3). Each text field has an `_en` twin; an empty
// twin means the Vietnamese text is shown (`localized` in the web). Lists carry no body (`noidung`);
// details do. Only published rows (hienthi) of the site's clinic reach these endpoints.
import { z } from 'zod';
import { listQuery, timestamp, uuid } from './api';

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
  hinhanh: image.nullable(),
  noibat: z.boolean(),
  ngaydang: timestamp,
  danhmuc: z.object({ _id: uuid, tendanhmuc: text, tendanhmuc_en: optionalText }),
});
export type NewsItem = z.input<typeof newsItem>;
export const newsArticle = newsItem.extend(body);
export type NewsArticle = z.input<typeof newsArticle>;
export const newsSortFields = ['ngaydang', 'tieude', 'createdAt'] as const;
export const newsListQuery = listQuery(newsSortFields).extend({
  dmtintuc_id: uuid.optional(),
  noibat: z.stringbool({ truthy: ['true'], falsy: ['false'] }).optional(),
});

// Services: groups (dmdichvu, `/dich-vu`) and the provided services with prices (dichvu). ------------------
/** What kind of work a service is: examination, lab test, imaging, procedure or minor surgery, other. */
export const serviceKinds = ['KHAM', 'XET_NGHIEM', 'CHAN_DOAN_HINH_ANH', 'THU_THUAT', 'KHAC'] as const;
export type ServiceKind = (typeof serviceKinds)[number];
export const serviceItem = z.object({
  _id: uuid,
  dmdichvu_id: uuid,
  tendichvu: text,
  tendichvu_en: optionalText,
  ...summary,
  /** Whole đồng. */
  gia: z.number().int().nonnegative(),
  donvitinh: optionalText,
  donvitinh_en: optionalText,
  hinhanh: image.nullable(),
  thutu: z.number().int(),
});
export type ServiceItem = z.input<typeof serviceItem>;
export const serviceGroupItem = z.object({
  _id: uuid,
  tendanhmuc: text,
  tendanhmuc_en: optionalText,
  ...summary,
  hinhanh: image.nullable(),
  thutu: z.number().int(),
});
export type ServiceGroupItem = z.input<typeof serviceGroupItem>;
export const serviceGroupDetail = serviceGroupItem.extend({ ...body, dichvu: z.array(serviceItem) });
export type ServiceGroupDetail = z.input<typeof serviceGroupDetail>;
export const serviceDetail = serviceItem.extend({
  ...body,
  nhom: z.object({ _id: uuid, tendanhmuc: text, tendanhmuc_en: optionalText }),
});
export type ServiceDetail = z.input<typeof serviceDetail>;
/** The price list (`/bang-gia-dich-vu`): every group in order with its services in order. */
export const priceList = z.array(serviceGroupItem.extend({ dichvu: z.array(serviceItem) }));
export type PriceList = z.input<typeof priceList>;
export const serviceSortFields = ['thutu', 'tendichvu', 'gia'] as const;
export const serviceListQuery = listQuery(serviceSortFields).extend({ dmdichvu_id: uuid.optional() });
export const serviceGroupListQuery = listQuery(['thutu', 'tendanhmuc'] as const);

// Products (sản phẩm). ------------------------------------------------------------------------------------
export const productCategory = z.object({
  _id: uuid,
  tendanhmuc: text,
  tendanhmuc_en: optionalText,
  thutu: z.number().int(),
});
export type ProductCategory = z.input<typeof productCategory>;
export const productCategoryListQuery = listQuery(['thutu', 'tendanhmuc'] as const);
export const productItem = z.object({
  _id: uuid,
  dmsanpham_id: uuid.nullable(),
  tensanpham: text,
  tensanpham_en: optionalText,
  ...summary,
  /** Whole đồng; null means "contact us for the price". */
  gia: z.number().int().nonnegative().nullable(),
  hinhanh: image.nullable(),
  thutu: z.number().int(),
});
export type ProductItem = z.input<typeof productItem>;
export const productDetail = productItem.extend(body);
export type ProductDetail = z.input<typeof productDetail>;
export const productListQuery = listQuery(['thutu', 'tensanpham', 'gia'] as const).extend({
  dmsanpham_id: uuid.optional(),
});

// Diseases (bệnh). ----------------------------------------------------------------------------------------
export const diseaseItem = z.object({
  _id: uuid,
  tenbenh: text,
  tenbenh_en: optionalText,
  ...summary,
  hinhanh: image.nullable(),
  thutu: z.number().int(),
});
export type DiseaseItem = z.input<typeof diseaseItem>;
export const diseaseDetail = diseaseItem.extend(body);
export type DiseaseDetail = z.input<typeof diseaseDetail>;
export const diseaseListQuery = listQuery(['thutu', 'tenbenh'] as const);

// Doctors (bác sĩ): a staff member's public profile; name and photo come from the staff record. ------------
export const doctorItem = z.object({
  _id: uuid,
  nhanvien_id: uuid,
  hoten: text,
  hocham: optionalText,
  chuyenkhoa: text,
  chuyenkhoa_en: optionalText,
  ...summary,
  namkinhnghiem: z.number().int().nullable(),
  hinhanh: image.nullable(),
  thutu: z.number().int(),
});
export type DoctorItem = z.input<typeof doctorItem>;
export const doctorDetail = doctorItem.extend(body);
export type DoctorDetail = z.input<typeof doctorDetail>;
export const doctorListQuery = listQuery(['thutu', 'hoten'] as const);

// Sponsored operations (tài trợ ca mổ) and success stories (câu chuyện thành công). ------------------------
export const sponsorshipStatuses = ['DANG_KEU_GOI', 'DA_PHAU_THUAT'] as const;
export const sponsoredOperationItem = z.object({
  _id: uuid,
  tieude: text,
  tieude_en: optionalText,
  ...summary,
  benhnhan: optionalText,
  chiphi: z.number().int().nonnegative(),
  dataitro: z.number().int().nonnegative(),
  trangthai: z.enum(sponsorshipStatuses),
  hinhanh: image.nullable(),
  ngaydang: timestamp,
});
export type SponsoredOperationItem = z.input<typeof sponsoredOperationItem>;
export const sponsoredOperationDetail = sponsoredOperationItem.extend(body);
export type SponsoredOperationDetail = z.input<typeof sponsoredOperationDetail>;
export const sponsoredOperationListQuery = listQuery(['ngaydang', 'tieude'] as const).extend({
  trangthai: z.enum(sponsorshipStatuses).optional(),
});

export const successStoryItem = z.object({
  _id: uuid,
  tieude: text,
  tieude_en: optionalText,
  ...summary,
  hinhanh: image.nullable(),
  ngaydang: timestamp,
});
export type SuccessStoryItem = z.input<typeof successStoryItem>;
export const successStoryDetail = successStoryItem.extend(body);
export type SuccessStoryDetail = z.input<typeof successStoryDetail>;
export const successStoryListQuery = listQuery(['ngaydang', 'tieude'] as const);

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
