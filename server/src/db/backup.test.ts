// A backup round trip: the seeded installation (with a staff account and a patient, so the sequences have moved)
// is written out and restored into an empty one; every table holds the same rows, every sequence the same position,
// and the uploads come along. A restore into an installation in use is refused and changes nothing.
import { sql } from 'drizzle-orm';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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

/** The migrations' own record is compared, not restored: both installations already hold the same. */
async function contentsRowsOfMigrations(db: Database) {
  const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return row!.n;
}
