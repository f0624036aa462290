// The queue's reads: visits with their patient, room and doctor named (the reception list and one visit with its
// order lines), and the waiting-room display's numbers per room, which carry no name at all (a TV faces the room).
import { QUEUE_EVENT, visitResource, type QueueAction } from '@phongkham/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { catalogueEntries, doctors, orderLines, patients, staff, visits } from '../../db/schema';
import type { Reader } from '../../lib/crud/routes';
import { clinicCondition } from '../../lib/crud/scope';
import { listPage } from '../../lib/list';
import { publishEvent } from '../../lib/live-events';

/** The doctor's staff row (the doctor's name); examination joins visits the same way. */
export const doctorStaff = alias(staff, 'bacsi_nhanvien');

/** A visit as every queue shows it (contracts' visitRow): examination's worklist selects these too. */
export const visitRowColumns = {
  _id: visits._id,
  phongkham_id: visits.phongkham_id,
  benhnhan_id: visits.benhnhan_id,
  benhnhan_ma: patients.ma,
  benhnhan_hoten: patients.hoten,
  benhnhan_ngaysinh: patients.ngaysinh,
  benhnhan_dienthoai: patients.dienthoai,
  phong_id: visits.phong_id,
  phong_ten: catalogueEntries.ten,
  bacsi_id: visits.bacsi_id,
  bacsi_hoten: doctorStaff.hoten,
  ngay: visits.ngay,
  sothutu: visits.sothutu,
  trangthai: visits.trangthai,
  lydo: visits.lydo,
  lichhen_id: visits.lichhen_id,
  den_luc: visits.den_luc,
  goi_luc: visits.goi_luc,
  batdau_luc: visits.batdau_luc,
  ketthuc_luc: visits.ketthuc_luc,
  createdAt: visits.createdAt,
  updatedAt: visits.updatedAt,
};

const joined = (db: Pick<Database, 'select'>, fields = visitRowColumns) =>
  db
    .select(fields)
    .from(visits)
    .innerJoin(patients, eq(patients._id, visits.benhnhan_id))
    .innerJoin(catalogueEntries, eq(catalogueEntries._id, visits.phong_id))
    .leftJoin(doctors, eq(doctors._id, visits.bacsi_id))
    .leftJoin(doctorStaff, eq(doctorStaff._id, doctors.nhanvien_id));

export function listVisits(db: Database, query: z.output<typeof visitResource.listQuery>, reader: Reader) {
  return listPage(query, {
    where: [
      clinicCondition(visits.phongkham_id, reader.clinic),
      query.ngay ? eq(visits.ngay, query.ngay) : undefined,
      query.phong_id ? eq(visits.phong_id, query.phong_id) : undefined,
      query.trangthai ? eq(visits.trangthai, query.trangthai) : undefined,
      query.benhnhan_id ? eq(visits.benhnhan_id, query.benhnhan_id) : undefined,
    ],
    search: [patients.hoten],
    sortable: { sothutu: visits.sothutu, den_luc: visits.den_luc, createdAt: visits.createdAt },
    defaultSort: 'sothutu',
    tieBreak: asc(visits._id),
    columns: visitRowColumns,
    from: (fields) => joined(db, fields),
  });
}

export async function getVisit(db: Pick<Database, 'select'>, id: string, clinic: string | null | undefined) {
  const [row] = await joined(db).where(and(eq(visits._id, id), clinicCondition(visits.phongkham_id, clinic)));
  if (!row) return null;
  const chidinh = await db
    .select({
      _id: orderLines._id,
      dichvu_id: orderLines.dichvu_id,
      tendichvu: orderLines.tendichvu,
      dongia: orderLines.dongia,
      soluong: orderLines.soluong,
      trangthai: orderLines.trangthai,
    })
    .from(orderLines)
    .where(eq(orderLines.luotkham_id, id))
    .orderBy(asc(orderLines.createdAt), asc(orderLines._id));
  return { ...row, chidinh };
}

/**
 * The display's numbers for one clinic and day, per room that has visits: the latest call, those being seen and
 * the next five waiting. Numbers only: the screen faces the waiting room.
 */
export async function displayRooms(db: Pick<Database, 'select'>, clinic: string, day: string) {
  const rows = await db
    .select({
      phong_id: visits.phong_id,
      phong_ten: catalogueEntries.ten,
      thutu: catalogueEntries.thutu,
      sothutu: visits.sothutu,
      trangthai: visits.trangthai,
      goi_luc: visits.goi_luc,
    })
    .from(visits)
    .innerJoin(catalogueEntries, eq(catalogueEntries._id, visits.phong_id))
    .where(
      and(
        eq(visits.phongkham_id, clinic),
        eq(visits.ngay, day),
        inArray(visits.trangthai, ['CHO', 'DANG_GOI', 'DANG_KHAM']),
      ),
    )
    .orderBy(asc(catalogueEntries.thutu), asc(catalogueEntries.ten), asc(visits.sothutu));
  const rooms = new Map<
    string,
    {
      phong_id: string;
      phong_ten: string;
      dang_goi: number | null;
      goi_luc: number;
      dang_kham: number[];
      tiep_theo: number[];
    }
  >();
  for (const row of rows) {
    let room = rooms.get(row.phong_id);
    if (!room) {
      room = {
        phong_id: row.phong_id,
        phong_ten: row.phong_ten,
        dang_goi: null,
        goi_luc: 0,
        dang_kham: [],
        tiep_theo: [],
      };
      rooms.set(row.phong_id, room);
    }
    if (row.trangthai === 'DANG_GOI' && (row.goi_luc?.getTime() ?? 0) >= room.goi_luc) {
      room.dang_goi = row.sothutu;
      room.goi_luc = row.goi_luc?.getTime() ?? 0;
    }
    if (row.trangthai === 'DANG_KHAM') room.dang_kham.push(row.sothutu);
    if (row.trangthai === 'CHO' && room.tiep_theo.length < 5) room.tiep_theo.push(row.sothutu);
  }
  return [...rooms.values()].map(({ goi_luc: _g, ...room }) => room);
}

/** The clinic's rooms in use, in the catalogue's order. */
export function receptionRooms(db: Pick<Database, 'select'>, clinic: string) {
  return db
    .select({ _id: catalogueEntries._id, ma: catalogueEntries.ma, ten: catalogueEntries.ten })
    .from(catalogueEntries)
    .where(
      and(
        eq(catalogueEntries.phongkham_id, clinic),
        eq(catalogueEntries.loai, 'PHONG'),
        eq(catalogueEntries.hoatdong, true),
        isNull(catalogueEntries.deletedAt),
      ),
    )
    .orderBy(asc(catalogueEntries.thutu), asc(catalogueEntries.ten));
}

/** The next number of a room's queue on a day. The caller holds the room's lock (lockRoom), so no two share one. */
export async function nextNumber(tx: Transaction, clinic: string, day: string, room: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${visits.sothutu}), 0) + 1` })
    .from(visits)
    .where(and(eq(visits.phongkham_id, clinic), eq(visits.ngay, day), eq(visits.phong_id, room)));
  return Number(row!.n);
}

/** Tells every screen of the clinic's reception (and its waiting-room display) that a visit changed. */
export async function announceVisit(
  tx: Transaction,
  visit: { _id: string; phongkham_id: string; phong_id: string; sothutu: number; trangthai: string },
  hanhdong: QueueAction | 'TIEP_NHAN' | 'CHUYEN_PHONG' | 'SUA',
  phong_ten: string,
) {
  await publishEvent(tx, visitEvent(visit, hanhdong, phong_ten));
}

/** The queue's live event for a visit as a change left it. */
export function visitEvent(
  visit: { _id: string; phongkham_id: string; phong_id: string; sothutu: number; trangthai: string },
  hanhdong: QueueAction | 'TIEP_NHAN' | 'CHUYEN_PHONG' | 'SUA',
  phong_ten: string,
) {
  return {
    loai: QUEUE_EVENT,
    url: visitResource.urls[0],
    phongkham_id: visit.phongkham_id,
    dulieu: {
      _id: visit._id,
      phong_id: visit.phong_id,
      phong_ten,
      sothutu: visit.sothutu,
      trangthai: visit.trangthai,
      hanhdong,
    },
  };
}
