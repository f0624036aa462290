// A range of days above a list, kept in the URL as two filters (`tungay`, `denngay`: YYYY-MM-DD, each end
// optional). The server reads the days in the clinic's time zone, so the picker sends days, never moments.
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useI18n } from '../../shared/i18n/I18nProvider';
import styles from './kit.module.css';
import type { ListState } from './list';

/** A day-range filter: its two ends' query names (both among the resource's filters) and its label. */
export interface DayRangeSpec {
  kind: 'dayRange';
  from: string;
  to: string;
  label: string;
}

const DAY = 'YYYY-MM-DD';

export function DayRangeFilter({ spec, state }: { spec: DayRangeSpec; state: ListState }) {
  const { t } = useI18n();
  const day = (name: string) => {
    const text = state.filters[name];
    const value = text ? dayjs(text, DAY) : null;
    return value?.isValid() ? value : null;
  };
  return (
    <DatePicker.RangePicker
      className={styles.dayRange}
      aria-label={spec.label}
      format={t('admin.kit.dayFormat')}
      placeholder={[t('admin.kit.fromDay'), t('admin.kit.toDay')]}
      allowEmpty={[true, true]}
      value={[day(spec.from), day(spec.to)]}
      onChange={(range) =>
        state.update({ [spec.from]: range?.[0]?.format(DAY) ?? null, [spec.to]: range?.[1]?.format(DAY) ?? null })
      }
    />
  );
}
