// The requests inbox (yêu cầu, /admin/yeu-cau): the bookings and consultation requests visitors send from the public
// modal, worked through by the clinic's staff. A clinic's data (docs/decisions/0013). Read through the module kit;
// staff change a request only by moving it along its workflow or assigning it, each step kept in its history.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { consentRecord } from '../consent';
import { appointmentStates } from './appointments';
import { defineStates, transitionsOf } from '../moves';
import { defineResource, queryOptional } from '../resource';
import { calendarDay } from '../validation/rules';
import { requestStatuses, requestTypes, type RequestStatus } from '../yeucau';

/** Statuses still waiting for staff: a repeat from the same phone is folded into such a request. */
export const openRequestStatuses: readonly RequestStatus[] = ['MOI', 'DA_LIEN_HE', 'KHONG_LIEN_LAC'];

/** What a line of a request's history records: a status change, an assignment, a repeat from the visitor. */
export const requestHistoryActions = ['TRANG_THAI', 'PHAN_CONG', 'LAP_LAI'] as const;
export type RequestHistoryAction = (typeof requestHistoryActions)[number];

const m = (key: string) => ({ error: `validation.${key}` });
const note = z.string().trim().max(1000, m('tooLong')).nullable().optional();

export const requestRow = z.object({
  _id: uuid,
  phongkham_id: uuid,
  loaiyeucau: z.enum(requestTypes),
  hoten: z.string(),
  dienthoai: z.string(),
  trangthai: z.enum(requestStatuses),
  /** The doctor the visitor chose (booked from a doctor's page), and the doctor's name. */
  bacsi_id: uuid.nullable(),
  bacsi: z.string().nullable(),
  /** The staff member the request is assigned to, and their name. */
  nhanvien_id: uuid.nullable(),
  nguoiphutrach: z.string().nullable(),
  /** Failed attempts to reach the visitor, and when to try next (KHONG_LIEN_LAC). */
  solanthu: z.number().int(),
  lienhetiep: timestamp.nullable(),
  /** Times the same phone sent again while this request was open (folded in, not stored twice). */
  solanlap: z.number().int(),
  /** The patient record the request became or was matched with (the patient register), and its code. */
  benhnhan_id: uuid.nullable(),
  benhnhan_ma: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type RequestRow = z.input<typeof requestRow>;

export const requestHistoryEntry = z.object({
  _id: uuid,
  hanhdong: z.enum(requestHistoryActions),
  /** Before and after: a status, or the assignee's name on an assignment. */
  truoc: z.string().nullable(),
  sau: z.string().nullable(),
  ghichu: z.string().nullable(),
  /** Who did it; null for the visitor's own repeat. */
  nhanvien: z.string().nullable(),
  createdAt: timestamp,
});
export type RequestHistoryEntry = z.input<typeof requestHistoryEntry>;

/** An appointment booked from a request: the request's record links to it (and the appointment back by yeucau_id). */
export const requestAppointment = z.object({
  _id: uuid,
  batdau: timestamp,
  bacsi_hoten: z.string(),
  trangthai: z.enum(appointmentStates),
});
export type RequestAppointment = z.input<typeof requestAppointment>;

export const requestRecord = requestRow.extend({
  ...consentRecord.shape,
  lichsu: z.array(requestHistoryEntry),
  lichhen: z.array(requestAppointment),
});
export type RequestRecord = z.input<typeof requestRecord>;

/** A move along the workflow, with an optional note; `lienhetiep` when the visitor could not be reached. */
export const requestStatusChange = z.object({
  trangthai: z.enum(requestStatuses, m('requestStatusInvalid')),
  ghichu: note,
  lienhetiep: timestamp.nullable().optional(),
});
export type RequestStatusChange = z.input<typeof requestStatusChange>;

/**
 * The workflow: new → contacted → booked; new or contacted → unreachable (tried again as often as needed, then
 * contacted); anything open → cancelled. Booked and cancelled are final. The server refuses other moves (409).
 * Booking an appointment from a request moves any open request to booked at once: the booking is the contact
 * (the requests service's `markRequestBooked`, not a move staff make here). Moves are named by their target.
 */
export const requestWorkflow = defineStates({
  field: 'trangthai',
  states: requestStatuses,
  by: 'trangthai',
  conflict: 'errors.requestTransition',
  moves: {
    DA_LIEN_HE: { from: ['MOI', 'KHONG_LIEN_LAC'], to: 'DA_LIEN_HE' },
    KHONG_LIEN_LAC: { from: ['MOI', 'DA_LIEN_HE', 'KHONG_LIEN_LAC'], to: 'KHONG_LIEN_LAC' },
    DA_DAT_LICH: { from: ['DA_LIEN_HE'], to: 'DA_DAT_LICH' },
    HUY: { from: ['MOI', 'DA_LIEN_HE', 'KHONG_LIEN_LAC'], to: 'HUY' },
  },
  body: requestStatusChange,
});

/** The moves as a table, state → reachable states. */
export const requestTransitions = transitionsOf(requestWorkflow);

/** Assigning the request to a staff member of its clinic (null: nobody), with an optional note. */
export const requestAssignment = z.object({
  nhanvien_id: uuid.nullable(),
  ghichu: note,
});
export type RequestAssignment = z.input<typeof requestAssignment>;

/** A staff member a request can be assigned to. */
export const requestAssignee = z.object({ _id: uuid, hoten: z.string() });
export type RequestAssignee = z.input<typeof requestAssignee>;

export const requestResource = defineResource({
  key: 'requests',
  table: 'yeucau',
  api: '/api/yeucau',
  urls: ['/yeu-cau'],
  item: requestRow,
  detail: requestRecord,
  // Visitors create requests (POST /api/yeucau, public); staff move them with the actions below.
  create: z.strictObject({}),
  update: z.strictObject({}),
  sortFields: ['createdAt', 'hoten', 'trangthai', 'lienhetiep'],
  defaultSort: '-createdAt',
  filters: {
    loaiyeucau: queryOptional(z.enum(requestTypes)),
    trangthai: queryOptional(z.enum(requestStatuses)),
    nhanvien_id: queryOptional(uuid),
    /** From this day (YYYY-MM-DD, the clinic's time zone), inclusive. */
    tungay: queryOptional(calendarDay),
    /** To this day, inclusive. */
    denngay: queryOptional(calendarDay),
  },
  publicContent: false,
  clinicScoped: 'phongkham_id',
});
export type RequestListQuery = z.output<typeof requestResource.listQuery>;

/** The inbox's actions beside the kit's routes. */
export const requestApi = {
  status: (id: string) => `/api/yeucau/${id}/trangthai`,
  assign: (id: string) => `/api/yeucau/${id}/phancong`,
  assignees: (id: string) => `/api/yeucau/${id}/nguoiphutrach`,
} as const;
