// The catalogues' reads (/api/danhmuc): a clinic's lists for its staff, every clinic's for the owner (the kit
// passes the clinic in `reader.clinic`, docs/decisions/0013). Writes go through the kit.
import type { catalogueResource } from '@phongkham/contracts';
import { and, asc, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { catalogueEntries as entries } from '../../db/schema';
import type { Reader } from '../../lib/crud/routes';
import { clinicCondition } from '../../lib/crud/scope';
import { icu, listPage } from '../../lib/list';

const { deletedAt: _deleted, ...columns } = getTableColumns(entries);

const visible = (reader: Reader) =>
  and(isNull(entries.deletedAt), clinicCondition(entries.phongkham_id, reader.clinic));

export function listCatalogueEntries(
  db: Database,
  query: z.output<typeof catalogueResource.listQuery>,
  reader: Reader,
) {
  return listPage(query, {
    where: [
      visible(reader),
      query.loai ? eq(entries.loai, query.loai) : undefined,
      query.hoatdong === undefined ? undefined : eq(entries.hoatdong, query.hoatdong),
    ],
    search: [entries.ma, entries.ten, entries.ten_en],
    sortable: {
      loai: entries.loai,
      thutu: entries.thutu,
      ma: entries.ma,
      ten: icu(entries.ten),
      updatedAt: entries.updatedAt,
    },
    defaultSort: 'loai,thutu',
    tieBreak: asc(entries._id),
    columns: columns,
    from: (fields) => db.select(fields).from(entries),
  });
}

export async function getCatalogueEntry(db: Database, id: string, reader: Reader) {
  const [row] = await db
    .select(columns)
    .from(entries)
    .where(and(eq(entries._id, id), visible(reader)));
  return row ?? null;
}
