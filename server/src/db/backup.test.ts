// A backup round trip: the seeded installation (with a staff account and a patient, so the sequences have moved)
// is written out and restored into an empty one; every table holds the same rows, every sequence the same position,
// and the uploads come along. A restore into an installation in use is refused and changes nothing.
import { sql } from 'drizzle-orm';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { testDatabase } from '../test/database';
import { createStaff } from '../test/factories';
import { restoreBackup, RestoreRefused, writeBackup } from './backup';
import type { Database } from './client';

const work = await mkdtemp(path.join(tmpdir(), 'phongkham-backup-'));
const source = await testDatabase({ seeded: true });
const target = await testDatabase();
afterAll(async () => {
  await source.close();
  await target.close();
  await rm(work, { recursive: true, force: true });
});

const rows = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every table's rows, as text in a fixed order, and every sequence's position. */
async function contents(db: Database) {
  const tables = await rows<{ name: string }>(
    db,
    sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1`,
  );
  const out: Record<string, unknown> = {};
  for (const { name } of tables) {
    const [row] = await rows<{ n: number; digest: string | null }>(
      db,
      sql`select count(*)::int as n, md5(string_agg(t::text, E'\\n' order by t::text)) as digest
          from ${sql.raw(name)} t`,
    );
    out[name] = row;
  }
  out.sequences = await rows(
    db,
    sql`select schemaname, sequencename, last_value::text from pg_sequences order by 1, 2`,
  );
  return out;
}

describe('backup and restore', { timeout: 120_000 }, () => {
  it('restores every table, sequence and upload of a seeded installation into an empty one', async () => {
    await createStaff(source.db, { role: 'ADMIN', taikhoan: 'sao.luu' });
    await source.db.execute(sql`insert into benhnhan (_id, phongkham_id, ma, hoten, dienthoai)
      select '01900000-0000-7000-8000-0000000000b1', _id, 'BN-' || lpad(nextval('benhnhan_ma_seq')::text, 6, '0'),
        'Đỗ Thị Sao Lưu', '0911222333' from phongkham limit 1`);
    const uploads = path.join(work, 'uploads');
    await mkdir(uploads, { recursive: true });
    await writeFile(path.join(uploads, 'anh-mau.webp'), 'bytes of a picture');

    const file = path.join(work, 'backups', 'phongkham.jsonl.gz');
    const written = await writeBackup(source.db, uploads, file);
    expect(written.rows).toBeGreaterThan(3000);
    expect(written.files).toBe(1);

    const restoredUploads = path.join(work, 'restored-uploads');
    const restored = await restoreBackup(target.db, restoredUploads, file);
    expect(restored.rows).toBe(written.rows - (await contentsRowsOfMigrations(source.db)));
    expect(await contents(target.db)).toEqual(await contents(source.db));
    expect(await readdir(restoredUploads)).toEqual(['anh-mau.webp']);
  });

  it('refuses to restore over an installation with staff accounts, changing nothing', async () => {
    const file = path.join(work, 'again.jsonl.gz');
    await writeBackup(source.db, path.join(work, 'none'), file);
    const before = await contents(target.db);
    await expect(restoreBackup(target.db, path.join(work, 'x'), file)).rejects.toBeInstanceOf(RestoreRefused);
    expect(await contents(target.db)).toEqual(before);
  });
});

/** A backup file's lines, parsed. */
async function linesOf(file: string): Promise<{ kind: string; name?: string; rows?: { _id?: string }[] }[]> {
  return gunzipSync(await readFile(file))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

describe('large tables, interrupted backups and older files', { timeout: 120_000 }, () => {
  it('writes a table a thousand rows at a time, and restores a merged patient met before the one it points at', async () => {
    const database = await testDatabase({ seeded: true });
    onTestFinished(() => database.close());
    const { db } = database;
    const [clinic] = await rows<{ id: string }>(db, sql`select _id as id from phongkham order by _id limit 1`);
    const kept = '01900000-0000-7000-8000-00000000a001';
    const merged = '01900000-0000-7000-8000-00000000a002';
    // The kept record, the one merged into it, 1,200 others; then the kept record changes, which moves its row to
    // the end of the table: the merged one is read a chunk before the one it points at.
    await db.execute(sql`insert into benhnhan (_id, phongkham_id, ma, hoten)
      values (${kept}, ${clinic!.id}, 'BN-GIU', 'Người Được Giữ')`);
    await db.execute(sql`insert into benhnhan (_id, phongkham_id, ma, hoten, gopvao_id, "deletedAt")
      values (${merged}, ${clinic!.id}, 'BN-GOP', 'Người Được Gộp', ${kept}, now())`);
    await db.execute(sql`insert into benhnhan (_id, phongkham_id, ma, hoten)
      select ('01900000-0000-7000-8000-' || lpad(n::text, 12, '0'))::uuid, ${clinic!.id}, 'BN-L' || n, 'Bệnh Nhân ' || n
      from generate_series(1, 1200) n`);
    await db.execute(sql`update benhnhan set hoten = 'Người Được Giữ Lại' where _id = ${kept}`);

    const file = path.join(work, 'large.jsonl.gz');
    await writeBackup(db, path.join(work, 'none'), file);
    const patientLines = (await linesOf(file)).filter((line) => line.kind === 'table' && line.name === 'benhnhan');
    expect(patientLines.length).toBeGreaterThan(1);
    for (const line of patientLines) expect(line.rows!.length).toBeLessThanOrEqual(1000);
    const lineOf = (id: string) => patientLines.findIndex((line) => line.rows!.some((row) => row._id === id));
    expect(lineOf(merged)).toBeLessThan(lineOf(kept));

    const empty = await testDatabase();
    try {
      await restoreBackup(empty.db, path.join(work, 'large-uploads'), file);
      expect(await contents(empty.db)).toEqual(await contents(db));
    } finally {
      await empty.close();
    }
  });

  it('leaves no file behind when the backup fails half-way', async () => {
    // The database stops answering after a few tables have been written out.
    let statements = 0;
    const failing = new Proxy(source.db, {
      get(db, property) {
        if (property !== 'transaction') return Reflect.get(db, property, db);
        return (work: (tx: unknown) => Promise<unknown>, config: unknown) =>
          db.transaction(
            (tx) =>
              work(
                new Proxy(tx, {
                  get(inner, name) {
                    const value = Reflect.get(inner, name, inner);
                    if (name !== 'execute') return typeof value === 'function' ? value.bind(inner) : value;
                    return (query: unknown) => {
                      if (++statements > 30) throw new Error('the database went away');
                      return inner.execute(query as Parameters<typeof inner.execute>[0]);
                    };
                  },
                }),
              ),
            config as Parameters<typeof db.transaction>[1],
          );
      },
    }) as Database;
    const folder = path.join(work, 'interrupted');
    await expect(writeBackup(failing, path.join(work, 'none'), path.join(folder, 'half.jsonl.gz'))).rejects.toThrow(
      'the database went away',
    );
    expect(await readdir(folder)).toEqual([]);
  });

  it('fails, rather than waits for ever, when the file cannot be written', async () => {
    const folder = path.join(work, 'unwritable');
    // Where the dump would be written sits a folder: the disk refuses the file.
    await mkdir(path.join(folder, 'blocked.jsonl.gz.partial'), { recursive: true });
    await expect(
      writeBackup(source.db, path.join(work, 'none'), path.join(folder, 'blocked.jsonl.gz')),
    ).rejects.toThrow();
    expect(await readdir(folder)).toEqual(['blocked.jsonl.gz.partial']);
  });

  it('still restores a file of the first format, one line per table in name order', async () => {
    const tables = await rows<{ schema: string; name: string }>(
      source.db,
      sql`select table_schema as schema, table_name as name from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1, 2`,
    );
    const [migrations] = await rows<{ n: number }>(
      source.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const lines: unknown[] = [
      {
        kind: 'header',
        format: 'phongkham-backup',
        version: 1,
        createdAt: new Date().toISOString(),
        migrations: migrations!.n,
      },
    ];
    for (const table of tables) {
      const [dumped] = await rows<{ rows: unknown[] }>(
        source.db,
        sql`select coalesce(json_agg(t), '[]'::json) as rows from ${sql.raw(`"${table.schema}"."${table.name}"`)} t`,
      );
      lines.push({ kind: 'table', ...table, rows: dumped!.rows });
    }
    lines.push(
      ...(
        await rows<{ schema: string; name: string; value: string | null }>(
          source.db,
          sql`select schemaname as schema, sequencename as name, last_value::text as value from pg_sequences
            where schemaname in ('public', 'drizzle')`,
        )
      ).map((sequence) => ({ kind: 'sequence', ...sequence })),
    );
    const file = path.join(work, 'format-1.jsonl.gz');
    await writeFile(file, gzipSync(lines.map((line) => JSON.stringify(line)).join('\n')));

    const empty = await testDatabase();
    try {
      await restoreBackup(empty.db, path.join(work, 'format-1-uploads'), file);
      expect(await contents(empty.db)).toEqual(await contents(source.db));
    } finally {
      await empty.close();
    }
  });
});

/** The migrations' own record is compared, not restored: both installations already hold the same. */
async function contentsRowsOfMigrations(db: Database) {
  const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return row!.n;
}
