// Reception (tiếp nhận, /admin/tiep-nhan): the front desk opens a visit (lượt khám) for a patient who arrived, found
// in the register or registered in the same step, in a room's queue with the next number of the day, and works the
// queue: call, skip, recall, start, finish, cancel, move to another room. The waiting-room display reads numbers
// only (never a name). Visits are one clinic's data (clinicScoped); the states are contracts/src/care.ts's.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { visitStates, type VisitState } from '../care';
import { defineStates } from '../moves';
import { defineResource, queryOptional } from '../resource';
import { calendarDay } from '../validation/rules';
import { patientInput } from './patients';

const m = (key: string) => ({ error: `validation.${key}` });

export const VISIT_REASON_MAX = 500;

/** The most services one check-in orders. */
export const CHECK_IN_SERVICES_MAX = 20;

/** One price-list service ordered at check-in, with the name and price as they were then. */
export const visitOrderLine = z.object({
  _id: uuid,
  dichvu_id: uuid,
  tendichvu: z.string(),
  dongia: z.number().int(),
  soluong: z.number().int(),
  trangthai: z.string(),
});

/** One visit as the queue lists it: its number, state and times, with the patient, room and doctor named. */
export const visitRow = z.object({
  _id: uuid,
  phongkham_id: uuid,
  benhnhan_id: uuid,
  benhnhan_ma: z.string(),
  benhnhan_hoten: z.string(),
  benhnhan_ngaysinh: z.string().nullable(),
  benhnhan_dienthoai: z.string().nullable(),
  phong_id: uuid,
  phong_ten: z.string(),
  bacsi_id: uuid.nullable(),
  bacsi_hoten: z.string().nullable(),
  ngay: z.string(),
  sothutu: z.number().int(),
  trangthai: z.enum(visitStates),
  lydo: z.string().nullable(),
  lichhen_id: uuid.nullable(),
  den_luc: timestamp,
  goi_luc: timestamp.nullable(),
  batdau_luc: timestamp.nullable(),
  ketthuc_luc: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type VisitRow = z.input<typeof visitRow>;

export const visitRecord = visitRow.extend({ chidinh: z.array(visitOrderLine) });
export type VisitRecord = z.input<typeof visitRecord>;

/**
 * POST /api/luotkham: a check-in. Either `benhnhan_id` (a patient of the register) or `benhnhan` (a new patient,
 * under the register's own rules), or neither for an appointment's arrival (its booking's person); the room's queue,
 * and optionally the doctor, the reason, the services and the appointment the arrival honours. The room decides the
 * clinic (staff's own; the owner's through the room chosen).
 */
export const checkInInput = z
  .object({
    benhnhan_id: uuid.optional(),
    benhnhan: patientInput.omit({ phongkham_id: true }).optional(),
    /**
     * For a patient of the register (or an appointment's): the birth date and sex the record still lacks, asked at
     * the desk because lab and vital-sign ranges depend on them; only empty fields are filled (decision 0041).
     */
    benhnhan_bosung: patientInput.pick({ ngaysinh: true, gioitinh: true }).optional(),
    phong_id: uuid,
    bacsi_id: uuid.nullable().optional(),
    lydo: z.string().trim().max(VISIT_REASON_MAX).nullable().optional(),
    dichvu_ids: z.array(uuid).max(CHECK_IN_SERVICES_MAX).optional(),
    lichhen_id: uuid.nullable().optional(),
  })
  // An appointment's arrival may name neither: its booking's name and phone find (or make) the register's patient.
  .refine(
    (body) =>
      (body.benhnhan_id === undefined) !== (body.benhnhan === undefined) ||
      (!body.benhnhan_id && !body.benhnhan && !!body.lichhen_id),
    {
      ...m('visitPatientRequired'),
      path: ['benhnhan_id'],
    },
  );
export type CheckInInput = z.input<typeof checkInInput>;

/** The moves staff make on a visit in the queue (POST /api/luotkham/:id/trangthai). */
export const queueActions = ['GOI', 'BO_QUA', 'GOI_LAI', 'BAT_DAU', 'XONG', 'HUY'] as const;
export type QueueAction = (typeof queueActions)[number];

export const queueActionInput = z.object({ hanhdong: z.enum(queueActions, m('requiredSelect')) });

/**
 * The queue's workflow: each action, the states it starts from and the state it leads to. Anything else is refused
 * (409). The moves are named by the action (`hanhdong` in the body), since two actions may reach one state.
 */
export const visitWorkflow = defineStates({
  field: 'trangthai',
  states: visitStates,
  by: 'hanhdong',
  body: queueActionInput,
  conflict: 'errors.visitTransition',
  moves: {
    GOI: { from: ['CHO'], to: 'DANG_GOI' },
    BO_QUA: { from: ['CHO', 'DANG_GOI'], to: 'BO_QUA' },
    // Called again: a skipped patient who came back, or a call nobody answered yet.
    GOI_LAI: { from: ['BO_QUA', 'DANG_GOI'], to: 'DANG_GOI' },
    BAT_DAU: { from: ['CHO', 'DANG_GOI'], to: 'DANG_KHAM' },
    XONG: { from: ['DANG_KHAM'], to: 'XONG' },
    HUY: { from: ['CHO', 'DANG_GOI', 'BO_QUA'], to: 'HUY' },
  },
});

/** Each action's move, by name. */
export const queueMoves: Record<QueueAction, { from: readonly VisitState[]; to: VisitState }> = visitWorkflow.moves;

/** The states a visit may be moved to another room from: not yet in the doctor's hands. */
export const movableStates: readonly VisitState[] = ['CHO', 'DANG_GOI', 'BO_QUA'];

export const roomMoveInput = z.object({ phong_id: uuid });

/**
 * PUT /api/luotkham/:id: reception sets or changes a checked-in visit's doctor, reason and services (the whole list
 * of services wanted), only while the visit is not yet in the doctor's hands (movableStates; 409 once opened).
 * A field left out stays as it is (docs/decisions/0040-numbers-and-forms.md).
 */
export const visitEditInput = z.object({
  bacsi_id: uuid.nullable().optional(),
  lydo: z.string().trim().max(VISIT_REASON_MAX).nullable().optional(),
  dichvu_ids: z.array(uuid).max(CHECK_IN_SERVICES_MAX).optional(),
});
export type VisitEditInput = z.input<typeof visitEditInput>;

/** The live event every queue change publishes (to staff who may view /tiep-nhan), with numbers only. */
export const QUEUE_EVENT = 'luotkham.capnhat';

export const visitResource = defineResource({
  key: 'reception',
  table: 'luotkham',
  api: '/api/luotkham',
  urls: ['/tiep-nhan'],
  item: visitRow,
  detail: visitRecord,
  // Check-in and the queue's moves have routes of their own; the kit serves the reads.
  create: z.object({}),
  update: z.object({}),
  sortFields: ['sothutu', 'den_luc', 'createdAt'],
  defaultSort: 'sothutu',
  filters: {
    ngay: queryOptional(calendarDay),
    phong_id: queryOptional(uuid),
    trangthai: queryOptional(z.enum(visitStates)),
    benhnhan_id: queryOptional(uuid),
  },
  publicContent: false,
  clinicScoped: 'phongkham_id',
});

/** GET /api/luotkham/man-hinh: the waiting-room display, per room: the number called, those being seen, the next. */
export const displayRoom = z.object({
  phong_id: uuid,
  phong_ten: z.string(),
  /** The latest call in the room (DANG_GOI), or null. */
  dang_goi: z.number().int().nullable(),
  dang_kham: z.array(z.number().int()),
  /** The first waiting numbers, in order. */
  tiep_theo: z.array(z.number().int()),
});
export type DisplayRoom = z.input<typeof displayRoom>;
export const displayQuery = z.object({ phongkham_id: queryOptional(uuid) });

/** GET /api/luotkham/phong: the clinic's rooms in use, for check-in and the queue (reception may not read the catalogues). */
export const receptionRoom = z.object({ _id: uuid, ma: z.string(), ten: z.string() });
export type ReceptionRoom = z.input<typeof receptionRoom>;
