// Lab and imaging orders, the reads: one kind's worklist, one order line with its result (lab values flagged
// against the range chosen by the patient's sex and age, or an imaging report with pictures), a visit's results for
// the doctor and the chart's. Every reading of a result is recorded (who read which order, never its content). Who
// reaches which lines: the care relationship of lib/care-scope.ts (`orderScope`): a clinician the visits in their
// care, a technician the clinic's worklist. The steps are orders.steps.ts, the results' entry orders.results.ts.
import { ageInYears, orderKinds, pickRange, type orderResources, type OrderKind } from '@phongkham/contracts';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
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
import type { Actor } from '../../lib/actor';
import type { Reader } from '../../lib/crud/routes';
import { authorOf, writing } from '../../lib/crud/writer';
import { orderScope, visitScope, type ExaminerScope } from '../../lib/care-scope';
import { fileUrl } from '../../lib/files/store';
import { notFound } from '../../lib/http-error';
import { listPage } from '../../lib/list';

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

const joined = (db: Pick<Database, 'select'>, fields = rowColumns) =>
  db
    .select(fields)
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
    columns: rowColumns,
    from: (fields) => joined(db, fields),
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

/** One order line with its result; the kit records a staff member's reading (the resource's auditRead). */
export async function getOrder(db: Database, id: string, kind: OrderKind, reader: Reader) {
  return readOrder(db, id, kind, await readerScope(db, reader));
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
  return writing(db, authorOf(actor), async (writer) => {
    const { tx } = writer;
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
    await writer.record({ hanhdong: 'XEM', tainguyen: 'luotkham', banghi_id: visitId });
    return records;
  });
}
