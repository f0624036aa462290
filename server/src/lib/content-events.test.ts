import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { testDatabase } from '../test/database';
import {
  cachedUntilContentChanges,
  CONTENT_CHANNEL,
  contentChanged,
  keptUntilContentChanges,
  onContentChanged,
  shareContentChanges,
} from './content-events';

/** A load that counts its calls and finishes when the test says so. */
function controlledLoad() {
  const pending: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  let calls = 0;
  const load = (_scope: object) =>
    new Promise<string>((resolve, reject) => {
      calls += 1;
      pending.push({ resolve, reject });
    });
  return { load, calls: () => calls, next: () => pending.shift()! };
}

describe('onContentChanged() / contentChanged()', () => {
  it('tells every listener the reason until it stops listening', () => {
    const heard: string[] = [];
    const stop = onContentChanged((reason) => heard.push(reason));
    contentChanged('setting');
    stop();
    contentChanged('news');
    expect(heard).toEqual(['setting']);
  });
});

describe('cachedUntilContentChanges()', () => {
  it('loads once per scope and shares a running load', async () => {
    const { load, calls, next } = controlledLoad();
    const cached = cachedUntilContentChanges(load, { ttlMs: 60_000 });
    const [a, b] = [{}, {}];
    const first = cached(a);
    const second = cached(a);
    expect(calls()).toBe(1);
    next().resolve('A');
    expect(await first).toBe('A');
    expect(await second).toBe('A');
    expect(await cached(a)).toBe('A');
    expect(calls()).toBe(1);
    // Another database is another scope.
    const other = cached(b);
    expect(calls()).toBe(2);
    next().resolve('B');
    expect(await other).toBe('B');
  });

  it('loads again after content changed', async () => {
    const { load, calls, next } = controlledLoad();
    const cached = cachedUntilContentChanges(load, { ttlMs: 60_000 });
    const scope = {};
    const first = cached(scope);
    next().resolve('old');
    await first;
    contentChanged('test');
    const second = cached(scope);
    expect(calls()).toBe(2);
    next().resolve('new');
    expect(await second).toBe('new');
  });

  it('never serves later what a load read before a change it overlapped', async () => {
    const { load, next } = controlledLoad();
    const cached = cachedUntilContentChanges(load, { ttlMs: 60_000 });
    const scope = {};
    const before = cached(scope);
    const slow = next();
    contentChanged('test');
    slow.resolve('read before the change');
    expect(await before).toBe('read before the change');
    const after = cached(scope);
    next().resolve('read after the change');
    expect(await after).toBe('read after the change');
  });

  it('loads again when the time limit has passed', async () => {
    const { load, calls, next } = controlledLoad();
    let clock = 0;
    const cached = cachedUntilContentChanges(load, { ttlMs: 1_000, now: () => clock });
    const scope = {};
    const first = cached(scope);
    next().resolve('first');
    await first;
    clock = 999;
    await cached(scope);
    expect(calls()).toBe(1);
    clock = 1_000;
    const second = cached(scope);
    next().resolve('second');
    expect(await second).toBe('second');
    expect(calls()).toBe(2);
  });

  it('does not remember a failure', async () => {
    const { load, calls, next } = controlledLoad();
    const cached = cachedUntilContentChanges(load, { ttlMs: 60_000 });
    const scope = {};
    const failing = cached(scope);
    next().reject(new Error('database down'));
    await expect(failing).rejects.toThrow('database down');
    const retry = cached(scope);
    expect(calls()).toBe(2);
    next().resolve('back');
    expect(await retry).toBe('back');
  });
});

describe('keptUntilContentChanges()', () => {
  it('keeps one value per key, at most maxEntries, dropping the least recently used', async () => {
    let loads = 0;
    const kept = keptUntilContentChanges<object, string>({ ttlMs: 60_000, maxEntries: 2 });
    const scope = {};
    const read = (key: string) =>
      kept(scope, key, async () => {
        loads += 1;
        return `${key}${loads}`;
      });
    expect([await read('a'), await read('b'), await read('a')]).toEqual(['a1', 'b2', 'a1']);
    // A third key pushes out b, the least recently used; a is kept.
    expect(await read('c')).toBe('c3');
    expect([await read('a'), await read('b')]).toEqual(['a1', 'b4']);
    contentChanged('test');
    expect(await read('a')).toBe('a5');
  });

  it('keeps about maxBytes, dropping the least recently used, and never one value larger than that', async () => {
    let loads = 0;
    const kept = keptUntilContentChanges<object, string>({
      ttlMs: 60_000,
      maxEntries: 100,
      maxBytes: 10,
      sizeOf: (value) => value.length,
    });
    const scope = {};
    const read = (key: string, length: number) =>
      kept(scope, key, async () => {
        loads += 1;
        return `${key}${loads}`.padEnd(length, '.');
      });
    expect(await read('a', 4)).toBe('a1..');
    expect(await read('b', 4)).toBe('b2..');
    expect(await read('a', 4)).toBe('a1..');
    // 12 bytes with c: b, the least recently used, goes; a stays.
    expect(await read('c', 4)).toBe('c3..');
    expect(await read('a', 4)).toBe('a1..');
    expect(await read('b', 4)).toBe('b4..');
    // A value over the bound on its own is not kept.
    expect(await read('d', 11)).toBe('d5.........');
    expect(await read('d', 11)).toBe('d6.........');
  });
});

describe('shareContentChanges()', () => {
  it("announces another process's changes here and sends this process's out", async () => {
    const database = await testDatabase();
    const stopSharing = await shareContentChanges(database);
    const heard: string[] = [];
    const stopHearing = onContentChanged((reason) => heard.push(reason));
    const sent: string[] = [];
    const stopWatching = await database.listen(CONTENT_CHANNEL, (payload) => sent.push(payload));
    try {
      // Another instance's change, as its NOTIFY arrives.
      await database.db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, 'another-instance:setting')`);
      await vi.waitFor(() => expect(heard).toEqual(['setting']));

      // This process's change: heard here at once, and sent for the others with this process's mark.
      contentChanged('news');
      expect(heard).toEqual(['setting', 'news']);
      await vi.waitFor(() => expect(sent.filter((payload) => payload.endsWith(':news'))).toHaveLength(1));
      const [own] = sent.filter((payload) => payload.endsWith(':news'));
      expect(own!.startsWith('another-instance:')).toBe(false);
      // Its own notification came back (above) without being announced again: only the next foreign one adds.
      await database.db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, 'another-instance:pages')`);
      await vi.waitFor(() => expect(heard).toEqual(['setting', 'news', 'pages']));

      // Stopped: nothing more is sent.
      await stopSharing();
      contentChanged('faq');
      await database.db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, 'another-instance:after')`);
      await vi.waitFor(() => expect(sent.at(-1)).toBe('another-instance:after'));
      expect(sent.some((payload) => payload.endsWith(':faq'))).toBe(false);
      expect(heard).toEqual(['setting', 'news', 'pages', 'faq']);
    } finally {
      stopHearing();
      await stopWatching();
      await database.close();
    }
  });
});
