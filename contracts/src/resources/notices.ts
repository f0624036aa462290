// General notices (thông báo chung) to staff: a title and content in vi and en, an audience (every staff member
// or chosen roles), a publish window and a published switch. Editors manage them at /admin/thong-bao-chung; every
// signed-in staff member reads their own (those addressed to their role, published, window open now) in the
// header's bell, and marks them read.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { defineResource, queryBoolean, queryOptional } from '../resource';
import { moment, requiredText } from '../validation/rules';

const m = (key: string) => ({ error: `validation.${key}` });

/** TATCA: every staff member; VAITRO: the roles in `vaitro_ids`. */
export const noticeAudiences = ['TATCA', 'VAITRO'] as const;
export type NoticeAudience = (typeof noticeAudiences)[number];

/** Where a notice stands now: a draft, waiting for its window, showing, or past its window. */
export const noticeStates = ['nhap', 'chohienthi', 'danghienthi', 'hethan'] as const;
export type NoticeState = (typeof noticeStates)[number];

export function noticeStateOf(
  notice: { hienthi: boolean; tungay: Date | string; denngay: Date | string | null },
  now = new Date(),
): NoticeState {
  if (!notice.hienthi) return 'nhap';
  if (new Date(notice.tungay).getTime() > now.getTime()) return 'chohienthi';
  if (notice.denngay && new Date(notice.denngay).getTime() <= now.getTime()) return 'hethan';
  return 'danghienthi';
}

const hasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim() !== '';

export const noticeRow = z.object({
  _id: uuid,
  tieude: z.string(),
  tieude_en: z.string().nullable(),
  doituong: z.enum(noticeAudiences),
  vaitro_ids: z.array(uuid),
  tungay: timestamp,
  denngay: timestamp.nullable(),
  hienthi: z.boolean(),
  trangthai: z.enum(noticeStates),
  /** How many staff members have read it. */
  soluotxem: z.number().int(),
  updatedAt: timestamp,
});
export type NoticeRow = z.input<typeof noticeRow>;

export const noticeRecord = noticeRow.extend({
  noidung: z.string(),
  noidung_en: z.string().nullable(),
  createdAt: timestamp,
});
export type NoticeRecord = z.input<typeof noticeRecord>;

/** POST and PUT /api/thongbaochung. Chosen roles need at least one role; the window must end after it starts. */
export const noticeInput = z
  .object({
    tieude: requiredText.pipe(z.string().max(250)),
    tieude_en: z.string().max(250).nullable().optional(),
    noidung: requiredText.pipe(z.string().max(20_000)).refine(hasText, m('requiredText')),
    noidung_en: z.string().max(20_000).nullable().optional(),
    doituong: z.enum(noticeAudiences),
    vaitro_ids: z.array(uuid).max(100).optional(),
    tungay: moment,
    denngay: moment.nullable().optional(),
    hienthi: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (value.doituong === 'VAITRO' && !value.vaitro_ids?.length) {
      ctx.addIssue({ code: 'custom', path: ['vaitro_ids'], message: 'validation.requiredArray' });
    }
    if (value.denngay && new Date(value.denngay).getTime() <= new Date(value.tungay).getTime()) {
      ctx.addIssue({ code: 'custom', path: ['denngay'], message: 'validation.windowEnd' });
    }
  });
export type NoticeInput = z.input<typeof noticeInput>;

export const noticeResource = defineResource({
  key: 'notices',
  table: 'thongbaochung',
  api: '/api/thongbaochung',
  urls: ['/thong-bao-chung'],
  item: noticeRow,
  detail: noticeRecord,
  create: noticeInput,
  update: noticeInput,
  sortFields: ['tungay', 'denngay', 'tieude', 'updatedAt'],
  defaultSort: '-tungay',
  filters: { hienthi: queryBoolean, trangthai: queryOptional(z.enum(noticeStates)) },
  publicContent: false,
  richText: ['noidung', 'noidung_en'],
});

/** One notice in a staff member's bell: its text in both languages and when it opened. */
export const myNotice = z.object({
  _id: uuid,
  tieude: z.string(),
  tieude_en: z.string().nullable(),
  noidung: z.string(),
  noidung_en: z.string().nullable(),
  tungay: timestamp,
});
export type MyNotice = z.input<typeof myNotice>;

/** GET /api/thongbaochung/cua-toi: the unread notices open to the caller now, newest first, and how many. */
export const myNotices = z.object({ docs: z.array(myNotice), chuadoc: z.number().int() });
export type MyNotices = z.input<typeof myNotices>;

/** A role as the audience select offers it. */
export const noticeRole = z.object({ _id: uuid, ma: z.string(), ten: z.string() });
export type NoticeRole = z.input<typeof noticeRole>;

export const noticeApi = {
  mine: '/api/thongbaochung/cua-toi',
  read: (id: string) => `/api/thongbaochung/${id}/da-xem`,
  roles: '/api/thongbaochung/vai-tro',
} as const;
