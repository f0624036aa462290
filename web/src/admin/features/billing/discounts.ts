// A bill's discounts as the cashier types them, and the totals they give, live: each line's and the bill's discount is
// an amount or a percentage, checked by the contract's discountInput (the API's own rule), turned into đồng by
// percentOf (half up, once) and added up by billTotals, the same arithmetic the server stores, so what the screen
// shows before saving is what the bill will hold.
import {
  billTotals,
  discountInput,
  lineTotal,
  percentOf,
  type AnyIssue,
  type BillTotals,
  type DiscountInput,
} from '@phongkham/contracts';

/** One discount being typed: a percentage (0..100) or an amount in đồng, and its reason. */
export interface DiscountDraft {
  mode: 'amount' | 'percent';
  /** What was typed: a number, null for nothing, NaN for text that is not a number (NumberInput's value). */
  value: number | null;
  lydo: string;
}

export interface DiscountResult {
  /** The discount in đồng (0 while it cannot stand). */
  dong: number;
  /** The percentage, null for an amount. */
  phantram: number | null;
  /** What the API is sent (PUT …/giamgia). */
  body: DiscountInput;
  /** The contract's first objection to the body, if any (the screen localizes it). */
  issue?: AnyIssue;
  /** More than what it discounts (the body alone cannot tell: it does not know the line). */
  tooMuch: boolean;
}

/** A discount as stored (percentage or amount) as the editor shows it. */
export function draftOf(phantram: number | null, giamgia: number, lydo: string | null): DiscountDraft {
  return phantram != null
    ? { mode: 'percent', value: phantram, lydo: lydo ?? '' }
    : { mode: 'amount', value: giamgia || null, lydo: lydo ?? '' };
}

/** The body a typed discount sends: a percentage or an amount (never both), its reason when there is a discount. */
export function bodyOf(draft: DiscountDraft): DiscountInput {
  const value = draft.value;
  const lydo = value && draft.lydo.trim() ? draft.lydo.trim() : null;
  return draft.mode === 'percent'
    ? { giamgia_phantram: value, giamgia: null, giamgia_lydo: lydo }
    : { giamgia_phantram: null, giamgia: value, giamgia_lydo: lydo };
}

/** The đồng a typed discount takes off `base` (a line's quantity × price, or the bill's total). */
export function discountOn(base: number, draft: DiscountDraft): DiscountResult {
  const body = bodyOf(draft);
  const checked = discountInput.safeParse(body);
  const issue = checked.success ? undefined : checked.error.issues[0];
  const value = draft.value;
  const readable = value !== null && Number.isInteger(value) && value >= 0;
  const percentOk = draft.mode === 'amount' || (readable && value <= 100);
  const dong = !readable || !percentOk ? 0 : draft.mode === 'percent' ? percentOf(base, value) : value;
  const tooMuch = dong > base;
  return {
    dong: tooMuch ? 0 : dong,
    phantram: draft.mode === 'percent' && readable && percentOk ? value : null,
    body,
    issue,
    tooMuch,
  };
}

/** A line's amounts as the bill holds them. */
export interface LineFigures {
  soluong: number;
  dongia: number;
}

export interface LiveTotals {
  lines: (DiscountResult & { thanhtien: number })[];
  bill: DiscountResult;
  totals: BillTotals;
  /** Whether any typed discount cannot stand (saving is then refused before it is sent). */
  problem: boolean;
}

/** The bill as it would be with these discounts: each line's total, the bill's discount and its totals. */
export function liveTotals(
  lines: readonly LineFigures[],
  lineDrafts: readonly DiscountDraft[],
  billDraft: DiscountDraft,
  thu: readonly number[],
  hoan: readonly number[],
): LiveTotals {
  const figured = lines.map((line, at) => {
    const result = discountOn(line.soluong * line.dongia, lineDrafts[at] ?? { mode: 'amount', value: null, lydo: '' });
    return { ...result, thanhtien: lineTotal({ ...line, giamgia: result.dong }) };
  });
  const tongtien = figured.reduce((total, line) => total + line.thanhtien, 0);
  const bill = discountOn(tongtien, billDraft);
  const totals = billTotals({ dong: figured.map((line) => line.thanhtien), giamgia: bill.dong, thu, hoan });
  const problem = [...figured, bill].some((result) => result.tooMuch || result.issue !== undefined);
  return { lines: figured, bill, totals, problem };
}
