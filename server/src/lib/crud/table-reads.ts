// The reads of a resource whose rows are one table's own columns (a supplier, a catalogue entry): the list and the
// record the kit's routes ask for, made from the contract and the table instead of written per module. Each sort
// field and filter of the contract is the column of that name (text sorted with the ICU collation, a filter matched
// by equality); live rows only when the table deletes softly; a clinic-scoped resource's rows of the reader's clinic.
// The page itself is `listPage`'s (lib/list.ts), as every list's; a module whose list joins, computes or filters
// otherwise calls it directly.
import type { ListQuery, Resource } from '@phongkham/contracts';
import { and, asc, eq, getTableColumns, isNull, type AnyColumn } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { icu, listPage } from '../list';
import type { Reader } from './routes';
import { clinicColumn, clinicCondition } from './scope';
import type { WriteOptions } from './write';

/** The column a contract names, or a loud failure at start-up: a field without a column is a bug. */
function columnOf(columns: Record<string, PgColumn>, resource: Resource, field: string): PgColumn {
  const column = columns[field];
  if (!column) throw new Error(`${resource.key}: no column "${field}" for the contract's sort field or filter`);
  return column;
}

/**
 * `list` and `get` for `registerResource` over `table`: every column but `deletedAt` goes out, `search` names the
 * columns the list's `q` looks in (diacritics ignored).
 */
export function tableReads<R extends Resource>(
  db: Database,
  resource: R,
  table: WriteOptions['table'],
  search: AnyColumn[],
) {
  const from = table as PgTable;
  const { deletedAt, ...columns } = getTableColumns(from);
  const sortable = Object.fromEntries(
    resource.sortFields.map((field) => {
      const column = columnOf(columns, resource, field);
      return [field, column.columnType === 'PgText' ? icu(column) : column];
    }),
  );
  const filters = Object.keys(resource.filters).map((name) => [name, columnOf(columns, resource, name)] as const);
  const scope = resource.clinicScoped ? clinicColumn(table, resource.clinicScoped) : undefined;
  const visible = (reader: Reader) =>
    and(deletedAt ? isNull(deletedAt) : undefined, scope ? clinicCondition(scope, reader.clinic) : undefined);

  const list = (query: z.output<R['listQuery']>, reader: Reader) => {
    const values = query as ListQuery & Record<string, unknown>;
    return listPage(values, {
      where: [
        visible(reader),
        ...filters.map(([name, column]) => (values[name] === undefined ? undefined : eq(column, values[name]))),
      ],
      search,
      sortable,
      defaultSort: resource.defaultSort,
      tieBreak: asc(table._id),
      columns,
      from: (fields) => db.select(fields).from(from),
    });
  };
  const get = async (id: string, reader: Reader) => {
    const [row] = await db
      .select(columns)
      .from(from)
      .where(and(eq(table._id, id), visible(reader)));
    return row ?? null;
  };
  return { list, get };
}
