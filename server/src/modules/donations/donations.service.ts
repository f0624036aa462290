// Donations (quyengop) to the site clinic's sponsored operations, as staff who may view /tai-tro-ca-mo read them:
// every live donation of a live operation, with who recorded it. The public never reads them here, only through
// the operation's page (sponsorship.service.ts), which names a sponsor only with their consent.
import type { donationResource } from '@phongkham/contracts';
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { donations, sponsoredOperations, staff } from '../../db/schema';
import type { WriteContext } from '../../lib/crud/write';
import { fieldError } from '../../lib/http-error';
import { icu, listPage } from '../../lib/list';
import { siteClinicId } from '../setting/setting.service';

const d = donations;
const op = sponsoredOperations;

const rowColumns = {
  _id: d._id,
  taitro_id: d.taitro_id,
  nhataitro: d.nhataitro,
  sotien: d.sotien,
  ngay: d.ngay,
  congkhai: d.congkhai,
  ghichu: d.ghichu,
  nguoighi: { _id: staff._id, hoten: staff.hoten },
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
};

/** Live donations of the clinic's live operations. */
const live = (clinicId: string): SQL => and(isNull(d.deletedAt), eq(op.phongkham_id, clinicId), isNull(op.deletedAt))!;

export async function listDonations(db: Database, query: z.output<typeof donationResource.listQuery>) {
  const clinicId = await siteClinicId(db);
  return listPage(query, {
    where: [
      live(clinicId),
      query.taitro_id ? eq(d.taitro_id, query.taitro_id) : undefined,
      query.congkhai === undefined ? undefined : eq(d.congkhai, query.congkhai),
    ],
    search: [d.nhataitro, d.ghichu],
    sortable: { ngay: d.ngay, sotien: d.sotien, nhataitro: icu(d.nhataitro), createdAt: d.createdAt },
    defaultSort: '-ngay',
    tieBreak: desc(d._id),
    columns: rowColumns,
    from: (fields) =>
      db.select(fields).from(d).innerJoin(op, eq(op._id, d.taitro_id)).leftJoin(staff, eq(staff._id, d.nguoighi_id)),
  });
}

export async function getDonation(db: Database, id: string) {
  const clinicId = await siteClinicId(db);
  const [row] = await db
    .select({ ...rowColumns, nguoighi_id: d.nguoighi_id })
    .from(d)
    .innerJoin(op, eq(op._id, d.taitro_id))
    .leftJoin(staff, eq(staff._id, d.nguoighi_id))
    .where(and(eq(d._id, id), live(clinicId)));
  return row ?? null;
}

/** Whether the operation exists, is not deleted and belongs to the site's clinic. */
async function liveOperation(tx: Transaction, id: string) {
  const clinicId = await siteClinicId(tx);
  const [row] = await tx
    .select({ _id: op._id })
    .from(op)
    .where(and(eq(op._id, id), eq(op.phongkham_id, clinicId), isNull(op.deletedAt)));
  return row !== undefined;
}

/**
 * Column values from the body: the operation must be a live one of the clinic (a deleted one passes the foreign
 * key, so it is checked here), and a new donation is recorded by the signed-in staff member.
 */
export async function prepareDonation(values: Record<string, unknown>, { tx, actor, id }: WriteContext) {
  if (typeof values.taitro_id === 'string' && !(await liveOperation(tx, values.taitro_id))) {
    throw fieldError('taitro_id', 'errors.unknownReference');
  }
  return id === null ? { ...values, nguoighi_id: actor._id } : values;
}
