// A calendar day typed or picked in the order of the screen's language (26/11/2026 in Vietnamese, 11/26/2026 in
// English), never in the browser's: a native date box follows the browser's locale, so a Vietnamese screen in an
// English Chromium asked for mm/dd/yyyy, which a receptionist reads the wrong way round.
import { DatePicker, type DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useState } from 'react';
import { useI18n } from '../../shared/i18n/I18nProvider';

dayjs.extend(customParseFormat);

const DAY = 'YYYY-MM-DD';

/**
 * A day typed that does not exist (31/02) is never handed on, but the picker kept showing it once left, over an
 * empty field: the receptionist saw a birth day that would not be saved. Leaving the field with such text puts
 * back what the field holds.
 */
type BlurHandler = NonNullable<DatePickerProps['onBlur']>;

function useShownIsHeld(format: string, onBlur?: BlurHandler) {
  const [generation, setGeneration] = useState(0);
  return {
    key: generation,
    onBlur: ((event, info) => {
      const text = event.target instanceof HTMLInputElement ? event.target.value.trim() : '';
      if (text && !dayjs(text, format, true).isValid()) setGeneration((n) => n + 1);
      onBlur?.(event, info);
    }) satisfies BlurHandler,
  };
}

/** For kit forms, whose date fields hold a dayjs (their transforms convert); with `showTime`, a day and an hour. */
export function DayPicker(props: Omit<DatePickerProps, 'format' | 'picker'>) {
  const { t } = useI18n();
  const day = t('admin.kit.dayFormat');
  const format = props.showTime ? `${day} HH:mm` : day;
  const shown = useShownIsHeld(format, props.onBlur);
  // antd's Vietnamese placeholder is "Chọn thời điểm" (a moment) even where only a day is asked.
  const placeholder = props.placeholder ?? (props.showTime ? undefined : t('admin.kit.dayPlaceholder'));
  return <DatePicker {...props} placeholder={placeholder} key={shown.key} onBlur={shown.onBlur} format={format} />;
}

type Props = Omit<DatePickerProps, 'value' | 'onChange' | 'format' | 'picker'> & {
  value?: string | null;
  onChange?: (day: string | undefined) => void;
};

/** For a day held as the wire's text (YYYY-MM-DD), as a plain antd form or a screen's own state keeps it. */
export function DayInput({ value, onChange, onBlur, ...rest }: Props) {
  const { t } = useI18n();
  const format = t('admin.kit.dayFormat');
  const shown = useShownIsHeld(format, onBlur);
  const day = value ? dayjs(value.slice(0, 10), DAY) : null;
  return (
    <DatePicker
      placeholder={t('admin.kit.dayPlaceholder')}
      {...rest}
      key={shown.key}
      onBlur={shown.onBlur}
      format={format}
      value={day?.isValid() ? day : null}
      onChange={(picked) => {
        // One day is picked here; antd's type also covers its multiple-day mode.
        const one: Dayjs | null | undefined = Array.isArray(picked) ? picked[0] : picked;
        onChange?.(one ? one.format(DAY) : undefined);
      }}
    />
  );
}
