// Backup and restore of a whole installation. A backup is one consistent logical dump of every table (the
// migrations' record included) and of the sequences' positions, as gzip'd JSON lines, read inside one snapshot; the
// uploaded files are copied into a folder beside it. The same file restores into an empty installation of the same
// release, on either database: PGlite and PostgreSQL read and write the same dump.
import { sql } from 'drizzle-orm';
import { createReadStream, createWriteStream } from 'node:fs';
import { cp, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import type { Database, Transaction } from './client';

const FORMAT = 'phongkham-backup';
const VERSION = 1;
/** Where the migrations keep their record (drizzle's own schema). */
const MIGRATIONS = { schema: 'drizzle', name: '__drizzle_migrations' };

type Line =
  | { kind: 'header'; format: string; version: number; createdAt: string; migrations: number }
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

/** Writes `file` (and its uploads folder) from the database and the uploads directory. */
export async function writeBackup(db: Database, uploadsDir: string, file: string): Promise<BackupSummary> {
  await mkdir(path.dirname(file), { recursive: true });
  // One snapshot for every table: a write committed while the dump runs is either wholly in it or not at all.
  const lines = await db.transaction(
    async (tx) => {
      const tables = await tablesOf(tx);
      const out: Line[] = [];
      const migrations = tables.some((t) => t.schema === MIGRATIONS.schema && t.name === MIGRATIONS.name)
        ? (await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from ${quoted(MIGRATIONS)}`))[0]!.n
        : 0;
      out.push({ kind: 'header', format: FORMAT, version: VERSION, createdAt: new Date().toISOString(), migrations });
      for (const table of tables) {
        const [row] = await rowsOf<{ rows: unknown[] }>(
          tx,
          sql`select coalesce(json_agg(t), '[]'::json) as rows from ${quoted(table)} t`,
        );
        out.push({ kind: 'table', ...table, rows: row!.rows });
      }
      for (const sequence of await rowsOf<{ schema: string; name: string; value: string | null }>(
        tx,
        sql`select schemaname as schema, sequencename as name, last_value::text as value from pg_sequences
            where schemaname in ('public', ${MIGRATIONS.schema})`,
      )) {
        out.push({ kind: 'sequence', ...sequence });
      }
      return out;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  await pipeline(
    Readable.from(lines.map((line) => `${JSON.stringify(line)}\n`)),
    createGzip(),
    createWriteStream(file),
  );
  const copied = await copyFiles(uploadsDir, uploadsBeside(file));
  const rows = lines.reduce((sum, line) => sum + (line.kind === 'table' ? line.rows.length : 0), 0);
  return { file, tables: lines.filter((line) => line.kind === 'table').length, rows, files: copied };
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

async function readLines(file: string): Promise<Line[]> {
  const lines: Line[] = [];
  const reader = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const text of reader) if (text.trim()) lines.push(JSON.parse(text) as Line);
  return lines;
}

export class RestoreRefused extends Error {}

/** Tables in an order where each comes after those its foreign keys point at (self-references aside). */
async function insertionOrder(tx: Transaction, tables: TableName[]): Promise<TableName[]> {
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

/**
 * Restores `file` into this installation, which must be empty (no staff account yet) and migrated to the same
 * release as the one that wrote it. Everything happens in one transaction: a refused or failed restore changes
 * nothing. The uploads folder beside the file is copied into `uploadsDir`.
 */
export async function restoreBackup(db: Database, uploadsDir: string, file: string): Promise<BackupSummary> {
  const lines = await readLines(file);
  const header = lines[0];
  if (header?.kind !== 'header' || header.format !== FORMAT || header.version !== VERSION) {
    throw new RestoreRefused(`${file} is not a PhongKham backup.`);
  }
  const dumped = lines.filter((line): line is Extract<Line, { kind: 'table' }> => line.kind === 'table');
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
    const target = present.filter((t) => !(t.schema === MIGRATIONS.schema && t.name === MIGRATIONS.name));
    // What the migrations and the start wrote (reference data, the built-in roles) gives way to the backup's rows.
    await tx.execute(sql`truncate ${sql.join(target.map(quoted), sql`, `)} cascade`);
    for (const table of await insertionOrder(tx, target)) {
      const source = dumped.find((line) => line.schema === table.schema && line.name === table.name);
      if (!source?.rows.length) continue;
      await tx.execute(
        sql`insert into ${quoted(table)} select * from json_populate_recordset(null::${quoted(table)}, ${JSON.stringify(source.rows)}::json)`,
      );
      rows += source.rows.length;
    }
    for (const line of lines) {
      if (line.kind !== 'sequence' || line.value === null) continue;
      await tx.execute(sql`select setval(${`"${line.schema}"."${line.name}"`}::regclass, ${line.value}::bigint)`);
    }
  });
  const files = await copyFiles(uploadsBeside(file), uploadsDir);
  return { file, tables: dumped.length, rows, files };
}
