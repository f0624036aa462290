// The price list editor's reads and its one write. Staff see every live service of the site's clinic, drafts
// included; a file's rows are matched with those services and compared with the prices in force without writing
// anything; accepted changes are applied all together in one transaction, each with its activity-history row,
// and refused as a whole when a price changed since the editor looked at it.
import {
  MAX_ALL_ROWS,
  plainName,
  priceProblems,
  readPrice,
  type PriceChangesInput,
  type PriceFileRow,
  type PricePreviewRow,
} from '@phongkham/contracts';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { serviceGroups, services } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { authorOf, writerIn } from '../../lib/crud/writer';
import { contentChanged } from '../../lib/content-events';
import { fieldError } from '../../lib/http-error';
import { icu } from '../../lib/list';
import { siteClinicId } from '../setting/setting.service';
import { now } from '../../db/clock';

/** The activity history's name for the services table. */
const AUDITED = 'dichvu';

const rowColumns = {
  _id: services._id,
  tendichvu: services.tendichvu,
  tendichvu_en: services.tendichvu_en,
  donvitinh: services.donvitinh,
  donvitinh_en: services.donvitinh_en,
  gia: services.gia,
  loai: services.loai,
  hienthi: services.hienthi,
  thutu: services.thutu,
  nhom: {
    _id: serviceGroups._id,
    tendanhmuc: serviceGroups.tendanhmuc,
    tendanhmuc_en: serviceGroups.tendanhmuc_en,
    hienthi: serviceGroups.hienthi,
    thutu: serviceGroups.thutu,
  },
  updatedAt: services.updatedAt,
};

/** Live services of the clinic in a live group: what the editor lists and a file may name. */
const liveServices = (clinicId: string) =>
  and(
    eq(services.phongkham_id, clinicId),
    isNull(services.deletedAt),
    eq(serviceGroups.phongkham_id, clinicId),
    isNull(serviceGroups.deletedAt),
  );

/** Every live service with its group and price, group by group in the site's order, drafts included. */
export async function listPriceRows(db: Database, only?: SQL) {
  const clinicId = await siteClinicId(db);
  return db
    .select(rowColumns)
    .from(services)
    .innerJoin(serviceGroups, eq(serviceGroups._id, services.dmdichvu_id))
    .where(and(liveServices(clinicId), only))
    .orderBy(
      asc(serviceGroups.thutu),
      asc(icu(serviceGroups.tendanhmuc)),
      asc(serviceGroups._id),
      asc(services.thutu),
      asc(icu(services.tendichvu)),
      asc(services._id),
    )
    .limit(MAX_ALL_ROWS);
}

type ListedRow = Awaited<ReturnType<typeof listPriceRows>>[number];

/** The file's rows compared with the prices in force: what would change, what would not, and what is wrong. */
export async function previewPrices(db: Database, rows: PriceFileRow[]) {
  const known = await listPriceRows(db);
  const byId = new Map(known.map((service) => [service._id, service]));
  const byName = new Map<string, ListedRow[]>();
  for (const service of known) {
    const key = plainName(service.tendichvu);
    byName.set(key, [...(byName.get(key) ?? []), service]);
  }
  const seen = new Set<string>();

  const dong: PricePreviewRow[] = rows.map((row, vitri) => {
    const id = row._id?.trim().toLowerCase();
    const name = row.tendichvu?.trim() || null;
    const group = row.tendanhmuc?.trim();
    const sameName = name ? (byName.get(plainName(name)) ?? []) : [];
    // Two services of one name (in two groups) are told apart by the group the row names.
    const named =
      sameName.length > 1 && group
        ? sameName.filter((service) => plainName(service.nhom.tendanhmuc) === plainName(group))
        : sameName;
    // The id the export wrote wins; a file without ids (typed by hand) names services by their name.
    const service = (id ? byId.get(id) : undefined) ?? (named.length === 1 ? named[0] : undefined);
    const loi: string[] = [];
    if (!service) loi.push(sameName.length > 1 ? priceProblems.ambiguousName : priceProblems.unknownService);
    const price = readPrice(row.gia);
    if ('loi' in price) loi.push(price.loi);
    if (service && seen.has(service._id)) loi.push(priceProblems.duplicateRow);
    if (service) seen.add(service._id);
    const giacu = service?.gia ?? null;
    const giamoi = 'gia' in price ? price.gia : null;
    return {
      vitri,
      ten: name,
      dichvu: service
        ? {
            _id: service._id,
            tendichvu: service.tendichvu,
            tendichvu_en: service.tendichvu_en,
            tendanhmuc: service.nhom.tendanhmuc,
            tendanhmuc_en: service.nhom.tendanhmuc_en,
          }
        : null,
      giacu,
      giamoi,
      trangthai: loi.length > 0 ? 'loi' : giamoi === giacu ? 'khongdoi' : 'thaydoi',
      loi,
    };
  });
  const count = (state: PricePreviewRow['trangthai']) => dong.filter((row) => row.trangthai === state).length;
  return { dong, sothaydoi: count('thaydoi'), sokhongdoi: count('khongdoi'), soloi: count('loi') };
}

/** Prices that changed since the editor looked: the request is refused as a whole, naming them. */
export class StalePrices extends Error {
  constructor(readonly rows: { index: number; tendichvu: string; tendichvu_en: string | null }[]) {
    super('stale prices');
    this.name = 'StalePrices';
  }
}

/**
 * What the history keeps of a service whose price changed: its name and unit beside the price, so the entry reads
 * on its own. Not the whole row: one file may change thousands of prices, and the bodies did not change.
 */
const lockedColumns = {
  _id: services._id,
  tendichvu: services.tendichvu,
  tendichvu_en: services.tendichvu_en,
  donvitinh: services.donvitinh,
  gia: services.gia,
};

/**
 * Applies the changes in one transaction: every price must still be the one the editor saw (else StalePrices and
 * nothing is written); each price that really changes is written with one history row. The public caches are
 * emptied once it has committed. Answers the changed services as the list shows them.
 */
export async function applyPriceChanges(db: Database, input: PriceChangesInput, actor: Actor) {
  const changes = input.thaydoi.map((change) => ({ ...change, _id: change._id.toLowerCase() }));
  const written = await db.transaction(async (tx) => {
    const clinicId = await siteClinicId(tx);
    const locked = await tx
      .select(lockedColumns)
      .from(services)
      .innerJoin(serviceGroups, eq(serviceGroups._id, services.dmdichvu_id))
      .where(
        and(
          liveServices(clinicId),
          inArray(
            services._id,
            changes.map((change) => change._id),
          ),
        ),
      )
      .for('update', { of: services });
    const current = new Map(locked.map((row) => [row._id, row]));
    const missing = changes.findIndex((change) => !current.has(change._id));
    if (missing >= 0) throw fieldError(`thaydoi.${missing}._id`, priceProblems.unknownService);
    const stale = changes.flatMap((change, index) => {
      const row = current.get(change._id)!;
      return row.gia === change.giacu ? [] : [{ index, tendichvu: row.tendichvu, tendichvu_en: row.tendichvu_en }];
    });
    if (stale.length > 0) throw new StalePrices(stale);

    const changed = changes.filter((change) => current.get(change._id)!.gia !== change.giamoi);
    if (changed.length === 0) return [] as string[];
    // One statement for every price: a file of thousands of rows is written in a moment.
    const incoming = JSON.stringify(changed.map((change) => ({ _id: change._id, gia: change.giamoi })));
    await tx
      .update(services)
      .set({ gia: sql`incoming.gia`, updatedAt: now() })
      .from(sql`jsonb_to_recordset(${incoming}::jsonb) as incoming(_id uuid, gia bigint)`)
      .where(eq(services._id, sql`incoming._id`));
    await writerIn(tx, authorOf(actor)).recordWrites(
      'CAP_NHAT',
      AUDITED,
      changed.map((change) => {
        const { _id, ...before } = current.get(change._id)!;
        return { banghi_id: change._id, truoc: before, sau: { ...before, gia: change.giamoi } };
      }),
    );
    return changed.map((change) => change._id);
  });
  if (written.length === 0) return [];
  contentChanged(AUDITED);
  return listPriceRows(db, inArray(services._id, written));
}
