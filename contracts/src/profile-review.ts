// A charity case sent from the public site for review (xét duyệt hồ sơ): who sends it, the patient with an address
// on the 2025 units, the diagnosis, the circumstances, the help asked for and its estimated cost, supporting
// documents (pictures or PDFs, checked by content on the server) and consent. The sender gets a tracking code and
// looks the status up with that code and the phone. One schema for the form and the server.
import { z } from 'zod';
import { timestamp, uuid } from './api';
import { consentGiven } from './consent';
import { CIRCUMSTANCES_MAX, NOTE_MAX, birthYear, fullName, optional, optionalEmail, patientName } from './intake';
import { addressFields } from './resources/addresses';
import { MAX_CHARITY_AMOUNT } from './resources/sponsorships';
import { contactPhone } from './validation/rules';

const m = (key: string) => ({ error: `validation.${key}` });

/** What help is asked for: an operation, medicine, travel to the clinic… */
export const SUPPORT_MAX = 1000;

/** At most this many documents per application, each at most this large (a phone photo or a scanned page). */
export const DOCUMENT_MAX_COUNT = 5;
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** What the form offers to pick; the server judges the bytes, never this type. */
export const DOCUMENT_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,application/pdf';

/**
 * An amount of đồng as people type it: "50.000.000", "50,000,000 đ" or a number; blank means not given. Whole
 * đồng from 0 to the most one operation may state.
 */
export const optionalAmount = z.preprocess(
  (value) => {
    if (value === '' || value === null || value === undefined) return undefined;
    if (typeof value === 'number') return value;
    const digits = String(value).replace(/[\s.,]|đ|vnđ|vnd/giu, '');
    return digits === '' ? undefined : digits;
  },
  z.coerce
    .number(m('amountInvalid'))
    .int(m('amountInvalid'))
    .min(0, m('amountInvalid'))
    .max(MAX_CHARITY_AMOUNT, m('amountInvalid'))
    .optional(),
);

/** The case itself, as the public form sends it and as staff type one received on paper. */
export const profileReviewFields = {
  /** Who fills the form: the patient or a relative. */
  hoten: fullName,
  dienthoai: contactPhone,
  email: optionalEmail,
  tenbenhnhan: patientName,
  namsinh: birthYear,
  /** The patient's address: province, commune and street line. */
  ...addressFields,
  chandoan: optional(NOTE_MAX),
  hoancanh: z
    .string(m('circumstancesRequired'))
    .trim()
    .min(1, m('circumstancesRequired'))
    .max(CIRCUMSTANCES_MAX, m('tooLong')),
  hotro: z.string(m('supportRequired')).trim().min(1, m('supportRequired')).max(SUPPORT_MAX, m('tooLong')),
  /** The estimated cost of that help, whole đồng. */
  chiphi: optionalAmount,
};

/** POST /api/xetduyethoso: JSON, or multipart with this object as JSON in `data` and the documents as `tailieu`. */
export const newProfileReview = z.object({ ...profileReviewFields, dongy: consentGiven });
export type NewProfileReview = z.input<typeof newProfileReview>;

/** A tracking code: "HS-" and six letters or digits that cannot be misread (no 0/O, 1/I). */
export const TRACKING_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const TRACKING_LENGTH = 6;
export const trackingCodePattern = /^HS-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$/;

/** What the sender keeps after sending. */
export const profileReviewReceipt = z.object({ _id: uuid, ma: z.string(), createdAt: timestamp });
export type ProfileReviewReceipt = z.input<typeof profileReviewReceipt>;

export const profileReviewStatuses = ['MOI', 'DANG_XEM_XET', 'DUYET', 'TU_CHOI'] as const;
export type ProfileReviewStatus = (typeof profileReviewStatuses)[number];

/** GET /api/xetduyethoso/tra-cuu: the code as printed (any case, spaces around) and the phone it was sent with. */
export const trackingQuery = z.object({
  ma: z
    .string(m('trackingCodeRequired'))
    .trim()
    .min(1, m('trackingCodeRequired'))
    .max(20, m('trackingCodeRequired'))
    .transform((code) => code.toUpperCase()),
  dienthoai: contactPhone,
});
export type TrackingQuery = z.input<typeof trackingQuery>;

/** What the look-up tells: the status and when, and the reason of a refusal; nothing personal. */
export const trackingResult = z.object({
  ma: z.string(),
  trangthai: z.enum(profileReviewStatuses),
  createdAt: timestamp,
  /** When the status last changed. */
  capnhat: timestamp,
  /** Why the case was refused (TU_CHOI), as the reviewer wrote it for the sender. */
  lydo: z.string().nullable(),
});
export type TrackingResult = z.input<typeof trackingResult>;
export const trackingPath = '/api/xetduyethoso/tra-cuu';
