// The reports' words, read from admin.resources.reports in the screen's language, and the named periods every
// report offers (today, this week from Monday, this month, last month), counted in the clinic's days.
import { addDays, clinicDay } from '@phongkham/contracts';
import { formatPrice } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import type { PeriodPreset } from '../../kit/PeriodPicker';

export function useReportText() {
  const { t } = useI18n();
  return (name: string, params?: Record<string, string | number>) => t(`admin.resources.reports.${name}`, params);
}

/** Whole đồng the Vietnamese way in both languages: 1.250.000 ₫ (a negative net keeps its sign). */
export const money = (vnd: number | null | undefined) => formatPrice(vnd ?? 0);

/**
 * Millions for a chart's axis, to two decimals so that a small day's ticks stay distinct and true ("0,15 tr", not
 * "0,2 tr" for 150.000 đ): "1,25 tr" / "1.25M". A whole amount would not fit the axis' width.
 */
export const millions = (lang: string) => (vnd: number) =>
  lang === 'vi'
    ? `${(vnd / 1_000_000).toLocaleString('vi-VN', { maximumFractionDigits: 2 })} tr`
    : `${(vnd / 1_000_000).toLocaleString('en-US', { maximumFractionDigits: 2 })}M`;

/** The last day of the month before `day`'s. */
const lastOfPreviousMonth = (day: string) => addDays(`${day.slice(0, 7)}-01`, -1);

/** Today, this week (Monday to today), this month (the 1st to today) and last month, as of `today`. */
export function periodPresets(label: (name: string) => string, today = clinicDay()): PeriodPreset[] {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const lastMonthEnd = lastOfPreviousMonth(today);
  return [
    { label: label('presets.today'), from: today, to: today },
    { label: label('presets.thisWeek'), from: addDays(today, -weekday), to: today },
    { label: label('presets.thisMonth'), from: `${today.slice(0, 7)}-01`, to: today },
    { label: label('presets.lastMonth'), from: `${lastMonthEnd.slice(0, 7)}-01`, to: lastMonthEnd },
  ];
}

/** The query a report reads from the address: its period and filters as they stand. */
export function reportQuery(params: URLSearchParams, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));
}
