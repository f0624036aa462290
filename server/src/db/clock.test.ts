// The clinic's clock: the wall clock everywhere, a replayed moment only inside the work given to atTime.
import { SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { atTime, defaultMoment, now, replaying } from './clock';

const past = new Date('2026-03-02T02:30:00Z');

describe('the clinic clock', () => {
  it('answers the wall clock outside atTime, and the database default for columns', () => {
    const before = Date.now();
    const at = now().getTime();
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
    expect(defaultMoment()).toBeInstanceOf(SQL);
    expect(replaying()).toBe(false);
  });

  it('answers the replayed moment inside, through awaits and timers, and a copy each time', async () => {
    await atTime(past, async () => {
      expect(now().toISOString()).toBe(past.toISOString());
      expect(replaying()).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const moment = defaultMoment() as Date;
      expect(moment.toISOString()).toBe(past.toISOString());
      moment.setUTCFullYear(2000);
      expect(now().toISOString()).toBe(past.toISOString());
    });
  });

  it('keeps work running beside it on the wall clock', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const replayed = atTime(past, async () => {
      await held;
      return now();
    });
    // Outside, while the replayed work waits, the clock is still today's.
    expect(now().getUTCFullYear()).toBeGreaterThanOrEqual(2026);
    expect(now().getTime()).not.toBe(past.getTime());
    release();
    expect((await replayed).toISOString()).toBe(past.toISOString());
    expect(now().getTime()).not.toBe(past.getTime());
  });
});
