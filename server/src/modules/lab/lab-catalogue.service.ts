// The lab catalogue's reads and its one rule on writes (/api/chisoxetnghiem): a test belongs to a panel that is a
// live lab-kind service of the test's own clinic. Everything else goes through the kit.
import type { labTestResource } from '@phongkham/contracts';
import { and, asc, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { labTests, services } from '../../db/schema';
import type { Reader } from '../../lib/crud/routes';
import { clinicCondition, siteClinic } from '../../lib/crud/scope';
import type { WriteContext } from '../../lib/crud/write';
import { fieldError } from '../../lib/http-error';
import { icu, listPage } from '../../lib/list';

const { deletedAt: _deleted, ...columns } = getTableColumns(labTests);
const rowColumns = { ...columns, dichvu_ten: services.tendichvu };

const visible = (reader: Reader) =>
  and(isNull(labTests.deletedAt), clinicCondition(labTests.phongkham_id, reader.clinic));

export function listLabTests(db: Database, query: z.output<typeof labTestResource.listQuery>, reader: Reader) {
  return listPage(query, {
    where: [
      visible(reader),
      query.dichvu_id ? eq(labTests.dichvu_id, query.dichvu_id) : undefined,
      query.hoatdong === undefined ? undefined : eq(labTests.hoatdong, query.hoatdong),
    ],
    search: [labTests.ma, labTests.ten, labTests.ten_en],
    sortable: {
      bo: services.thutu,
      thutu: labTests.thutu,
      ma: labTests.ma,
      ten: icu(labTests.ten),
      updatedAt: labTests.updatedAt,
    },
    defaultSort: 'bo,thutu',
    tieBreak: asc(labTests._id),
    columns: rowColumns,
    from: (fields) => db.select(fields).from(labTests).innerJoin(services, eq(services._id, labTests.dichvu_id)),
  });
}

export async function getLabTest(db: Database, id: string, reader: Reader) {
  const [row] = await db
    .select(rowColumns)
    .from(labTests)
    .innerJoin(services, eq(services._id, labTests.dichvu_id))
    .where(and(eq(labTests._id, id), visible(reader)));
  return row ?? null;
}

/** The clinic's live lab-kind services: the panels a test may belong to, in the price list's order. */
export function labPanels(db: Pick<Database, 'select'>, clinic: string) {
  return db
    .select({ _id: services._id, tendichvu: services.tendichvu, tendichvu_en: services.tendichvu_en })
    .from(services)
    .where(and(eq(services.phongkham_id, clinic), eq(services.loai, 'XET_NGHIEM'), isNull(services.deletedAt)))
    .orderBy(asc(services.thutu), asc(services.tendichvu));
}

async function rowClinic(tx: Transaction, id: string) {
  const [row] = await tx.select({ phongkham_id: labTests.phongkham_id }).from(labTests).where(eq(labTests._id, id));
  return row?.phongkham_id;
}

/** A test's panel must be a live lab-kind service of the test's clinic (400 on `dichvu_id` otherwise). */
export async function prepareLabTest(values: Record<string, unknown>, { tx, id }: WriteContext) {
  const clinic =
    (values.phongkham_id as string | undefined) ?? (id ? await rowClinic(tx, id) : undefined) ?? (await siteClinic(tx));
  if (values.dichvu_id !== undefined) {
    const [panel] = await tx
      .select({ _id: services._id })
      .from(services)
      .where(
        and(
          eq(services._id, values.dichvu_id as string),
          eq(services.phongkham_id, clinic),
          eq(services.loai, 'XET_NGHIEM'),
          isNull(services.deletedAt),
        ),
      );
    if (!panel) throw fieldError('dichvu_id', 'errors.labPanelInvalid');
  }
  return id === null ? { ...values, phongkham_id: clinic } : values;
}
