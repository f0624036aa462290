// Backup and restore of a whole installation. A backup is one consistent logical dump of every table (the
// migrations' record included) and of the sequences' positions, as gzip'd JSON lines, read inside one snapshot; the
// uploaded files are copied into a folder beside it. The same file restores into an empty installation of the same
// release, on either database: PGlite and PostgreSQL read and write the same dump.
//
// Neither side holds a table in memory: rows go out and come back in chunks of a thousand (format 2), so a clinic's
// years of activity log stay within what a string and the process can hold. Format 1 files (a table per line) still
// restore.
import { sql } from 'drizzle-orm';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { cp, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { Database, Transaction } from './client';

const FORMAT = 'phongkham-backup';
/** Written now: a table's rows over several lines, tables in foreign-key order. */
const VERSION = 2;
/** Still restored: one line per table, in name order. */
const READABLE = [1, 2];
/** Rows per line, written and restored together. */
const CHUNK = 1000;
/** Where the migrations keep their record (drizzle's own schema). */
const MIGRATIONS = { schema: 'drizzle', name: '__drizzle_migrations' };

type Line =
  | { kind: 'header'; format: string; version: number; createdAt: string; migrations: number }
  /** Some of a table's rows (all of them in format 1). */
  | { kind: 'table'; schema: string; name: string; rows: unknown[] }
  | { kind: 'sequence'; schema: string; name: string; value: string | null };

interface TableName {
  schema: string;
  name: string;
}

const quoted = ({ schema, name }: TableName) => sql.raw(`"${schema}"."${name}"`);
const rowsOf = async <T>(db: Pick<Database, 'execute'>, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

async function tablesOf(db: Pick<Database, 'execute'>): Promise<TableName[]> {
  return rowsOf<TableName>(
    db,
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema in ('public', ${MIGRATIONS.schema})
        order by table_schema, table_name`,
  );
}

/** The backup's file names: the dump, and the folder of uploaded files beside it. */
export const uploadsBeside = (file: string) => `${file.replace(/\.jsonl\.gz$/, '')}.uploads`;

export interface BackupSummary {
  file: string;
  tables: number;
  rows: number;
  files: number;
}

/**
 * Writes `file` (and its uploads folder) from the database and the uploads directory. The dump is written beside it
 * first and renamed once whole, so an interrupted backup never leaves a file that looks complete.
 */
export async function writeBackup(db: Database, uploadsDir: string, file: string): Promise<BackupSummary> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(partial));
  // Awaited below; marked handled now, so a disk error before then cannot end the process.
  written.catch(() => undefined);
  const put = async (line: Line) => {
    // A disk that fails rejects `written`: racing it, the backup (and its open transaction) never waits on a drain
    // that cannot come.
    if (!gzip.write(`${JSON.stringify(line)}\n`)) await Promise.race([once(gzip, 'drain'), written]);
  };
  let tableCount = 0;
  let rows = 0;
  try {
    // One snapshot for every table: a write committed while the dump runs is either wholly in it or not at all.
    await db.transaction(
      async (tx) => {
        const tables = await insertionOrder(tx, await tablesOf(tx));
        tableCount = tables.length;
        const migrations = tables.some((t) => t.schema === MIGRATIONS.schema && t.name === MIGRATIONS.name)
          ? (await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from ${quoted(MIGRATIONS)}`))[0]!.n
          : 0;
        await put({
          kind: 'header',
          format: FORMAT,
          version: VERSION,
          createdAt: new Date().toISOString(),
          migrations,
        });
        for (const table of tables) {
          // A cursor inside the snapshot hands the rows over a chunk at a time.
          await tx.execute(
            sql`declare backup_rows no scroll cursor for select row_to_json(t) as r from ${quoted(table)} t`,
          );
          for (;;) {
            const chunk = await rowsOf<{ r: unknown }>(tx, sql.raw(`fetch ${CHUNK} from backup_rows`));
            if (!chunk.length) break;
            await put({ kind: 'table', ...table, rows: chunk.map((row) => row.r) });
            rows += chunk.length;
          }
          await tx.execute(sql`close backup_rows`);
        }
        for (const sequence of await rowsOf<{ schema: string; name: string; value: string | null }>(
          tx,
          sql`select schemaname as schema, sequencename as name, last_value::text as value from pg_sequences
              where schemaname in ('public', ${MIGRATIONS.schema})`,
        )) {
          await put({ kind: 'sequence', ...sequence });
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    gzip.end();
    await written;
    await rename(partial, file);
  } catch (error) {
    gzip.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
  const copied = await copyFiles(uploadsDir, uploadsBeside(file));
  return { file, tables: tableCount, rows, files: copied };
}

async function copyFiles(from: string, to: string): Promise<number> {
  const exists = await stat(from).then(
    (info) => info.isDirectory(),
    () => false,
  );
  if (!exists) return 0;
  await cp(from, to, { recursive: true, force: true });
  return (await readdir(to)).length;
}

async function* readLines(file: string): AsyncGenerator<Line> {
  const reader = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const text of reader) if (text.trim()) yield JSON.parse(text) as Line;
}

export class RestoreRefused extends Error {}

/** Tables in an order where each comes after those its foreign keys point at (self-references aside). */
async function insertionOrder(tx: Pick<Transaction, 'execute'>, tables: TableName[]): Promise<TableName[]> {
  const edges = await rowsOf<{ child: string; parent: string }>(
    tx,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c where c.contype = 'f'`,
  );
  const key = (t: TableName) => (t.schema === 'public' ? t.name : `${t.schema}.${t.name}`);
  const unquote = (name: string) => name.replace(/"/g, '');
  const remaining = new Map(tables.map((t) => [key(t), t]));
  const ordered: TableName[] = [];
  while (remaining.size) {
    const ready = [...remaining.entries()].filter(([name]) =>
      edges.every(
        (edge) => unquote(edge.child) !== name || unquote(edge.parent) === name || !remaining.has(unquote(edge.parent)),
      ),
    );
    if (!ready.length) throw new Error(`Foreign keys form a cycle among: ${[...remaining.keys()].join(', ')}`);
    for (const [name, table] of ready) {
      ordered.push(table);
      remaining.delete(name);
    }
  }
  return ordered;
}

type TableLine = Extract<Line, { kind: 'table' }>;
const sameTable = (a: TableName, b: TableName) => a.schema === b.schema && a.name === b.name;

/** A format 1 file lists its tables by name: its lines, read whole, in foreign-key order. */
async function* formatOneInOrder(
  tx: Transaction,
  lines: AsyncIterable<Line>,
  tables: TableName[],
): AsyncGenerator<Line> {
  const all: Line[] = [];
  for await (const line of lines) all.push(line);
  for (const table of await insertionOrder(tx, tables)) {
    yield* all.filter((line) => line.kind === 'table' && sameTable(line, table));
  }
  yield* all.filter((line) => line.kind === 'sequence');
}

/**
 * Restores `file` into this installation, which must be empty (no staff account yet) and migrated to the same
 * release as the one that wrote it. Everything happens in one transaction: a refused or failed restore changes
 * nothing. The uploads folder beside the file is copied into `uploadsDir`.
 */
export async function restoreBackup(db: Database, uploadsDir: string, file: string): Promise<BackupSummary> {
  const lines = readLines(file);
  try {
    const first = await lines.next();
    const header = first.done ? undefined : first.value;
    if (header?.kind !== 'header' || header.format !== FORMAT) {
      throw new RestoreRefused(`${file} is not a PhongKham backup.`);
    }
    if (!READABLE.includes(header.version)) {
      throw new RestoreRefused(`${file} was written by a newer release of PhongKham: restore it with that release.`);
    }
    const restoredTables = new Set<string>();
    let rows = 0;
    await db.transaction(async (tx) => {
      const [staffCount] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from nhanvien`);
      if (staffCount!.n > 0) {
        throw new RestoreRefused('This installation already has staff accounts: restore into an empty one.');
      }
      const [applied] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from ${quoted(MIGRATIONS)}`);
      if (applied!.n !== header.migrations) {
        throw new RestoreRefused(
          `The backup was made at migration ${header.migrations}, this installation is at ${applied!.n}: ` +
            'restore with the release that made it.',
        );
      }
      const present = await tablesOf(tx);
      const target = present.filter((t) => !sameTable(t, MIGRATIONS));
      // What the migrations and the start wrote (reference data, the built-in roles) gives way to the backup's rows.
      await tx.execute(sql`truncate ${sql.join(target.map(quoted), sql`, `)} cascade`);
      // Tables come in foreign-key order, but a table that points at itself (a patient merged into another) may
      // bring a row before the one it points at, a chunk later: those checks wait for the end of the restore.
      const selfReferences = await rowsOf<{ tbl: string; name: string }>(
        tx,
        sql`select conrelid::regclass::text as tbl, conname as name from pg_constraint
            where contype = 'f' and conrelid = confrelid`,
      );
      const constraint = (c: { tbl: string; name: string }) =>
        `alter table ${c.tbl} alter constraint "${c.name.replace(/"/g, '""')}"`;
      for (const c of selfReferences) await tx.execute(sql.raw(`${constraint(c)} deferrable initially deferred`));

      const body = header.version === 1 ? formatOneInOrder(tx, lines, target) : lines;
      for await (const line of body) {
        if (line.kind === 'table') {
          const table = target.find((t) => sameTable(t, line));
          if (!table || !line.rows.length) continue;
          await insertRows(tx, table, line);
          restoredTables.add(`${table.schema}.${table.name}`);
          rows += line.rows.length;
        } else if (line.kind === 'sequence' && line.value !== null) {
          await tx.execute(sql`select setval(${`"${line.schema}"."${line.name}"`}::regclass, ${line.value}::bigint)`);
        }
      }
      await tx.execute(sql`set constraints all immediate`);
      for (const c of selfReferences) await tx.execute(sql.raw(`${constraint(c)} not deferrable`));
    });
    const files = await copyFiles(uploadsBeside(file), uploadsDir);
    return { file, tables: restoredTables.size, rows, files };
  } finally {
    // Closes the file when the restore stopped before its end.
    await lines.return(undefined);
  }
}

const insertRows = (tx: Transaction, table: TableName, line: TableLine) =>
  tx.execute(
    sql`insert into ${quoted(table)} select * from json_populate_recordset(null::${quoted(table)}, ${JSON.stringify(line.rows)}::json)`,
  );
