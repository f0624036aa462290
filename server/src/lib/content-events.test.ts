import { describe, expect, it } from 'vitest';
import { cachedUntilContentChanges, contentChanged, onContentChanged } from './content-events';

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
