// Appointments (lịch hẹn, /admin/dat-lich-hen) and what decides their free times: a doctor's weekly sessions
// (lichlamviec, on the doctor's record), the exceptions of a day (lichlamviec_ngoaile: leave, or an extra session),
// the clinic's holidays (ngaynghi) and the doctor's slot length (bacsi.thoiluong). Times are instants on the wire; a
// clinic day is a date on the clinic's clock (clinicDay in ../clinic-time). All three resources are one clinic's data.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { consentGiven } from '../consent';
import { defineStates, transitionsOf } from '../moves';
import { defineResource, queryOptional } from '../resource';
import { calendarDay, contactPhone, moment, requiredSelect, requiredText } from '../validation/rules';
import { FULL_NAME_MAX } from '../yeucau';

const m = (key: string) => ({ error: `validation.${key}` });

/** Booked, confirmed (by phone or the patient), arrived (checked in), no-show, cancelled. */
export const appointmentStates = ['DA_DAT', 'DA_XAC_NHAN', 'DA_DEN', 'KHONG_DEN', 'DA_HUY'] as const;
export type AppointmentState = (typeof appointmentStates)[number];

/** Where the booking came from: the public site or a staff member. */
export const appointmentSources = ['WEB', 'NHAN_VIEN'] as const;

export const SLOT_MINUTES_DEFAULT = 15;
export const APPOINTMENT_NOTE_MAX = 1000;

/** An instant in ISO 8601 with its offset (2026-03-02T01:30:00.000Z): the date rule's moment. */
const instant = moment;

// Free slots --------------------------------------------------------------------------------------------------

export const slotQuery = z.object({ bacsi_id: requiredSelect.pipe(uuid), ngay: calendarDay });
export const freeSlot = z.object({ batdau: timestamp, ketthuc: timestamp });
export type FreeSlot = z.input<typeof freeSlot>;

// Appointments ------------------------------------------------------------------------------------------------

export const appointmentRow = z.object({
  _id: uuid,
  phongkham_id: uuid,
  bacsi_id: uuid,
  bacsi_hoten: z.string(),
  /** The register's patient: null until the visitor arrives or staff confirm (the booking keeps name and phone). */
  benhnhan_id: uuid.nullable(),
  benhnhan_ma: z.string().nullable(),
  hoten: z.string(),
  dienthoai: z.string(),
  batdau: timestamp,
  ketthuc: timestamp,
  trangthai: z.enum(appointmentStates),
  nguon: z.enum(appointmentSources),
  ghichu: z.string().nullable(),
  yeucau_id: uuid.nullable(),
  /** How many of the patient's appointments (or, before there is one, the phone's) ended as no-shows. */
  sokhongden: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type AppointmentRow = z.input<typeof appointmentRow>;

/**
 * POST /api/lichhen. The public sends the doctor, a free slot's start, a name, a phone and consent; staff may
 * instead name a patient of the register, link the inbox request it came from and add a note.
 */
export const newAppointment = z
  .object({
    bacsi_id: requiredSelect.pipe(uuid),
    batdau: instant,
    hoten: requiredText.pipe(z.string().max(FULL_NAME_MAX, m('fullNameTooLong'))).optional(),
    dienthoai: contactPhone.optional(),
    dongy: consentGiven.optional(),
    benhnhan_id: uuid.optional(),
    yeucau_id: uuid.nullable().optional(),
    ghichu: z.string().trim().max(APPOINTMENT_NOTE_MAX).nullable().optional(),
  })
  .refine((body) => body.benhnhan_id !== undefined || (body.hoten !== undefined && body.dienthoai !== undefined), {
    ...m('fullNameRequired'),
    path: ['hoten'],
  });
export type NewAppointment = z.input<typeof newAppointment>;

/**
 * The public booking's answer: what the visitor sent, the appointment's time and doctor and its cancel link. Never
 * the register's patient, code or no-shows, which would tell a stranger who is a patient here.
 */
export const publicBooking = z.object({
  bacsi_id: uuid,
  bacsi_hoten: z.string(),
  batdau: timestamp,
  ketthuc: timestamp,
  hoten: z.string(),
  dienthoai: z.string(),
  /** The signed cancel link (GET /api/lichhen/huy?token=…). */
  huy: z.string(),
});
export type PublicBooking = z.input<typeof publicBooking>;

/** POST /api/lichhen/:id/doilich: a move to another free slot (of the same or another doctor). */
export const appointmentMove = z.object({ bacsi_id: requiredSelect.pipe(uuid), batdau: instant });
export type AppointmentMove = z.input<typeof appointmentMove>;
export const appointmentStatusChange = z.object({ trangthai: z.enum(appointmentStates, m('requiredSelect')) });

/**
 * The state changes staff make (POST /api/lichhen/:id/trangthai), named by their target; anything else is a 409.
 * A mistaken arrival or no-show can be put back to confirmed. Reception's check-in and the patient's cancel link
 * make the same moves through the appointments service.
 */
export const appointmentWorkflow = defineStates({
  field: 'trangthai',
  states: appointmentStates,
  by: 'trangthai',
  body: appointmentStatusChange,
  conflict: 'errors.appointmentTransition',
  moves: {
    DA_XAC_NHAN: { from: ['DA_DAT', 'DA_DEN', 'KHONG_DEN'], to: 'DA_XAC_NHAN' },
    DA_DEN: { from: ['DA_DAT', 'DA_XAC_NHAN'], to: 'DA_DEN' },
    KHONG_DEN: { from: ['DA_DAT', 'DA_XAC_NHAN'], to: 'KHONG_DEN' },
    DA_HUY: { from: ['DA_DAT', 'DA_XAC_NHAN'], to: 'DA_HUY' },
  },
});

/** The moves as a table, state → reachable states. */
export const appointmentMoves = transitionsOf(appointmentWorkflow);

/** The live event a booking, move or state change publishes to staff who may view /dat-lich-hen. */
export const APPOINTMENT_EVENT = 'lichhen.capnhat';

export const appointmentResource = defineResource({
  key: 'appointments',
  table: 'lichhen',
  api: '/api/lichhen',
  urls: ['/dat-lich-hen'],
  item: appointmentRow,
  detail: appointmentRow,
  // Booking, moves and state changes have routes of their own; the kit serves the reads.
  create: z.object({}),
  update: z.object({}),
  sortFields: ['batdau', 'createdAt'],
  defaultSort: 'batdau',
  filters: {
    tungay: queryOptional(calendarDay),
    denngay: queryOptional(calendarDay),
    bacsi_id: queryOptional(uuid),
    trangthai: queryOptional(z.enum(appointmentStates)),
    benhnhan_id: queryOptional(uuid),
  },
  publicContent: false,
  clinicScoped: 'phongkham_id',
});

/** GET /api/lichhen/huy?token=…: the cancel link of a confirmation message. */
export const cancelLinkQuery = z.object({ token: z.string().min(1).max(500) });

// Holidays ----------------------------------------------------------------------------------------------------

export const holidayRow = z.object({
  _id: uuid,
  phongkham_id: uuid,
  ngay: z.string(),
  ten: z.string(),
  ten_en: z.string().nullable(),
  updatedAt: timestamp,
});
export const holidayInput = z.object({
  ngay: calendarDay,
  ten: requiredText.pipe(z.string().max(120)),
  ten_en: z.string().trim().max(120).nullable().optional(),
  phongkham_id: uuid.optional(),
});
export type HolidayInput = z.input<typeof holidayInput>;

export const holidayResource = defineResource({
  key: 'holidays',
  table: 'ngaynghi',
  api: '/api/ngaynghi',
  urls: ['/dat-lich-hen'],
  item: holidayRow,
  detail: holidayRow,
  create: holidayInput,
  update: holidayInput,
  sortFields: ['ngay', 'ten'],
  defaultSort: 'ngay',
  filters: { nam: queryOptional(z.coerce.number().int().min(1900).max(2100)) },
  publicContent: false,
  clinicScoped: 'phongkham_id',
});

// Exceptions --------------------------------------------------------------------------------------------------

/** Leave (the whole day, or the hours given) or an extra session (the hours given). */
export const exceptionKinds = ['NGHI', 'THEM'] as const;
export type ExceptionKind = (typeof exceptionKinds)[number];

const CLOCK = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const clock = z.string(m('timeInvalid')).regex(CLOCK, m('timeInvalid'));

export const exceptionRow = z.object({
  _id: uuid,
  phongkham_id: uuid,
  bacsi_id: uuid,
  bacsi_hoten: z.string(),
  ngay: z.string(),
  loai: z.enum(exceptionKinds),
  batdau: z.string().nullable(),
  ketthuc: z.string().nullable(),
  ghichu: z.string().nullable(),
  updatedAt: timestamp,
});
export const exceptionInput = z
  .object({
    bacsi_id: requiredSelect.pipe(uuid),
    ngay: calendarDay,
    loai: z.enum(exceptionKinds, m('requiredSelect')),
    batdau: clock.nullable().optional(),
    ketthuc: clock.nullable().optional(),
    ghichu: z.string().trim().max(200).nullable().optional(),
    phongkham_id: uuid.optional(),
  })
  .refine((body) => !!body.batdau === !!body.ketthuc && (body.loai === 'NGHI' || !!body.batdau), {
    ...m('timeInvalid'),
    path: ['batdau'],
  })
  .refine((body) => !body.batdau || !body.ketthuc || body.batdau < body.ketthuc, {
    ...m('sessionEndBeforeStart'),
    path: ['ketthuc'],
  });
export type ExceptionInput = z.input<typeof exceptionInput>;

export const exceptionResource = defineResource({
  key: 'scheduleExceptions',
  table: 'lichlamviec_ngoaile',
  api: '/api/lichngoaile',
  urls: ['/dat-lich-hen'],
  item: exceptionRow,
  detail: exceptionRow,
  create: exceptionInput,
  update: exceptionInput,
  sortFields: ['ngay', 'createdAt'],
  defaultSort: '-ngay',
  filters: { bacsi_id: queryOptional(uuid) },
  publicContent: false,
  clinicScoped: 'phongkham_id',
});
