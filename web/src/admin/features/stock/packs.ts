// Quantities in packs and units: a drug's `quycach` ([{ ten: 'Hộp', heso: 100 }, { ten: 'Vỉ', heso: 10 }]) says how
// many smallest units each pack holds. Stock is kept in smallest units and prices per smallest unit (whole đồng);
// a receipt's line may be typed in a pack, and is converted here, once, before it is sent.
import type { DrugPack } from '@phongkham/contracts';

/** The unit a line is typed in: a pack's name, or '' for the smallest unit. */
export type LineUnit = string;

/** How many smallest units one of `unit` holds (1 for the smallest unit or a pack the drug does not have). */
export function factorOf(packs: readonly DrugPack[] | null | undefined, unit: LineUnit | null | undefined): number {
  if (!unit) return 1;
  return packs?.find((pack) => pack.ten === unit)?.heso ?? 1;
}

/** A quantity typed in `unit` as smallest units. */
export const toUnits = (quantity: number, factor: number) => quantity * factor;

/**
 * A price per `unit` as a price per smallest unit, whole đồng. A box of 100 at 105.000 ₫ is 1.050 ₫ a tablet; a box
 * of 30 at 100.000 ₫ is 3.333,3… ₫, rounded half up once here (3.333 ₫), and the line's value shown is then the
 * units times that price, so what is stored and what is shown never disagree.
 */
export const unitPrice = (price: number, factor: number) => Math.round(price / factor);

/**
 * A quantity of smallest units in the largest packs that hold it whole, then the rest: 250 tablets of a box of 100
 * and a blister of 10 read "2 Hộp + 5 Vỉ"; an empty string when no pack applies (under one of the smallest pack).
 */
export function inPacks(units: number, packs: readonly DrugPack[] | null | undefined, smallest: string): string {
  const sorted = [...(packs ?? [])].sort((a, b) => b.heso - a.heso);
  if (!sorted.length || units < sorted[sorted.length - 1]!.heso) return '';
  let left = units;
  const parts: string[] = [];
  for (const pack of sorted) {
    const count = Math.floor(left / pack.heso);
    if (count > 0) parts.push(`${count} ${pack.ten}`);
    left -= count * pack.heso;
  }
  if (left > 0) parts.push(`${left} ${smallest}`);
  return parts.join(' + ');
}
