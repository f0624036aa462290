// Queuing a message: a row now, nothing inside a replayed past (the demo's history sends no message).
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { atTime } from '../../db/clock';
import { outbox } from '../../db/schema';
import { testDatabase } from '../../test/database';
import { enqueueMessage } from './enqueue';

const database = await testDatabase();
afterAll(() => database.close());
const message = { channel: 'SMS' as const, to: '0900100001', text: 'PhongKham: lịch hẹn 08:30 ngày 02/03' };

describe('enqueueMessage', () => {
  it('queues a message now, and none for a replayed past', async () => {
    const id = await enqueueMessage(database.db, message);
    expect(id).not.toBeNull();
    expect(await database.db.select().from(outbox).where(eq(outbox._id, id!))).toHaveLength(1);
    const before = (await database.db.select().from(outbox)).length;
    expect(await atTime(new Date('2026-03-02T01:00:00Z'), () => enqueueMessage(database.db, message))).toBeNull();
    expect(await database.db.select().from(outbox)).toHaveLength(before);
  });
});
