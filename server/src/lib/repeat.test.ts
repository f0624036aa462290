import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeatOneAtATime } from './repeat';

describe('repeatOneAtATime()', () => {
  afterEach(() => vi.useRealTimers());

  it('skips the ticks that come while a run is still going, and starts none after the stop', async () => {
    vi.useFakeTimers();
    let started = 0;
    let finish: () => void = () => undefined;
    const seen: boolean[] = [];
    const stop = repeatOneAtATime(
      (stopped) => {
        started += 1;
        return new Promise<void>((resolve) => {
          finish = () => {
            seen.push(stopped());
            resolve();
          };
        });
      },
      10,
      () => undefined,
    );
    await vi.advanceTimersByTimeAsync(55);
    expect(started).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(10);
    expect(started).toBe(2);
    stop();
    finish();
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toBe(2);
    // The run under way at the stop was told so.
    expect(seen).toEqual([false, true]);
  });

  it('hands a failure to its handler and goes on', async () => {
    vi.useFakeTimers();
    const failures: unknown[] = [];
    let runs = 0;
    const stop = repeatOneAtATime(
      async () => {
        runs += 1;
        throw new Error(`run ${runs}`);
      },
      10,
      (error) => failures.push((error as Error).message),
    );
    await vi.advanceTimersByTimeAsync(30);
    stop();
    expect(failures).toEqual(['run 1', 'run 2', 'run 3']);
  });
});
