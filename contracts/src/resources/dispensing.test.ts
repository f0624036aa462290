// The pharmacy's contract: dispensing as a move with two outcomes (the table of transitions shows both), a body
// naming a prescription line twice refused, and a counter line naming one item whose batches add up.
import { describe, expect, it } from 'vitest';
import { transitionsOf } from '../moves';
import { counterSaleLine, dispenseInput, dispensingMoves } from './dispensing';

const line = '01d10000-0000-7000-8000-0000000000a1';
const lot = '01d10000-0000-7000-8000-0000000000b1';
const drug = '01d10000-0000-7000-8000-0000000000c1';

describe('dispensing', () => {
  it('moves a signed or partly dispensed prescription to dispensed, or partly dispensed', () => {
    const table = transitionsOf(dispensingMoves);
    expect(table.DA_KY).toEqual(['DA_PHAT', 'PHAT_MOT_PHAN']);
    expect(table.PHAT_MOT_PHAN).toEqual(['DA_PHAT', 'PHAT_MOT_PHAN']);
    expect(table.NHAP).toEqual([]);
    expect(dispensingMoves.allowed('PHAT', 'DA_PHAT')).toBeUndefined();
  });

  it('takes no batches (FEFO), the batches chosen, and refuses a line named twice', () => {
    expect(dispenseInput.safeParse({}).success).toBe(true);
    expect(dispenseInput.safeParse({ dong: [{ donthuoc_chitiet_id: line, lo: [] }] }).success).toBe(true);
    const twice = dispenseInput.safeParse({
      dong: [
        { donthuoc_chitiet_id: line, lo: [{ lohang_id: lot, soluong: 1 }] },
        { donthuoc_chitiet_id: line, lo: [] },
      ],
    });
    expect(twice.error?.issues[0]?.message).toBe('validation.dispenseLineTwice');
    expect(
      dispenseInput.safeParse({ dong: [{ donthuoc_chitiet_id: line, lo: [{ lohang_id: lot, soluong: 0 }] }] }).success,
    ).toBe(false);
  });

  it('sells one item per counter line, its batches adding up to the quantity', () => {
    expect(counterSaleLine.safeParse({ thuoc_id: drug, soluong: 3 }).success).toBe(true);
    expect(counterSaleLine.safeParse({ soluong: 3 }).error?.issues[0]?.message).toBe('validation.counterSaleItem');
    expect(
      counterSaleLine.safeParse({ thuoc_id: drug, soluong: 3, lo: [{ lohang_id: lot, soluong: 2 }] }).error?.issues[0]
        ?.message,
    ).toBe('validation.counterSaleBatches');
  });
});
