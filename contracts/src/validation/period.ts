// A period of clinic days in a report's query (?tungay=&denngay=): both days optional (the reader takes today), the
// end not before the start, and no longer than the report allows, since its answer lists every document in it.
// Written once for every report that reads a period: the cash book, the discounts by approver, the packages' money.
import { z } from 'zod';
import { queryOptional } from '../resource';
import { calendarDay } from './rules';

/** Whole days from one calendar day to another (YYYY-MM-DD). */
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** The two days of a period query, whatever else it filters on (the generic object type hides them from refine). */
type Period = { tungay?: string; denngay?: string };

const inOrder = ({ tungay, denngay }: Period) => !tungay || !denngay || tungay <= denngay;
const shorterThan = ({ tungay, denngay }: Period, maxDays: number) =>
  !tungay || !denngay || daysBetween(tungay, denngay) < maxDays;

/**
 * The period's query with the report's own filters beside it. `maxDays`: the longest period one reading covers;
 * `tooLong`: the validation message (a key under `validation.`) that names the report and its limit.
 */
export function periodQuery<Shape extends z.ZodRawShape>(maxDays: number, tooLong: string, filters: Shape) {
  return z
    .object({ tungay: queryOptional(calendarDay), denngay: queryOptional(calendarDay), ...filters })
    .refine((query) => inOrder(query as Period), {
      error: 'validation.windowEnd',
      path: ['denngay'],
    })
    .refine((query) => shorterThan(query as Period, maxDays), {
      error: `validation.${tooLong}`,
      path: ['denngay'],
    });
}
