// E-mail templates (mẫu email): the subject and body of each mail the clinic sends, in vi and en, with
// variables written {{hoten}}. Each template code the system knows declares its variables and sample values
// here, once: the server refuses a template naming any other variable, the preview fills the samples, and
// the sender passes exactly these values. vi is the fallback when the en version is empty.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { languages } from '../i18n';
import { defineResource } from '../resource';
import { requiredSelect, requiredText } from '../validation/rules';

export interface TemplateCode {
  /** Variable names with a sample value each (the preview's data). */
  variables: Record<string, string>;
  /** The server sends this mail today: its template cannot be deleted. */
  system: boolean;
}

/** Every template code, with its variables. Labels and variable descriptions are in the web's locale files. */
export const emailTemplateCodes = {
  DAT_LAI_MAT_KHAU: {
    variables: {
      hoten: 'Nguyễn Thị Lan',
      taikhoan: 'nguyenthilan',
      lienket: 'https://phongkham.example/admin/reset-password?token=mau-xem-truoc',
      sophut: '30',
    },
    system: true,
  },
  XAC_NHAN_LICH_HEN: {
    variables: {
      hoten: 'Nguyễn Thị Lan',
      ma: 'LH-000123',
      ngay: '02/12/2026',
      gio: '09:30',
      bacsi: 'BS. Trần Văn Minh',
      phongkham: 'Phòng khám An Tâm',
    },
    system: false,
  },
  NHAC_LICH_HEN: {
    variables: {
      hoten: 'Nguyễn Thị Lan',
      ma: 'LH-000123',
      ngay: '02/12/2026',
      gio: '09:30',
      phongkham: 'Phòng khám An Tâm',
    },
    system: false,
  },
  /** A member registration's promotion code (the first-N offer, modules/members). */
  MA_KHUYEN_MAI: {
    variables: {
      hoten: 'Nguyễn Thị Lan',
      makhuyenmai: 'KM-7QX4MZ',
      giamgia: '30',
      phongkham: 'Phòng khám An Tâm',
      dienthoai: '0909 115 115',
    },
    system: true,
  },
  /** The day's stock alerts for the staff who keep the stock (modules/stock-alerts/daily-message.ts). */
  CANH_BAO_KHO: {
    variables: {
      phongkham: 'Phòng khám An Tâm',
      ngay: '29/11/2026',
      songay: '90',
      duoidinhmuc: '2',
      ganhethan: '1',
      hethan: '1',
      ds_duoidinhmuc: 'Hapacol 500 (Nhà thuốc): còn 12/50 viên; Amoxicillin 500 mg (Nhà thuốc): còn 0/40 viên',
      ds_ganhethan: 'Panadol Extra, lô PX2301 (Nhà thuốc): 30 viên, hết hạn 15/01/2027',
      ds_hethan: 'Berberin, lô B1122 (Nhà thuốc): 20 viên, hết hạn 01/11/2026',
      lienket: 'https://phongkham.example/admin/kho',
    },
    system: true,
  },
} as const satisfies Record<string, TemplateCode>;

export type EmailTemplateCode = keyof typeof emailTemplateCodes;
export const emailTemplateCodeList = Object.keys(emailTemplateCodes) as [EmailTemplateCode, ...EmailTemplateCode[]];

/** The variables a text names, each once, in order of first use: `{{ hoten }}` names `hoten`. */
export function templateVariables(text: string | null | undefined): string[] {
  const names = new Set<string>();
  for (const match of (text ?? '').matchAll(/\{\{\s*([^{}\s]*)\s*\}\}/g)) names.add(match[1]!);
  return [...names];
}

/** Variables the texts name that the code does not declare (what a save is refused for). */
export function unknownTemplateVariables(code: EmailTemplateCode, texts: (string | null | undefined)[]): string[] {
  const declared = new Set(Object.keys(emailTemplateCodes[code].variables));
  return [...new Set(texts.flatMap(templateVariables))].filter((name) => !declared.has(name));
}

/** The text with each `{{name}}` replaced by `value(name)`; a name without a value stays as written. */
export function fillTemplate(
  text: string,
  values: Record<string, string>,
  escape: (value: string) => string = (value) => value,
): string {
  return text.replace(/\{\{\s*([^{}\s]*)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? escape(values[name]!) : whole,
  );
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The plain-text part of a mail from its HTML body: paragraphs and list items on their own lines, a link's
 * address after its words (a reader without HTML still gets it), entities decoded.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/\r?\n/g, ' ')
    .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_whole, href: string, words: string) => {
      const label = words.replace(/<[^>]*>/g, '').trim();
      return label && label !== href ? `${label}: ${href}` : href;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/(p|h[1-6]|blockquote|ul|ol|figure)>/gi, '\n\n')
    .replace(/<hr\b[^>]*>/gi, '\n----\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n[ \t]+/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Visible text of an HTML body: tags and spaces alone are not a body. */
const hasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim() !== '';

export const emailTemplateRow = z.object({
  _id: uuid,
  ma: z.enum(emailTemplateCodeList),
  tieude: z.string(),
  tieude_en: z.string().nullable(),
  /** Whether the server sends this mail today (its template cannot be deleted). */
  hethong: z.boolean(),
  updatedAt: timestamp,
});
export type EmailTemplateRow = z.input<typeof emailTemplateRow>;

export const emailTemplateRecord = emailTemplateRow.extend({
  noidung: z.string(),
  noidung_en: z.string().nullable(),
  createdAt: timestamp,
});
export type EmailTemplateRecord = z.input<typeof emailTemplateRecord>;

const subject = (required: boolean) =>
  required ? requiredText.pipe(z.string().max(250)) : z.string().max(250).nullable().optional();

/** PUT /api/mauemail/:id: the code stays what it was created with. */
export const emailTemplateUpdate = z.object({
  tieude: subject(true),
  tieude_en: subject(false),
  noidung: requiredText.pipe(z.string().max(100_000)).refine(hasText, { error: 'validation.requiredText' }),
  noidung_en: z.string().max(100_000).nullable().optional(),
});

/** POST /api/mauemail: one template per code (a second is a 409 on `ma`). */
export const emailTemplateCreate = emailTemplateUpdate.extend({
  ma: requiredSelect.pipe(z.enum(emailTemplateCodeList)),
});
export type EmailTemplateInput = z.input<typeof emailTemplateCreate>;

export const emailTemplateResource = defineResource({
  key: 'emailTemplates',
  table: 'mauemail',
  api: '/api/mauemail',
  urls: ['/mau-email'],
  item: emailTemplateRow,
  detail: emailTemplateRecord,
  create: emailTemplateCreate,
  update: emailTemplateUpdate,
  sortFields: ['ma', 'tieude', 'updatedAt'],
  defaultSort: 'ma',
  filters: {},
  publicContent: false,
  richText: ['noidung', 'noidung_en'],
});

/** POST /api/mauemail/xem-truoc: a template as the form holds it, filled with its code's samples in a language. */
export const emailTemplatePreviewBody = z.object({
  ma: z.enum(emailTemplateCodeList),
  lang: z.enum(languages),
  tieude: z.string().max(250),
  tieude_en: z.string().max(250).nullable().optional(),
  noidung: z.string().max(100_000),
  noidung_en: z.string().max(100_000).nullable().optional(),
});
export type EmailTemplatePreviewBody = z.input<typeof emailTemplatePreviewBody>;

/** The mail as it would leave, and the variables the texts name that the code does not declare. */
export const emailTemplatePreview = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  unknown: z.array(z.string()),
});
export type EmailTemplatePreview = z.input<typeof emailTemplatePreview>;

export const emailTemplatePreviewApi = '/api/mauemail/xem-truoc';
