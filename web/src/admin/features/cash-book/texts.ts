// The cash book's words (admin.resources.cashierShifts in the screen's language) and the shared figures: the
// denominations a Vietnamese drawer holds, and money written the one way every screen and printout writes it.
import { formatMoney } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';

export const cashKey = 'admin.resources.cashierShifts';

/** A text of the cash book's screens, with its parameters. */
export function useCashText() {
  const { t } = useI18n();
  return (name: string, params?: Record<string, string | number>) => t(`${cashKey}.${name}`, params);
}

/** Whole đồng, signed: 1.250.000 ₫, -20.000 ₫. */
export const money = (vnd: number | null | undefined) => formatMoney(vnd ?? 0);

/** A difference with its sign always shown: +20.000 ₫, -5.000 ₫, 0 ₫. */
export const signedMoney = (vnd: number) => (vnd > 0 ? `+${money(vnd)}` : money(vnd));

/** The notes in circulation, largest first (polymer 500k…10k, cotton 5k…1k); coins are no longer used. */
export const denominations = [500_000, 200_000, 100_000, 50_000, 20_000, 10_000, 5_000, 2_000, 1_000] as const;

/** How many of each note, by face value. */
export type NoteCount = Partial<Record<(typeof denominations)[number], number | null>>;

/** Σ face value × count over the notes counted; an unreadable or empty count adds nothing. */
export const countTotal = (count: NoteCount) =>
  denominations.reduce((sum, note) => {
    const n = count[note];
    return n != null && Number.isSafeInteger(n) && n > 0 ? sum + note * n : sum;
  }, 0);
