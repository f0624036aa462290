// The drug catalogue's reads and its one rule on writes (/api/thuoc): the ingredients' names are kept beside the
// list as one searchable text. The catalogue is the installation's, shared by its clinics (docs/decisions/0029).
import type { drugResource, DrugIngredient } from '@phongkham/contracts';
import { and, asc, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { drugs } from '../../db/schema';
import { icu, listPage } from '../../lib/list';
import { drugStock } from '../dispensing/sellable';

const { deletedAt: _deleted, hoatchat: _search, ...columns } = getTableColumns(drugs);

/**
 * The list, each drug with its usable units and nearest expiry in the reader's clinic's pharmacy (the prescription's
 * picker shows them; a drug with none reads 0 and no expiry).
 */
export async function listDrugs(db: Database, query: z.output<typeof drugResource.listQuery>, clinic: string | null) {
  const page = await listPage(query, {
    where: [
      isNull(drugs.deletedAt),
      query.loaithuoc ? eq(drugs.loaithuoc, query.loaithuoc) : undefined,
      query.hoatdong === undefined ? undefined : eq(drugs.hoatdong, query.hoatdong),
    ],
    search: [drugs.tenthuoc, drugs.hoatchat],
    sortable: {
      tenthuoc: icu(drugs.tenthuoc),
      loaithuoc: drugs.loaithuoc,
      updatedAt: drugs.updatedAt,
      createdAt: drugs.createdAt,
    },
    defaultSort: 'tenthuoc',
    tieBreak: asc(drugs._id),
    columns: columns,
    from: (fields) => db.select(fields).from(drugs),
  });
  if (!clinic) return page;
  const stock = await drugStock(
    db,
    clinic,
    page.docs.map((drug) => drug._id),
  );
  return {
    ...page,
    docs: page.docs.map((drug) => ({
      ...drug,
      tonkho: stock.get(drug._id)?.tonkho ?? 0,
      handung_gannhat: stock.get(drug._id)?.handung_gannhat ?? null,
    })),
  };
}

export async function getDrug(db: Database, id: string) {
  const [row] = await db
    .select(columns)
    .from(drugs)
    .where(and(eq(drugs._id, id), isNull(drugs.deletedAt)));
  return row ?? null;
}

/** The ingredients' names as one text, for search. */
export const ingredientNames = (parts: readonly DrugIngredient[]) => parts.map((part) => part.hoatchat).join(', ');

/** Empty texts are null; the searchable names follow the ingredients. */
export async function prepareDrug(values: Record<string, unknown>) {
  const prepared = { ...values };
  for (const field of ['sodangky', 'maatc', 'hangsanxuat', 'nuocsanxuat', 'cachdung', 'ghichu']) {
    if (prepared[field] === '') prepared[field] = null;
  }
  if (Array.isArray(prepared.thanhphan)) prepared.hoatchat = ingredientNames(prepared.thanhphan as DrugIngredient[]);
  return prepared;
}
