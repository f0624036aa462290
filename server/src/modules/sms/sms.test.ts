import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../db/schema';
import { testDatabase } from '../../test/database';
import { outboxSmsProvider } from './sms';

const database = await testDatabase();
afterAll(() => database.close());

describe('outboxSmsProvider()', () => {
  it('keeps each message in sms_outbox and logs that one waits there, never the text', async () => {
    const lines: { details: object; message: string }[] = [];
    const provider = outboxSmsProvider(database.db, {
      info: (details, message) => void lines.push({ details, message }),
    });
    expect(provider.name).toBe('outbox');
    await provider.send({ to: '0912345678', text: 'PhongKham: mã 493817, hiệu lực 10 phút.' });

    const rows = await database.db.select().from(smsOutbox).where(eq(smsOutbox.to, '0912345678'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ text: 'PhongKham: mã 493817, hiệu lực 10 phút.', provider: 'outbox' });
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
    expect(lines).toEqual([{ details: { smsId: rows[0]!._id }, message: expect.stringMatching(/sms_outbox/) }]);
    expect(JSON.stringify(lines)).not.toContain('493817');
    expect(JSON.stringify(lines)).not.toContain('0912345678');
  });
});
