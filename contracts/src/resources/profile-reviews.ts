// Charity cases under review (/admin/xet-duyet-ho-so, /api/xetduyethoso): a clinic's queue of applications from the
// public site (or typed in by staff from paper), moved MOI → DANG_XEM_XET → DUYET or TU_CHOI with every change kept,
// their documents read through an authenticated route, an approved case turned into a draft sponsored operation.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { defineStates, transitionsOf } from '../moves';
import { profileReviewFields, profileReviewStatuses } from '../profile-review';
import { defineResource, queryOptional } from '../resource';

const m = (key: string) => ({ error: `validation.${key}` });

export const REVIEW_REASON_MAX = 1000;

export const profileReviewRow = z.object({
  _id: uuid,
  phongkham_id: uuid,
  ma: z.string(),
  hoten: z.string(),
  dienthoai: z.string(),
  tenbenhnhan: z.string(),
  namsinh: z.number().int().nullable(),
  hotro: z.string().nullable(),
  chiphi: z.number().int().nullable(),
  trangthai: z.enum(profileReviewStatuses),
  /** How many documents came with it. */
  sotailieu: z.number().int(),
  taitro_id: uuid.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ProfileReviewRow = z.input<typeof profileReviewRow>;

/** A supporting document: its bytes are at `${api}/:id/tailieu/:tailieuId`, for reviewers only. */
export const reviewDocument = z.object({
  _id: uuid,
  tenfile: z.string(),
  loai: z.enum(['image/webp', 'application/pdf']),
  kichthuoc: z.number().int(),
  createdAt: timestamp,
});
export type ReviewDocument = z.input<typeof reviewDocument>;

/** One change of status: who, when, from what to what, the refusal's reason and the reviewer's note. */
export const reviewStep = z.object({
  _id: uuid,
  tu: z.enum(profileReviewStatuses).nullable(),
  den: z.enum(profileReviewStatuses),
  lydo: z.string().nullable(),
  ghichu: z.string().nullable(),
  nhanvien_id: uuid.nullable(),
  nhanvien_ten: z.string().nullable(),
  createdAt: timestamp,
});
export type ReviewStep = z.input<typeof reviewStep>;

export const profileReviewRecord = profileReviewRow.extend({
  email: z.string().nullable(),
  tinh_ma: z.string().nullable(),
  xa_ma: z.string().nullable(),
  diachi: z.string().nullable(),
  /** The address in words: street line, commune, province. */
  diachi_day_du: z.string().nullable(),
  chandoan: z.string().nullable(),
  hoancanh: z.string(),
  lydo: z.string().nullable(),
  dongy_phienban: z.string().nullable(),
  dongy_luc: timestamp.nullable(),
  tailieu: z.array(reviewDocument),
  lichsu: z.array(reviewStep),
  /** The sponsored operation made of it, with whether it has been operated and a story drafted. */
  taitro: z
    .object({
      _id: uuid,
      tieude: z.string(),
      trangthai: z.string(),
      hienthi: z.boolean(),
      cauchuyen_id: uuid.nullable(),
    })
    .nullable(),
});
export type ProfileReviewRecord = z.input<typeof profileReviewRecord>;

/** What staff type (a case received on paper or by phone) or correct; the status has its own route. */
export const profileReviewInput = z.object(profileReviewFields);
export type ProfileReviewInput = z.input<typeof profileReviewInput>;

/** POST /api/xetduyethoso/:id/trangthai. A refusal needs its reason, which the sender reads in the look-up. */
export const reviewDecision = z
  .object({
    trangthai: z.enum(profileReviewStatuses),
    lydo: z.string().trim().max(REVIEW_REASON_MAX, m('tooLong')).optional(),
    ghichu: z.string().trim().max(REVIEW_REASON_MAX, m('tooLong')).optional(),
  })
  .refine((body) => body.trangthai !== 'TU_CHOI' || (body.lydo ?? '') !== '', {
    path: ['lydo'],
    ...m('refusalReasonRequired'),
  });
export type ReviewDecision = z.input<typeof reviewDecision>;

/**
 * The review's workflow, its moves named by their target: a review starts on a new case, and an approval or a
 * refusal (with its reason) comes after it and is final. Anything else is refused (409).
 */
export const profileReviewWorkflow = defineStates({
  field: 'trangthai',
  states: profileReviewStatuses,
  by: 'trangthai',
  body: reviewDecision,
  conflict: 'errors.reviewTransition',
  moves: {
    DANG_XEM_XET: { from: ['MOI'], to: 'DANG_XEM_XET' },
    DUYET: { from: ['DANG_XEM_XET'], to: 'DUYET' },
    TU_CHOI: { from: ['DANG_XEM_XET'], to: 'TU_CHOI' },
  },
});

/** Which status may follow which: the moves as a table. */
export const profileReviewTransitions = transitionsOf(profileReviewWorkflow);

export const profileReviewResource = defineResource({
  key: 'profileReviews',
  table: 'xetduyethoso',
  api: '/api/xetduyethoso',
  urls: ['/xet-duyet-ho-so'],
  item: profileReviewRow,
  detail: profileReviewRecord,
  create: profileReviewInput,
  update: profileReviewInput,
  sortFields: ['createdAt', 'updatedAt', 'tenbenhnhan', 'chiphi', 'trangthai'],
  defaultSort: '-createdAt',
  filters: { trangthai: queryOptional(z.enum(profileReviewStatuses)) },
  publicContent: false,
  clinicScoped: 'phongkham_id',
});

export const profileReviewPaths = {
  decision: (id: string) => `/api/xetduyethoso/${id}/trangthai`,
  document: (id: string, documentId: string) => `/api/xetduyethoso/${id}/tailieu/${documentId}`,
  toSponsorship: (id: string) => `/api/xetduyethoso/${id}/taitro`,
  /** A success story drafted from a sponsored operation. */
  toStory: (operationId: string) => `/api/taitro/${operationId}/cauchuyen`,
};
