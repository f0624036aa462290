// The packages catalogue (goidichvu) on the module kit: its list and record with the figures read from its items
// (the sessions in all, what the items cost one by one today, how many were sold), and its items written with it as
// the kit's child rows (one transaction, one history row): each a live service of the clinic's price list or a
// product of the clinic, refused with a field error otherwise.
import type { servicePackageResource } from '@phongkham/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { patientPackages, products, servicePackageItems, servicePackages, services } from '../../db/schema';
import type { Reader } from '../../lib/crud/routes';
import { clinicCondition } from '../../lib/crud/scope';
import type { ChildRows } from '../../lib/crud/write';
import { fieldError } from '../../lib/http-error';
import { icu, listPage } from '../../lib/list';

type Reads = Pick<Database, 'select'> | Transaction;
type ListQuery = z.output<typeof servicePackageResource.listQuery>;

const itemPrice = sql`coalesce(${services.gia}, ${products.gia}, 0)`;
/** The package row of the outer query, named in full: a select from one table leaves its columns unqualified. */
const outer = sql.raw('"goidichvu"."_id"');

const columns = {
  _id: servicePackages._id,
  phongkham_id: servicePackages.phongkham_id,
  ten: servicePackages.ten,
  mota: servicePackages.mota,
  giaban: servicePackages.giaban,
  hieuluc_ngay: servicePackages.hieuluc_ngay,
  quytac_hoantien: servicePackages.quytac_hoantien,
  hoatdong: servicePackages.hoatdong,
  tongluot: sql<number>`(select coalesce(sum(i.soluot), 0) from ${servicePackageItems} i
    where i.goidichvu_id = ${outer})::int`.mapWith(Number),
  giale: sql<number>`(select coalesce(sum(i.soluot * coalesce(s.gia, p.gia, 0)), 0) from ${servicePackageItems} i
    left join ${services} s on s._id = i.dichvu_id left join ${products} p on p._id = i.sanpham_id
    where i.goidichvu_id = ${outer})::bigint`.mapWith(Number),
  daban: sql<number>`(select count(*) from ${patientPackages} g
    where g.goidichvu_id = ${outer})::int`.mapWith(Number),
  createdAt: servicePackages.createdAt,
  updatedAt: servicePackages.updatedAt,
};

const visible = (reader: Reader) =>
  and(isNull(servicePackages.deletedAt), clinicCondition(servicePackages.phongkham_id, reader.clinic));

export function listPackages(db: Database, query: ListQuery, reader: Reader) {
  return listPage(query, {
    where: [visible(reader), query.hoatdong === undefined ? undefined : eq(servicePackages.hoatdong, query.hoatdong)],
    search: [servicePackages.ten, servicePackages.mota],
    sortable: { ten: icu(servicePackages.ten), giaban: servicePackages.giaban, updatedAt: servicePackages.updatedAt },
    defaultSort: 'ten',
    tieBreak: asc(servicePackages._id),
    columns,
    from: (fields) => db.select(fields).from(servicePackages),
  });
}

/** A package's items in their order, each named from the price list or the products, with today's price. */
export function itemsOf(db: Reads, packageId: string) {
  return db
    .select({
      dichvu_id: servicePackageItems.dichvu_id,
      sanpham_id: servicePackageItems.sanpham_id,
      ten: sql<string>`coalesce(${services.tendichvu}, ${products.tensanpham}, '')`,
      dongia: sql<number | null>`${itemPrice}::bigint`.mapWith(Number),
      soluot: servicePackageItems.soluot,
    })
    .from(servicePackageItems)
    .leftJoin(services, eq(services._id, servicePackageItems.dichvu_id))
    .leftJoin(products, eq(products._id, servicePackageItems.sanpham_id))
    .where(eq(servicePackageItems.goidichvu_id, packageId))
    .orderBy(asc(servicePackageItems.thutu));
}

export async function getPackage(db: Database, id: string, reader: Reader) {
  const [row] = await db
    .select(columns)
    .from(servicePackages)
    .where(and(eq(servicePackages._id, id), visible(reader)));
  return row ? { ...row, dong: await itemsOf(db, id) } : null;
}

type Item = { dichvu_id?: string | null; sanpham_id?: string | null; soluot: number };

/** The package's clinic: the row's own on update, the stamped one on create (the kit wrote the row first). */
async function clinicOf(tx: Transaction, id: string) {
  const [row] = await tx
    .select({ phongkham_id: servicePackages.phongkham_id })
    .from(servicePackages)
    .where(eq(servicePackages._id, id));
  return row!.phongkham_id;
}

/** 400 under the first item whose service or product is not a live one of the clinic. */
async function assertItemsLive(tx: Transaction, clinic: string, items: Item[]) {
  const wanted = (key: 'dichvu_id' | 'sanpham_id') => items.map((item) => item[key]).filter((id): id is string => !!id);
  const serviceIds = wanted('dichvu_id');
  const productIds = wanted('sanpham_id');
  const found = new Set<string>();
  if (serviceIds.length) {
    const rows = await tx
      .select({ _id: services._id })
      .from(services)
      .where(and(inArray(services._id, serviceIds), eq(services.phongkham_id, clinic), isNull(services.deletedAt)));
    for (const row of rows) found.add(row._id);
  }
  if (productIds.length) {
    const rows = await tx
      .select({ _id: products._id })
      .from(products)
      .where(and(inArray(products._id, productIds), eq(products.phongkham_id, clinic), isNull(products.deletedAt)));
    for (const row of rows) found.add(row._id);
  }
  items.forEach((item, index) => {
    const id = item.dichvu_id ?? item.sanpham_id!;
    if (!found.has(id))
      throw fieldError(`dong.${index}.${item.dichvu_id ? 'dichvu_id' : 'sanpham_id'}`, 'errors.unknownReference');
  });
}

/** The package's items, written with it by the kit and kept in its history before and after. */
export const packageChildren: Record<'dong', ChildRows> = {
  dong: {
    read: async (tx, id) =>
      (await itemsOf(tx, id)).map(({ dichvu_id, sanpham_id, soluot }) => ({ dichvu_id, sanpham_id, soluot })),
    write: async (tx, id, value) => {
      const items = value as Item[];
      await assertItemsLive(tx, await clinicOf(tx, id), items);
      await tx.delete(servicePackageItems).where(eq(servicePackageItems.goidichvu_id, id));
      await tx.insert(servicePackageItems).values(
        items.map((item, thutu) => ({
          goidichvu_id: id,
          dichvu_id: item.dichvu_id ?? null,
          sanpham_id: item.sanpham_id ?? null,
          soluot: item.soluot,
          thutu,
        })),
      );
    },
  },
};
