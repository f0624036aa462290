// Doctors (bác sĩ) as a back-office resource, and the same records as the public site reads them. A doctor is a
// staff member (docs/decisions/0011-site-editors.md, 'A doctor is a staff member'): the name comes from the staff
// account, the profile adds the credentials patients read (title, specialty, years, practising certificate), the
// portrait, the biography and the weekly working hours. Anonymous readers see published doctors only.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { image } from '../content';
import { defineResource, queryBoolean } from '../resource';
import { requiredSelect, requiredText } from '../validation/rules';

/** The bounds of a doctor's slot length in minutes (bacsi.thoiluong). */
export const SLOT_MINUTES_MIN = 5;
export const SLOT_MINUTES_MAX = 240;

const m = (key: string) => ({ error: `validation.${key}` });
const optionalText = (max: number) => z.string().max(max).nullable().optional();
const text = z.string();
const nullableText = z.string().nullable();

// Weekly hours (lichlamviec) ---------------------------------------------------------------------------------

export { sortSessions, weekdays } from '../weekdays';
/** At most three sessions a day, every day: more is a typing mistake, not a timetable. */
export const MAX_SESSIONS = 21;
export const SESSION_NOTE_MAX = 200;

const CLOCK = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const clock = z.string(m('timeInvalid')).regex(CLOCK, m('timeInvalid'));

/** One working session: Monday 07:30–11:30, with an optional note (the room, "by appointment only"). */
export const doctorSession = z.object({
  thu: z.number(m('weekdayInvalid')).int(m('weekdayInvalid')).min(1, m('weekdayInvalid')).max(7, m('weekdayInvalid')),
  batdau: clock,
  ketthuc: clock,
  ghichu: optionalText(SESSION_NOTE_MAX),
  ghichu_en: optionalText(SESSION_NOTE_MAX),
  /** The room of the session (a PHONG catalogue entry), when it is fixed. */
  phong_id: uuid.nullable().optional(),
});
export type DoctorSession = z.input<typeof doctorSession>;

/** Minutes since midnight of an 'HH:MM' clock time. */
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * A doctor's week: each session ends after it starts, and sessions of one day never overlap (the second of two
 * overlapping sessions carries the message, on its start). Sessions whose own fields are wrong are left to
 * those fields' messages.
 */
export const doctorSchedule = z
  .array(doctorSession, m('scheduleInvalid'))
  .max(MAX_SESSIONS, m('scheduleTooLong'))
  .superRefine((sessions, context) => {
    const usable = sessions
      .map((session, index) => ({ session, index }))
      .filter(
        ({ session }) =>
          Number.isInteger(session.thu) && CLOCK.test(String(session.batdau)) && CLOCK.test(String(session.ketthuc)),
      );
    const ordered = usable.filter(({ session, index }) => {
      if (minutes(session.batdau) < minutes(session.ketthuc)) return true;
      context.addIssue({ code: 'custom', path: [index, 'ketthuc'], message: 'validation.sessionEndBeforeStart' });
      return false;
    });
    for (const [i, { session, index }] of ordered.entries()) {
      const clash = ordered
        .slice(0, i)
        .some(
          ({ session: other }) =>
            other.thu === session.thu &&
            minutes(other.batdau) < minutes(session.ketthuc) &&
            minutes(session.batdau) < minutes(other.ketthuc),
        );
      if (clash) {
        context.addIssue({ code: 'custom', path: [index, 'batdau'], message: 'validation.sessionOverlap' });
      }
    }
  });

// The profile -----------------------------------------------------------------------------------------------

/** One doctor in a list (the site's cards, the back office's table). */
export const doctorItem = z.object({
  _id: uuid,
  nhanvien_id: uuid,
  /** From the staff account. */
  hoten: text,
  /** Academic and professional title ("ThS.BS", "BS.CKII"); `hocham_en` is the English one ("MSc, MD"). */
  hocham: nullableText,
  hocham_en: nullableText,
  chuyenkhoa: text,
  chuyenkhoa_en: nullableText,
  mota: nullableText,
  mota_en: nullableText,
  namkinhnghiem: z.number().int().nullable(),
  /** Practising certificate number (số chứng chỉ hành nghề). */
  sochungchi: nullableText,
  /** The profile's portrait, or else the staff account's avatar. */
  hinhanh: image.nullable(),
  thutu: z.number().int(),
  hienthi: z.boolean(),
  updatedAt: timestamp,
});
export type DoctorItem = z.input<typeof doctorItem>;

/** One doctor: the list's fields, the biography and the week, sorted by weekday and start. */
export const doctorDetail = doctorItem.extend({
  noidung: nullableText,
  noidung_en: nullableText,
  /** The profile's own portrait; null when it shows the staff account's avatar. */
  hinhanh_id: uuid.nullable(),
  lichlamviec: z.array(
    z.object({
      thu: z.number().int(),
      batdau: text,
      ketthuc: text,
      ghichu: nullableText,
      ghichu_en: nullableText,
      phong_id: uuid.nullable().default(null),
    }),
  ),
  /** Minutes per appointment: the length of the slots the sessions are cut into. */
  thoiluong: z.number().int().default(15),
  createdAt: timestamp,
});
export type DoctorDetail = z.input<typeof doctorDetail>;

const profileFields = {
  hocham: optionalText(60),
  hocham_en: optionalText(60),
  chuyenkhoa: requiredText.pipe(z.string().max(120)),
  chuyenkhoa_en: optionalText(120),
  namkinhnghiem: z.number().int().min(0).max(70).nullable().optional(),
  sochungchi: optionalText(50),
  hinhanh_id: uuid.nullable().optional(),
  mota: optionalText(1000),
  mota_en: optionalText(1000),
  noidung: optionalText(200_000),
  noidung_en: optionalText(200_000),
  thutu: z.number().int().min(0).max(100_000).optional(),
  thoiluong: z.number().int().min(SLOT_MINUTES_MIN).max(SLOT_MINUTES_MAX).optional(),
  hienthi: z.boolean(),
  /** The whole week; left out, the stored week stays as it is. */
  lichlamviec: doctorSchedule.optional(),
};

/**
 * POST /api/bacsi: the staff account is chosen once; one profile per account and clinic (409 otherwise). The profile
 * is the editor's clinic's; the installation's owner may name another (`phongkham_id`, the site's clinic if none):
 * a doctor who works in several clinics has a profile in each.
 */
export const doctorInput = z.object({
  nhanvien_id: requiredSelect.pipe(uuid),
  phongkham_id: uuid.optional(),
  ...profileFields,
});
export type DoctorInput = z.input<typeof doctorInput>;

/** PUT /api/bacsi/:id: everything but the account, which a profile keeps for good. */
export const doctorUpdate = z.object(profileFields);
export type DoctorUpdate = z.input<typeof doctorUpdate>;

export const doctorResource = defineResource({
  key: 'doctors',
  table: 'bacsi',
  api: '/api/bacsi',
  urls: ['/bac-si'],
  item: doctorItem,
  detail: doctorDetail,
  create: doctorInput,
  update: doctorUpdate,
  sortFields: ['thutu', 'hoten', 'namkinhnghiem', 'createdAt', 'updatedAt'],
  defaultSort: 'thutu',
  filters: { hienthi: queryBoolean },
  publicContent: true,
  richText: ['noidung', 'noidung_en'],
});

/**
 * GET /api/bacsi/nhanvien: staff accounts that may get a profile in the clinic (active, none there yet), for the
 * form's select; the owner names the clinic with `?phongkham_id=` (the site's if none).
 */
export const doctorCandidatesPath = '/api/bacsi/nhanvien';
export const doctorCandidate = z.object({ _id: uuid, hoten: text, taikhoan: text, email: nullableText });
export type DoctorCandidate = z.input<typeof doctorCandidate>;
