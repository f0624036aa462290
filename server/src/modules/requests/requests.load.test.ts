// 500 visitors booking at once, each from its own loopback address with its own phone: every 2xx answer is one
// stored request (no loss, no double), and nothing answers 5xx. On PGlite and, with TEST_DATABASE_URL, PostgreSQL.
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requests } from '../../db/schema';
import { buildTestApp } from '../../test/app';

const { app, database } = await buildTestApp();
const VISITORS = 500;

describe('POST /api/yeucau under load', () => {
  it(`stores each of ${VISITORS} concurrent bookings exactly once`, { timeout: 240_000 }, async () => {
    const phones = Array.from({ length: VISITORS }, (_, i) => `0966${String(i).padStart(6, '0')}`);
    const answers = await Promise.all(
      phones.map((dienthoai, i) =>
        app.inject({
          method: 'POST',
          url: '/api/yeucau',
          payload: {
            loaiyeucau: i % 2 ? 'HO_TRO_TU_VAN' : 'DAT_LICH_HEN',
            hoten: `Khách ${i}`,
            dienthoai,
            dongy: true,
          },
          remoteAddress: `127.${(i >> 8) & 255}.${i & 255}.${1 + (i % 250)}`,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode >= 500)).toEqual([]);
    const accepted = answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json().data);
    expect(accepted).toHaveLength(VISITORS);
    const rows = await database.db
      .select({ _id: requests._id, dienthoai: requests.dienthoai })
      .from(requests)
      .where(inArray(requests.dienthoai, phones));
    expect(rows).toHaveLength(VISITORS);
    expect(new Set(rows.map((row) => row._id))).toEqual(new Set(accepted.map((data: { _id: string }) => data._id)));
  });
});
