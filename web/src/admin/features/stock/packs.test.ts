// The pack arithmetic every stock form relies on: a pack typed becomes smallest units, a pack price a unit price
// rounded once, and a quantity reads back in the largest packs.
import { describe, expect, it } from 'vitest';
import { factorOf, inPacks, toUnits, unitPrice } from './packs';

const packs = [
  { ten: 'Hộp', heso: 100 },
  { ten: 'Vỉ', heso: 10 },
];

describe('packs', () => {
  it('converts a typed pack to smallest units, and an unknown unit counts as the smallest', () => {
    expect(toUnits(3, factorOf(packs, 'Hộp'))).toBe(300);
    expect(toUnits(4, factorOf(packs, 'Vỉ'))).toBe(40);
    expect(factorOf(packs, '')).toBe(1);
    expect(factorOf(packs, 'Thùng')).toBe(1);
    expect(factorOf(null, 'Hộp')).toBe(1);
  });

  it('turns a pack price into a whole-đồng unit price, rounding half up once', () => {
    expect(unitPrice(105_000, 100)).toBe(1_050);
    expect(unitPrice(100_000, 30)).toBe(3_333);
    expect(unitPrice(5, 2)).toBe(3);
  });

  it('reads a quantity back in the largest packs', () => {
    expect(inPacks(250, packs, 'Viên')).toBe('2 Hộp + 5 Vỉ');
    expect(inPacks(253, packs, 'Viên')).toBe('2 Hộp + 5 Vỉ + 3 Viên');
    expect(inPacks(7, packs, 'Viên')).toBe('');
    expect(inPacks(100, [], 'Viên')).toBe('');
  });
});
