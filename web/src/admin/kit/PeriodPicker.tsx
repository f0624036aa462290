// A period of clinic days kept in the address (?tungay=&denngay=, today when neither is there), so a period can be
// shared and returned to. The range never reaches past today, and one longer than the reading allows keeps the
// chosen end and the longest period before it. The cash book and the discounts by approver read their period here;
// the reports add named periods (today, this week…) offered beside the calendar.
import { clinicDay } from '@phongkham/contracts';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../shared/i18n/I18nProvider';

const DAY = 'YYYY-MM-DD';

/** The period the address names: its first and last day. */
export function usePeriod(): { from: Dayjs; to: Dayjs } {
  const [params] = useSearchParams();
  const today = clinicDay();
  return {
    from: dayjs(params.get('tungay') ?? today, DAY),
    to: dayjs(params.get('denngay') ?? params.get('tungay') ?? today, DAY),
  };
}

/** A named period offered beside the calendar ("This month"), its days as YYYY-MM-DD. */
export interface PeriodPreset {
  label: string;
  from: string;
  to: string;
}

export function PeriodPicker({
  label,
  maxDays,
  presets,
}: {
  label: string;
  maxDays: number;
  presets?: readonly PeriodPreset[];
}) {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const { from, to } = usePeriod();
  const today = dayjs(clinicDay(), DAY);
  return (
    <DatePicker.RangePicker
      aria-label={label}
      format={t('admin.kit.dayFormat')}
      allowClear={false}
      value={[from, to]}
      disabledDate={(day) => day.isAfter(today, 'day')}
      presets={presets?.map((preset) => ({
        label: preset.label,
        value: [dayjs(preset.from, DAY), dayjs(preset.to, DAY)] as [Dayjs, Dayjs],
      }))}
      onChange={(range) => {
        if (!range?.[0] || !range[1]) return;
        const end = range[1];
        const start = end.diff(range[0], 'day') >= maxDays ? end.subtract(maxDays - 1, 'day') : range[0];
        const next = new URLSearchParams(params);
        next.set('tungay', start.format(DAY));
        next.set('denngay', end.format(DAY));
        setParams(next, { replace: true });
      }}
    />
  );
}
