import { describe, expect, it } from 'vitest';
import { uuid } from '@phongkham/contracts';
import { uuidv7 } from './ids';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('uuidv7()', () => {
  it('has the UUID layout with version 7 and the RFC 9562 variant', () => {
    for (let i = 0; i < 200; i++) {
      const id = uuidv7();
      expect(id).toMatch(UUID_V7);
      const bytes = Buffer.from(id.replaceAll('-', ''), 'hex');
      expect(bytes[6]! >> 4).toBe(7);
      expect(bytes[8]! >> 6).toBe(0b10);
    }
  });

  it('is accepted by the contract’s uuid schema', () => {
    expect(uuid.safeParse(uuidv7()).success).toBe(true);
  });

  it('carries its millisecond timestamp in the first 48 bits', () => {
    const now = Date.UTC(2026, 10, 22, 9, 30, 0, 123);
    const id = uuidv7(now);
    expect(parseInt(id.replaceAll('-', '').slice(0, 12), 16)).toBe(now);
    expect(uuidv7(0).startsWith('00000000-0000-7')).toBe(true);
  });

  it('sorts by time as text', () => {
    const times = [0, 1, 255, 256, 65_536, Date.UTC(2020, 0, 1), Date.UTC(2026, 10, 22), 2 ** 48 - 1];
    const ids = times.map((time) => uuidv7(time));
    expect([...ids].reverse().sort()).toEqual(ids);
  });

  it('differs within the same millisecond', () => {
    const now = Date.UTC(2026, 0, 1);
    const ids = new Set(Array.from({ length: 1000 }, () => uuidv7(now)));
    expect(ids.size).toBe(1000);
  });

  it('comes after every id made before it, even many within one millisecond', () => {
    // Rows inserted in one transaction share its timestamp: their ids alone keep the order they were made in.
    const ids = Array.from({ length: 5000 }, () => uuidv7());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
