// The property the money design promises (issue 30): for any bill built within the rules, with any discounts,
// payments and refunds, paid = receipts − refunds and balance = due − paid, to the đồng, every figure an integer.
// It lives in server/ because fast-check is a server devDependency; the helpers themselves are in contracts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billTotals, lineTotal, percentOf, type LineAmounts } from '@phongkham/contracts';

/** A discount written as an amount or as a percentage of what it applies to, as the forms let staff enter it. */
const discount = fc.oneof(
  fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 0, max: 100 }) }),
  fc.record({ kind: fc.constant('share' as const), value: fc.integer({ min: 0, max: 1000 }) }),
);
type Discount = typeof discount extends fc.Arbitrary<infer T> ? T : never;

/** The discount in đồng on `amount`: a percentage rounds once (percentOf); an amount is any whole đồng up to it. */
const inDong = (d: Discount, amount: number) =>
  d.kind === 'percent' ? percentOf(amount, d.value) : Math.floor((amount * d.value) / 1000);

const line = fc.record({
  soluong: fc.integer({ min: 1, max: 60 }),
  // Prices as a clinic has them: from free to a 50-million-đồng package, odd đồng included.
  dongia: fc.oneof(
    fc.integer({ min: 0, max: 50_000_000 }),
    fc.integer({ min: 0, max: 500 }).map((k) => k * 1_000),
  ),
  discount,
});

/** A cashier's move: take part of the balance, or refund part of what was paid (a share in thousandths). */
const move = fc.record({
  kind: fc.constantFrom('thu' as const, 'hoan' as const),
  share: fc.integer({ min: 1, max: 1000 }),
});

const bill = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 12 }),
  discount,
  moves: fc.array(move, { maxLength: 15 }),
});

const sumBig = (values: readonly number[]) => values.reduce((total, v) => total + BigInt(v), 0n);

describe('billTotals() on random bills', () => {
  it('paid = receipts − refunds and balance = due − paid, to the đồng, at every step', () => {
    fc.assert(
      fc.property(bill, ({ lines, discount: billDiscount, moves }) => {
        const dong: LineAmounts[] = lines.map(({ soluong, dongia, discount: d }) => ({
          soluong,
          dongia,
          giamgia: inDong(d, soluong * dongia),
        }));
        const gross = dong.reduce((total, l) => total + lineTotal(l), 0);
        const giamgia = inDong(billDiscount, gross);
        const thu: number[] = [];
        const hoan: number[] = [];

        const check = () => {
          const totals = billTotals({ dong, giamgia, thu, hoan });
          for (const value of Object.values(totals)) expect(Number.isSafeInteger(value)).toBe(true);
          // An independent count in BigInt, straight from the inputs.
          const tongtien = dong.reduce((t, l) => t + BigInt(l.soluong) * BigInt(l.dongia) - BigInt(l.giamgia), 0n);
          const receipts = sumBig(thu);
          const refunds = sumBig(hoan);
          expect(BigInt(totals.tongtien)).toBe(tongtien);
          expect(BigInt(totals.dahoan)).toBe(refunds);
          expect(BigInt(totals.dathu)).toBe(receipts - refunds);
          expect(BigInt(totals.phaitra)).toBe(tongtien - BigInt(giamgia) - refunds);
          expect(totals.conlai).toBe(totals.phaitra - totals.dathu);
          // A refund never reopens the balance: it is what was due before refunds less what was received.
          expect(BigInt(totals.conlai)).toBe(tongtien - BigInt(giamgia) - receipts);
          // The table's checks hold for every bill the rules allow: 0 <= dathu <= phaitra, giamgia within tongtien.
          expect(totals.dathu).toBeGreaterThanOrEqual(0);
          expect(totals.dathu).toBeLessThanOrEqual(totals.phaitra);
          expect(totals.giamgia).toBeLessThanOrEqual(totals.tongtien);
          return totals;
        };

        let totals = check();
        for (const { kind, share } of moves) {
          // The rules: a payment is at most the balance, a refund at most what was paid; both more than 0.
          const room = kind === 'thu' ? totals.conlai : totals.dathu;
          if (room <= 0) continue;
          const amount = 1 + Math.floor(((room - 1) * share) / 1000);
          (kind === 'thu' ? thu : hoan).push(amount);
          totals = check();
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a payment of the whole balance settles the bill whatever was refunded before', () => {
    fc.assert(
      fc.property(bill, ({ lines, moves }) => {
        const dong = lines.map(({ soluong, dongia }) => soluong * dongia);
        const thu: number[] = [];
        const hoan: number[] = [];
        for (const { kind, share } of moves) {
          const totals = billTotals({ dong, giamgia: 0, thu, hoan });
          const room = kind === 'thu' ? totals.conlai : totals.dathu;
          if (room > 0) (kind === 'thu' ? thu : hoan).push(1 + Math.floor(((room - 1) * share) / 1000));
        }
        const before = billTotals({ dong, giamgia: 0, thu, hoan });
        if (before.conlai > 0) thu.push(before.conlai);
        const after = billTotals({ dong, giamgia: 0, thu, hoan });
        expect(after.conlai).toBe(0);
        expect(after.dathu).toBe(after.phaitra);
      }),
      { numRuns: 300 },
    );
  });
});
