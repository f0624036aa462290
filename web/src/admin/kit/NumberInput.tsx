// The back office's one number field: lab values, vital signs, doses, weights, counts and prices. It reads what
// staff type by the field's kind (format.ts, parseNumber: "2,9" and "2.9" are 2.9, a separator it cannot place
// makes the text invalid instead of vanishing) and shows the value in the language's style once left (vi 2,9;
// en 2.9; money 1.250.000). antd's InputNumber stripped the comma ("2,9" became 29, flagged and saved) and spoke
// English to screen readers from its steppers, so this is a plain text box with a numeric keyboard.
import { Input, type InputProps } from 'antd';
import { useState, type FocusEvent } from 'react';
import { formatNumber, formatPrice, parseNumber, type NumberKind } from '../../shared/format';
import { useI18n } from '../../shared/i18n/I18nProvider';

export interface NumberInputProps extends Omit<
  InputProps,
  'value' | 'onChange' | 'type' | 'inputMode' | 'min' | 'max'
> {
  /** How typed text is read (decimal comma or point, whole numbers, whole đồng); `decimal` by default. */
  kind?: NumberKind;
  /**
   * The value: a number, null when empty. NaN while the text is not a number of this kind, so a form's rule
   * (the contract's z.number()) refuses it and a screen's own save can tell it apart from an empty field.
   */
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** Bounds: a typed number outside them marks the field invalid (the contract still decides on save). */
  min?: number;
  max?: number;
  /** Decimal places shown once the field is left (at most, 6 by default so nothing typed is hidden); whole kinds show none. */
  decimals?: number;
}

/** The text a value is shown as, in the language's style. */
export function numberText(lang: 'vi' | 'en', value: number | null | undefined, kind: NumberKind, decimals = 6) {
  if (value == null || Number.isNaN(value)) return '';
  if (kind === 'money') return formatPrice(value).replace(/\u00a0₫$/, '');
  return formatNumber(lang, value, { decimals: kind === 'decimal' ? decimals : 0 });
}

/** Whether a value held by a number field may be saved (a number or nothing, not unreadable text). */
export const isNumberReadable = (value: number | null | undefined) => value == null || !Number.isNaN(value);

export function NumberInput({
  kind = 'decimal',
  value,
  onChange,
  min,
  max,
  decimals,
  status,
  onBlur,
  onKeyDown,
  ...rest
}: NumberInputProps) {
  const { lang } = useI18n();
  const shown = numberText(lang, value, kind, decimals);
  // What the box shows: the typed text while it still means the value held, else the value in the language's style.
  const [text, setText] = useState(shown);
  const [lastShown, setLastShown] = useState(shown);
  const held = parseNumber(text, kind);
  const sameValue = (a: number | null | undefined, b: number | null | undefined) =>
    (a ?? null) === (b ?? null) || (Number.isNaN(a) && Number.isNaN(b));
  if (shown !== lastShown) {
    // The value changed from outside (a reset, a record loaded, the language switched): show it.
    setLastShown(shown);
    if (!sameValue(held, value)) setText(shown);
  }
  const outside =
    held !== null && !Number.isNaN(held) && ((min !== undefined && held < min) || (max !== undefined && held > max));
  const invalid = (held !== null && Number.isNaN(held)) || outside;
  return (
    <Input
      {...rest}
      inputMode={kind === 'decimal' ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={text}
      status={invalid ? 'error' : status}
      // A number field to assistive technology, as antd's was, with its value, bounds and validity.
      role="spinbutton"
      aria-valuenow={held === null || Number.isNaN(held) ? undefined : held}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-invalid={invalid || undefined}
      onKeyDown={(event) => {
        // The arrow keys step a readable value by one within the bounds, as a spin button's should.
        if ((event.key === 'ArrowUp' || event.key === 'ArrowDown') && held !== null && !Number.isNaN(held)) {
          event.preventDefault();
          const next = Math.round((held + (event.key === 'ArrowUp' ? 1 : -1)) * 1e6) / 1e6;
          const stepped = Math.min(max ?? Infinity, Math.max(min ?? -Infinity, next));
          setText(numberText(lang, stepped, kind, decimals));
          if (stepped !== value) onChange?.(stepped);
        }
        onKeyDown?.(event);
      }}
      onChange={(event) => {
        const typed = event.target.value;
        // The text stays as typed until the field is left: regrouping while typing would turn 1.500 + 0 into an
        // unreadable 1.5000.
        setText(typed);
        const next = parseNumber(typed, kind);
        if (!sameValue(next, value)) onChange?.(next);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        // Leaving a readable field shows its value in the language's style ("2.9" typed reads "2,9" in vi).
        if (!Number.isNaN(held)) setText(numberText(lang, held, kind, decimals));
        onBlur?.(event);
      }}
    />
  );
}
