// The activity history as the history screen reads it (lib/activity-log.ts writes it, inside each change's
// transaction): one page through the kit's listPage, one entry by id. A reader sees their clinic's entries (the kit's
// clinic scope), a clinical record's entries only with a grant that reads the record, and no clinical text in the
// snapshots without a clinical grant (docs/decisions/0037-history-by-clinic-and-grant.md).
import {
  clinicalResources,
  holdsClinicalGrant,
  readsHistoryOf,
  withoutClinicalText,
  type ActivityListQuery,
} from '@phongkham/contracts';
import { and, desc, eq, notInArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityLog, staff } from '../../db/schema';
import type { Reader } from '../../lib/crud/routes';
import { clinicCondition } from '../../lib/crud/scope';
import { withinClinicDays } from '../../lib/clinic-days';
import { listPage } from '../../lib/list';

// Who acted comes from a left join: drizzle answers `nhanvien: null` when nobody was signed in.
const entryColumns = {
  _id: activityLog._id,
  nhanvien_id: activityLog.nhanvien_id,
  nhanvien: { hoten: staff.hoten, taikhoan: staff.taikhoan },
  phongkham_id: activityLog.phongkham_id,
  hanhdong: activityLog.hanhdong,
  tainguyen: activityLog.tainguyen,
  banghi_id: activityLog.banghi_id,
  truoc: activityLog.truoc,
  sau: activityLog.sau,
  ip: activityLog.ip,
  createdAt: activityLog.createdAt,
};

/** The log with each entry's author: the list's FROM clause (its page and its count) and one entry's. */
const entries = (db: Database, fields = entryColumns) =>
  db.select(fields).from(activityLog).leftJoin(staff, eq(staff._id, activityLog.nhanvien_id)).$dynamic();

/** The reader's role menu: the kit sets the actor on every staff read. */
const menuOf = (reader: Reader) => reader.actor?.vaitro.menu ?? [];

/** The clinical resources whose history this reader may not read, as a condition keeping them out. */
function readableResources(reader: Reader): SQL | undefined {
  const closed = Object.keys(clinicalResources).filter((tainguyen) => !readsHistoryOf(menuOf(reader), tainguyen));
  return closed.length > 0 ? notInArray(activityLog.tainguyen, closed) : undefined;
}

/** An entry as this reader may see it: without clinical text unless they hold a clinical grant. */
function forReader<T extends { truoc: unknown; sau: unknown }>(entry: T, reader: Reader): T {
  if (holdsClinicalGrant(menuOf(reader))) return entry;
  return { ...entry, truoc: withoutClinicalText(entry.truoc), sau: withoutClinicalText(entry.sau) };
}

export async function listActivity(db: Database, query: ActivityListQuery, reader: Reader) {
  const page = await listPage(query, {
    where: [
      clinicCondition(activityLog.phongkham_id, reader.clinic),
      readableResources(reader),
      query.nhanvien_id ? eq(activityLog.nhanvien_id, query.nhanvien_id) : undefined,
      query.tainguyen ? eq(activityLog.tainguyen, query.tainguyen) : undefined,
      query.hanhdong ? eq(activityLog.hanhdong, query.hanhdong) : undefined,
      ...withinClinicDays(activityLog.createdAt, query.tungay, query.denngay),
    ],
    // The free text finds a person by name or account, or every change of one record by its id.
    search: [staff.hoten, staff.taikhoan, activityLog.banghi_id],
    sortable: { createdAt: activityLog.createdAt },
    defaultSort: '-createdAt',
    tieBreak: desc(activityLog._id),
    columns: entryColumns,
    from: (fields) => entries(db, fields),
  });
  return { ...page, docs: page.docs.map((entry) => forReader(entry, reader)) };
}

/** One entry; null (404) for another clinic's (the kit checks it first) or a clinical record the reader may not read. */
export async function getActivity(db: Database, id: string, reader: Reader) {
  const [entry] = await entries(db).where(and(eq(activityLog._id, id), readableResources(reader)));
  return entry ? forReader(entry, reader) : null;
}
