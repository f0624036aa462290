// What the demo's day and history take from the clinic's catalogues: a consulting room, the consultation and a lab
// service, the pharmacy store, a supplier and a few oral drugs, read as the screens would offer them.
import { ANTIBIOTIC_ATC_PREFIX } from '@phongkham/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { catalogueEntries, drugs, services, stores, suppliers } from '../../db/schema';

/** Things of the catalogues the day needs, read as the screens would offer them. */
export type DemoCatalogue = NonNullable<Awaited<ReturnType<typeof catalogueOf>>>;

export async function catalogueOf(db: Database, clinic: string) {
  const [room] = await db
    .select({ _id: catalogueEntries._id })
    .from(catalogueEntries)
    .where(and(eq(catalogueEntries.phongkham_id, clinic), eq(catalogueEntries.loai, 'PHONG')))
    .orderBy(asc(catalogueEntries.thutu))
    .limit(1);
  const priced = await db
    .select({ _id: services._id, loai: services.loai })
    .from(services)
    .where(
      and(
        eq(services.phongkham_id, clinic),
        isNull(services.deletedAt),
        inArray(services.loai, ['KHAM', 'XET_NGHIEM']),
      ),
    )
    .orderBy(asc(services.thutu));
  const [store] = await db
    .select({ _id: stores._id })
    .from(stores)
    .where(and(eq(stores.phongkham_id, clinic), eq(stores.loai, 'NHA_THUOC')))
    .limit(1);
  const [supplier] = await db
    .select({ _id: suppliers._id })
    .from(suppliers)
    .where(eq(suppliers.phongkham_id, clinic))
    .limit(1);
  // Eight oral drugs, an antibiotic (ATC J01) first when the catalogue has one: the clinical report's antibiotic share
  // is a figure clinics are asked about, and a demo where nobody is given one would show it empty.
  const oral = await db
    .select({ _id: drugs._id })
    .from(drugs)
    .where(and(eq(drugs.duongdung, 'UONG'), eq(drugs.loaithuoc, 'THUONG'), eq(drugs.hoatdong, true)))
    .orderBy(sql`coalesce(${drugs.maatc} like ${`${ANTIBIOTIC_ATC_PREFIX}%`}, false) desc`, asc(drugs.tenthuoc))
    .limit(8);
  const consultation = priced.find((row) => row.loai === 'KHAM');
  const lab = priced.find((row) => row.loai === 'XET_NGHIEM');
  if (!room || !consultation || !lab || !store || !supplier || oral.length < 3) return null;
  return {
    room: room._id,
    consultation: consultation._id,
    lab: lab._id,
    store: store._id,
    supplier: supplier._id,
    drugs: oral.map((row) => row._id),
  };
}
