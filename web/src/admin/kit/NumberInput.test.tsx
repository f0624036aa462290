// The kit's number field: a decimal comma or point is 2.9 in either language (antd's field read "2,9" as 29), the
// value is shown in the language's style once left, and a separator the field cannot place is never dropped.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { NumberKind } from '../../shared/format';
import { I18nProvider } from '../../shared/i18n/I18nProvider';
import { adminTables } from '../i18n';
import { NumberInput } from './NumberInput';

function Harness({ kind, onChange }: { kind?: NumberKind; onChange: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <NumberInput
      aria-label="value"
      kind={kind}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const renderNumber = (lang: 'vi' | 'en', kind?: NumberKind) => {
  const onChange = vi.fn();
  render(
    <I18nProvider initialLang={lang} tables={adminTables}>
      <Harness kind={kind} onChange={onChange} />
    </I18nProvider>,
  );
  return { onChange, input: screen.getByLabelText('value') as HTMLInputElement };
};

describe('NumberInput', { timeout: 60_000 }, () => {
  it('reads a decimal comma as 2.9 and shows it the Vietnamese way', async () => {
    const { onChange, input } = renderNumber('vi');
    await userEvent.type(input, '2,9');
    expect(onChange).toHaveBeenLastCalledWith(2.9);
    await userEvent.tab();
    expect(input.value).toBe('2,9');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('reads a decimal point as 2.9 and shows it with a comma in Vietnamese', async () => {
    const { onChange, input } = renderNumber('vi');
    await userEvent.type(input, '2.9');
    expect(onChange).toHaveBeenLastCalledWith(2.9);
    await userEvent.tab();
    expect(input.value).toBe('2,9');
  });

  it('reads either separator as 2.9 in English and shows a point', async () => {
    const { onChange, input } = renderNumber('en');
    await userEvent.type(input, '2,9');
    expect(onChange).toHaveBeenLastCalledWith(2.9);
    await userEvent.tab();
    expect(input.value).toBe('2.9');
  });

  it('never drops a separator it cannot place: the text stays, marked invalid, and hands on NaN', async () => {
    const { onChange, input } = renderNumber('vi');
    await userEvent.type(input, '1.234,5');
    expect(onChange).toHaveBeenLastCalledWith(Number.NaN);
    await userEvent.tab();
    expect(input.value).toBe('1.234,5');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('reads money as whole đồng grouped by dots, and refuses a decimal comma there', async () => {
    const { onChange, input } = renderNumber('vi', 'money');
    await userEvent.type(input, '1.250.000');
    expect(onChange).toHaveBeenLastCalledWith(1250000);
    await userEvent.clear(input);
    await userEvent.type(input, '150000');
    await userEvent.tab();
    expect(input.value).toBe('150.000');
    await userEvent.clear(input);
    await userEvent.type(input, '1,5');
    expect(onChange).toHaveBeenLastCalledWith(Number.NaN);
  });

  it('has no English hidden labels: no steppers speaking "Increase Value"', () => {
    renderNumber('vi');
    expect(screen.queryByLabelText(/Increase Value|Decrease Value/)).toBeNull();
  });
});
