// Lab and imaging orders: the doctor orders lab- or imaging-kind price-list services for a visit (order lines,
// chidinh), the lab or imaging room takes each line through its steps (contracts `orderMoves`), enters the result
// (lab values flagged against the range chosen by the patient's sex and age, or an imaging report with pictures)
// and verifies it; the doctor reads the visit's results back. Every step is one audited write with a live event,
// every reading of a result is recorded (who read which order, never its content). Who reaches which lines: the
// care relationship of lib/care-scope.ts (`orderScope`): a clinician the visits in their care, a technician the
// clinic's worklist.
import {
  ageInYears,
  isAbnormal,
  labFlag,
  orderKinds,
  orderMoves,
  orderResources,
  ORDER_EVENT,
  pickRange,
  type imagingResultInput,
  type LabRange,
  type labResultInput,
  type OrderAction,
  type OrderKind,
  type orderInput,
} from '@phongkham/contracts';
import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import {
  catalogueEntries,
  clinics,
  files,
  labTests,
  orderLines,
  patients,
  results,
  resultValues,
  services,
  staff,
  visits,
} from '../../db/schema';
import { recordActivity } from '../../lib/activity-log';
import { activityMeta, type Actor } from '../../lib/actor';
import type { Reader } from '../../lib/crud/routes';
import { orderScope, visitScope, type ExaminerScope } from '../../lib/care-scope';
import { fileUrl } from '../../lib/files/store';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { listPage } from '../../lib/list';
import { publishEvent } from '../events/events.service';

type ListQuery = z.output<(typeof orderResources)['XET_NGHIEM']['listQuery']>;

const orderer = alias(staff, 'nguoichidinh');
const enterer = alias(staff, 'nguoinhap');
const verifier = alias(staff, 'nguoiduyet');

/** Abnormal: a value of the line's result flagged outside its range. */
const abnormal = sql<boolean>`exists (select 1 from ${resultValues} kv join ${results} kq on kq."_id" = kv."ketqua_id"
  where kq."chidinh_id" = ${orderLines._id} and kv."co" is not null and kv."co" <> 'BINH_THUONG')`;

const rowColumns = {
  _id: orderLines._id,
  phongkham_id: orderLines.phongkham_id,
  luotkham_id: orderLines.luotkham_id,
  dichvu_id: orderLines.dichvu_id,
  tendichvu: orderLines.tendichvu,
  loai: sql<OrderKind>`${services.loai}`,
  trangthai: orderLines.trangthai,
  ghichu: orderLines.ghichu,
  ngay: visits.ngay,
  sothutu: visits.sothutu,
  phong_ten: catalogueEntries.ten,
  benhnhan_id: visits.benhnhan_id,
  benhnhan_ma: patients.ma,
  benhnhan_hoten: patients.hoten,
  benhnhan_ngaysinh: patients.ngaysinh,
  benhnhan_gioitinh: patients.gioitinh,
  chidinh_hoten: orderer.hoten,
  batthuong: abnormal,
  // The visit's clinic for the sheet's header (its record, as on every printout).
  phongkham_ten: clinics.ten,
  phongkham_diachi: clinics.diachi_day,
  phongkham_dienthoai: clinics.dienthoai,
  createdAt: orderLines.createdAt,
  updatedAt: orderLines.updatedAt,
};

const joined = (db: Pick<Database, 'select'>) =>
  db
    .select(rowColumns)
    .from(orderLines)
    .innerJoin(services, eq(services._id, orderLines.dichvu_id))
    .innerJoin(visits, eq(visits._id, orderLines.luotkham_id))
    .innerJoin(patients, eq(patients._id, visits.benhnhan_id))
    .innerJoin(catalogueEntries, eq(catalogueEntries._id, visits.phong_id))
    .innerJoin(clinics, eq(clinics._id, orderLines.phongkham_id))
    .leftJoin(orderer, eq(orderer._id, orderLines.nhanvien_id));

/** The scope of a kit reader: the actor's, kept to the clinic the kit chose (the owner's filter). */
async function readerScope(db: Pick<Database, 'select'>, reader: Reader): Promise<ExaminerScope> {
  const scope = reader.actor ? await orderScope(db, reader.actor) : { clinic: null, doctors: null };
  return { ...scope, clinic: reader.clinic ?? scope.clinic };
}

/** One kind's worklist: its order lines by visit day and state, newest visit first, within the reader's scope. */
export async function listOrders(db: Database, kind: OrderKind, query: ListQuery, reader: Reader) {
  const scope = await readerScope(db, reader);
  return listPage(query, {
    where: [
      visitScope(scope),
      eq(services.loai, kind),
      query.ngay ? eq(visits.ngay, query.ngay) : undefined,
      query.trangthai ? eq(orderLines.trangthai, query.trangthai) : undefined,
      query.luotkham_id ? eq(orderLines.luotkham_id, query.luotkham_id) : undefined,
      query.benhnhan_id ? eq(visits.benhnhan_id, query.benhnhan_id) : undefined,
    ],
    search: [patients.hoten, patients.ma],
    sortable: { createdAt: orderLines.createdAt, trangthai: orderLines.trangthai },
    defaultSort: 'createdAt',
    tieBreak: asc(orderLines._id),
    count: async (where) =>
      (
        await db
          .select({ n: count() })
          .from(orderLines)
          .innerJoin(services, eq(services._id, orderLines.dichvu_id))
          .innerJoin(visits, eq(visits._id, orderLines.luotkham_id))
          .innerJoin(patients, eq(patients._id, visits.benhnhan_id))
          .where(where)
      )[0]?.n ?? 0,
    rows: (where, order, window) =>
      joined(db)
        .where(where)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset),
  });
}

type Row = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number];

/** The line's result: lab values per test of its panel (filled or not), or the imaging report and pictures. */
async function withResult(db: Pick<Database, 'select'>, row: Row) {
  const [result] = await db
    .select({
      _id: results._id,
      mota: results.mota,
      ketluan: results.ketluan,
      hinhanh_ids: results.hinhanh_ids,
      thuchien_luc: results.thuchien_luc,
      nhap_luc: results.nhap_luc,
      nguoinhap_hoten: enterer.hoten,
      duyet_luc: results.duyet_luc,
      nguoiduyet_hoten: verifier.hoten,
    })
    .from(results)
    .leftJoin(enterer, eq(enterer._id, results.nguoinhap_id))
    .leftJoin(verifier, eq(verifier._id, results.nguoiduyet_id))
    .where(eq(results.chidinh_id, row._id));
  const saved = result
    ? await db
        .select({
          chiso_id: resultValues.chiso_id,
          giatri: resultValues.giatri,
          donvi: resultValues.donvi,
          khoang: resultValues.khoang,
          co: resultValues.co,
        })
        .from(resultValues)
        .where(eq(resultValues.ketqua_id, result._id))
    : [];
  const savedIds = saved.map((value) => value.chiso_id);
  const tests =
    row.loai === 'XET_NGHIEM'
      ? await db
          .select({
            _id: labTests._id,
            ma: labTests.ma,
            ten: labTests.ten,
            ten_en: labTests.ten_en,
            donvi: labTests.donvi,
            khoang: labTests.khoang,
          })
          .from(labTests)
          .where(
            or(
              and(eq(labTests.dichvu_id, row.dichvu_id), eq(labTests.hoatdong, true), isNull(labTests.deletedAt)),
              savedIds.length ? inArray(labTests._id, savedIds) : undefined,
            ),
          )
          .orderBy(asc(labTests.thutu), asc(labTests.ma))
      : [];
  const age = ageInYears(row.benhnhan_ngaysinh, row.ngay);
  const chiso = tests.map((test) => {
    const value = saved.find((entry) => entry.chiso_id === test._id);
    return {
      chiso_id: test._id,
      ma: test.ma,
      ten: test.ten,
      ten_en: test.ten_en,
      donvi: value ? value.donvi : test.donvi,
      khoang: value ? value.khoang : pickRange(test.khoang, row.benhnhan_gioitinh, age),
      giatri: value?.giatri ?? null,
      co: value?.co ?? null,
    };
  });
  const pictureIds = result?.hinhanh_ids ?? [];
  const pictures = pictureIds.length
    ? await db.select({ _id: files._id, duongdan: files.duongdan }).from(files).where(inArray(files._id, pictureIds))
    : [];
  return {
    ...row,
    chiso,
    mota: result?.mota ?? null,
    ketluan: result?.ketluan ?? null,
    hinhanh: pictureIds.flatMap((id) => {
      const file = pictures.find((picture) => picture._id === id);
      return file ? [{ _id: file._id, url: fileUrl(file) }] : [];
    }),
    thuchien_luc: result?.thuchien_luc ?? null,
    nhap_luc: result?.nhap_luc ?? null,
    nguoinhap_hoten: result?.nguoinhap_hoten ?? null,
    duyet_luc: result?.duyet_luc ?? null,
    nguoiduyet_hoten: result?.nguoiduyet_hoten ?? null,
  };
}

export async function readOrder(db: Pick<Database, 'select'>, id: string, kind: OrderKind, scope: ExaminerScope) {
  const [row] = await joined(db).where(and(eq(orderLines._id, id), eq(services.loai, kind), visitScope(scope)));
  return row ? withResult(db, row) : null;
}

const recordRead = (tx: Pick<Database, 'insert'>, actor: Actor, table: string, id: string) =>
  recordActivity(tx, { ...activityMeta(actor), hanhdong: 'XEM', tainguyen: table, banghi_id: id });

/** One order line with its result; a staff member's reading is recorded. */
export async function getOrder(db: Database, id: string, kind: OrderKind, reader: Reader) {
  return db.transaction(async (tx) => {
    const record = await readOrder(tx, id, kind, await readerScope(tx, reader));
    if (record && reader.actor) await recordRead(tx, reader.actor, 'chidinh', id);
    return record;
  });
}

/**
 * The lab and imaging lines of several visits with their results, for the patient's chart (which records its own
 * reading): the caller has already checked who may read these visits.
 */
export async function resultsOfVisits(db: Pick<Database, 'select'>, visitIds: readonly string[]) {
  if (visitIds.length === 0) return [];
  const rows = await joined(db)
    .where(and(inArray(orderLines.luotkham_id, [...visitIds]), inArray(services.loai, [...orderKinds])))
    .orderBy(asc(orderLines.createdAt), asc(orderLines._id));
  const records = [];
  for (const row of rows) records.push(await withResult(db, row));
  return records;
}

/**
 * A visit's lab and/or imaging orders with their results (the kinds the reader may see), when the visit is within
 * the reader's scope; the reading is recorded.
 */
export async function visitResults(db: Database, visitId: string, kinds: readonly OrderKind[], actor: Actor) {
  return db.transaction(async (tx) => {
    const [visit] = await tx
      .select({ _id: visits._id })
      .from(visits)
      .where(and(eq(visits._id, visitId), visitScope(await orderScope(tx, actor))));
    if (!visit) throw notFound();
    const rows = kinds.length
      ? await joined(tx)
          .where(and(eq(orderLines.luotkham_id, visitId), inArray(services.loai, [...kinds])))
          .orderBy(asc(orderLines.createdAt), asc(orderLines._id))
      : [];
    const records = [];
    for (const row of rows) records.push(await withResult(tx, row));
    await recordRead(tx, actor, 'luotkham', visitId);
    return records;
  });
}

/** Tells the kind's page (worklists, the doctor's visit) that a line changed: ids and states only. */
async function announce(
  tx: Transaction,
  kind: OrderKind,
  line: { _id: string; phongkham_id: string; luotkham_id: string; trangthai: string },
  hanhdong: string,
) {
  await publishEvent(tx, {
    loai: ORDER_EVENT,
    url: orderResources[kind].urls[0],
    phongkham_id: line.phongkham_id,
    // Named, so the stream gives it only to readers whose care reaches the visit (issue 28, L4).
    luotkham_id: line.luotkham_id,
    dulieu: { _id: line._id, luotkham_id: line.luotkham_id, loai: kind, trangthai: line.trangthai, hanhdong },
  });
}

/**
 * Orders services of one kind for a visit within the caller's scope (a doctor's own or one they may take; the
 * owner: any). Each service must be a live price-list service of that kind and the visit's clinic (400); a
 * finished or cancelled visit takes no order (409).
 */
export async function createOrders(
  db: Database,
  kind: OrderKind,
  body: z.output<typeof orderInput>,
  actor: Actor,
  scope: ExaminerScope,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [visit] = await tx
      .select()
      .from(visits)
      .where(and(eq(visits._id, body.luotkham_id), visitScope(scope)))
      .for('update');
    if (!visit) throw fieldError('luotkham_id', 'errors.notFound');
    if (visit.trangthai === 'HUY' || visit.trangthai === 'XONG') throw new HttpError(409, 'errors.orderVisitClosed');
    const wanted = [...new Set(body.dichvu_ids)];
    const found = await tx
      .select({ _id: services._id, tendichvu: services.tendichvu, gia: services.gia })
      .from(services)
      .where(
        and(
          inArray(services._id, wanted),
          eq(services.phongkham_id, visit.phongkham_id),
          eq(services.loai, kind),
          isNull(services.deletedAt),
        ),
      );
    if (found.length !== wanted.length) throw fieldError('dichvu_ids', 'errors.orderServiceKind');
    const lines = await tx
      .insert(orderLines)
      .values(
        wanted.map((id) => {
          const service = found.find((row) => row._id === id)!;
          return {
            phongkham_id: visit.phongkham_id,
            luotkham_id: visit._id,
            dichvu_id: service._id,
            tendichvu: service.tendichvu,
            dongia: service.gia,
            nhanvien_id: actor._id,
            ghichu: body.ghichu || null,
          };
        }),
      )
      .returning();
    for (const line of lines) {
      const { createdAt: _c, updatedAt: _u, ...kept } = line;
      await recordActivity(tx, {
        ...activityMeta(actor),
        hanhdong: 'TAO',
        tainguyen: 'chidinh',
        banghi_id: line._id,
        sau: kept,
      });
      await announce(tx, kind, line, 'CHI_DINH');
    }
    return lines.map((line) => line._id);
  });
}

/** The line of that kind locked for a change, with what the range choice needs; 404 outside the actor's scope. */
async function lockLine(tx: Transaction, id: string, kind: OrderKind, scope: ExaminerScope) {
  const [line] = await tx
    .select({
      line: orderLines,
      ngay: visits.ngay,
      gioitinh: patients.gioitinh,
      ngaysinh: patients.ngaysinh,
    })
    .from(orderLines)
    .innerJoin(services, eq(services._id, orderLines.dichvu_id))
    .innerJoin(visits, eq(visits._id, orderLines.luotkham_id))
    .innerJoin(patients, eq(patients._id, visits.benhnhan_id))
    .where(and(eq(orderLines._id, id), eq(services.loai, kind), visitScope(scope)))
    .for('update', { of: orderLines });
  if (!line) throw notFound();
  return line;
}

/** The line's result row, made on its first step. */
async function resultRow(tx: Transaction, line: { _id: string; phongkham_id: string }) {
  const [existing] = await tx.select().from(results).where(eq(results.chidinh_id, line._id));
  if (existing) return existing;
  const [created] = await tx
    .insert(results)
    .values({ phongkham_id: line.phongkham_id, chidinh_id: line._id })
    .returning();
  return created!;
}

/** Moves the line to `to`, audits the move and announces it. */
async function moveLine(
  tx: Transaction,
  kind: OrderKind,
  line: typeof orderLines.$inferSelect,
  to: (typeof orderLines.$inferSelect)['trangthai'],
  actor: Actor,
  action: string,
  details: { truoc?: Record<string, unknown>; sau?: Record<string, unknown> } = {},
) {
  const [after] = await tx
    .update(orderLines)
    .set({ trangthai: to, updatedAt: new Date() })
    .where(eq(orderLines._id, line._id))
    .returning();
  await recordActivity(tx, {
    ...activityMeta(actor),
    hanhdong: 'CAP_NHAT',
    tainguyen: 'chidinh',
    banghi_id: line._id,
    truoc: { trangthai: line.trangthai, ...details.truoc },
    sau: { trangthai: to, hanhdong: action, ...details.sau },
  });
  await announce(tx, kind, after!, action);
}

/** A step (performed, verified, cancelled); one its state does not allow is a 409. */
export async function stepOrder(
  db: Database,
  kind: OrderKind,
  id: string,
  action: OrderAction,
  actor: Actor,
  scope: ExaminerScope,
) {
  await db.transaction(async (tx) => {
    const { line } = await lockLine(tx, id, kind, scope);
    const move = orderMoves[action];
    if (!move.from.includes(line.trangthai)) throw new HttpError(409, 'errors.orderTransition');
    const now = new Date();
    if (action === 'THUC_HIEN') {
      const result = await resultRow(tx, line);
      await tx
        .update(results)
        .set({ thuchien_luc: now, nguoithuchien_id: actor._id, updatedAt: now })
        .where(eq(results._id, result._id));
    }
    if (action === 'DUYET') {
      const result = await resultRow(tx, line);
      await tx
        .update(results)
        .set({ duyet_luc: now, nguoiduyet_id: actor._id, updatedAt: now })
        .where(eq(results._id, result._id));
    }
    await moveLine(tx, kind, line, move.to, actor, action);
  });
}

/**
 * Enters (or corrects, until verified) a lab result: each value of the panel's tests, flagged against the range
 * the patient's sex and age select, kept with the unit and range as they are now.
 */
export async function enterLabResult(
  db: Database,
  id: string,
  body: z.output<typeof labResultInput>,
  actor: Actor,
  scope: ExaminerScope,
) {
  await db.transaction(async (tx) => {
    const { line, ngay, gioitinh, ngaysinh } = await lockLine(tx, id, 'XET_NGHIEM', scope);
    const move = orderMoves.KET_QUA;
    if (!move.from.includes(line.trangthai)) throw new HttpError(409, 'errors.orderTransition');
    const ids = [...new Set(body.giatri.map((value) => value.chiso_id))];
    const tests = await tx
      .select({ _id: labTests._id, donvi: labTests.donvi, khoang: labTests.khoang })
      .from(labTests)
      .where(and(inArray(labTests._id, ids), eq(labTests.dichvu_id, line.dichvu_id), isNull(labTests.deletedAt)));
    if (tests.length !== ids.length || ids.length !== body.giatri.length) {
      throw fieldError('giatri', 'errors.labTestNotInPanel');
    }
    const age = ageInYears(ngaysinh, ngay);
    const result = await resultRow(tx, line);
    const before = await tx
      .select({ chiso_id: resultValues.chiso_id, giatri: resultValues.giatri, co: resultValues.co })
      .from(resultValues)
      .where(eq(resultValues.ketqua_id, result._id));
    await tx.delete(resultValues).where(eq(resultValues.ketqua_id, result._id));
    const rows = body.giatri.map((value) => {
      const test = tests.find((row) => row._id === value.chiso_id)!;
      const range: LabRange | null = pickRange(test.khoang, gioitinh, age);
      return {
        ketqua_id: result._id,
        chiso_id: test._id,
        giatri: value.giatri,
        donvi: test.donvi,
        khoang: range,
        co: value.giatri === null ? null : labFlag(value.giatri, range),
      };
    });
    await tx.insert(resultValues).values(rows);
    const now = new Date();
    await tx
      .update(results)
      .set({ ketluan: body.ketluan || null, nhap_luc: now, nguoinhap_id: actor._id, updatedAt: now })
      .where(eq(results._id, result._id));
    const after = rows.map(({ chiso_id, giatri, co }) => ({ chiso_id, giatri, co }));
    await moveLine(tx, 'XET_NGHIEM', line, move.to, actor, 'KET_QUA', {
      truoc: { giatri: before, ketluan: result.ketluan },
      sau: { giatri: after, ketluan: body.ketluan || null, batthuong: rows.some((row) => isAbnormal(row.co)) },
    });
  });
}

/** Enters (or corrects, until verified) an imaging report with its pictures, uploads of the line's clinic. */
export async function enterImagingResult(
  db: Database,
  id: string,
  body: z.output<typeof imagingResultInput>,
  actor: Actor,
  scope: ExaminerScope,
) {
  await db.transaction(async (tx) => {
    const { line } = await lockLine(tx, id, 'CHAN_DOAN_HINH_ANH', scope);
    const move = orderMoves.KET_QUA;
    if (!move.from.includes(line.trangthai)) throw new HttpError(409, 'errors.orderTransition');
    const pictures = [...new Set(body.hinhanh_ids ?? [])];
    if (pictures.length) {
      const sameClinic: SQL = or(isNull(files.phongkham_id), eq(files.phongkham_id, line.phongkham_id))!;
      const found = await tx
        .select({ _id: files._id })
        .from(files)
        .where(and(inArray(files._id, pictures), sameClinic));
      if (found.length !== pictures.length) throw fieldError('hinhanh_ids', 'errors.resultPictureInvalid');
    }
    const result = await resultRow(tx, line);
    const now = new Date();
    await tx
      .update(results)
      .set({
        mota: body.mota || null,
        ketluan: body.ketluan,
        hinhanh_ids: pictures,
        nhap_luc: now,
        nguoinhap_id: actor._id,
        updatedAt: now,
      })
      .where(eq(results._id, result._id));
    await moveLine(tx, 'CHAN_DOAN_HINH_ANH', line, move.to, actor, 'KET_QUA', {
      truoc: { mota: result.mota, ketluan: result.ketluan, hinhanh_ids: result.hinhanh_ids },
      sau: { mota: body.mota || null, ketluan: body.ketluan, hinhanh_ids: pictures },
    });
  });
}
