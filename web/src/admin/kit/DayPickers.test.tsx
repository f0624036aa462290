// The kit's day fields: typed in the order of the screen's language and handed on as the wire's YYYY-MM-DD; a day
// that does not exist (31 February) is never handed on, and the field never goes on showing one.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../shared/i18n/I18nProvider';
import { adminTables } from '../i18n';
import { DayInput } from './DayPickers';

function Harness({ onChange }: { onChange: (day: string | undefined) => void }) {
  const [day, setDay] = useState<string | null>(null);
  return (
    <DayInput
      aria-label="day"
      value={day}
      onChange={(next) => {
        setDay(next ?? null);
        onChange(next);
      }}
    />
  );
}

const renderDay = (lang: 'vi' | 'en') => {
  const onChange = vi.fn();
  render(
    <I18nProvider initialLang={lang} tables={adminTables}>
      <Harness onChange={onChange} />
    </I18nProvider>,
  );
  return { onChange, input: screen.getByLabelText('day') as HTMLInputElement };
};

describe('DayInput', { timeout: 60_000 }, () => {
  it('reads a Vietnamese day as day/month/year and hands on the wire text', async () => {
    const { onChange, input } = renderDay('vi');
    // A day, not antd's "Chọn thời điểm" (a moment).
    expect(input).toHaveAttribute('placeholder', 'Chọn ngày');
    await userEvent.type(input, '28/02/2026{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-02-28');
    expect(input.value).toBe('28/02/2026');
  });

  it('reads an English day as month/day/year', async () => {
    const { onChange, input } = renderDay('en');
    await userEvent.type(input, '02/28/2026{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-02-28');
    expect(input.value).toBe('02/28/2026');
  });

  it('never hands on a day that does not exist, nor shows it once the field is left', async () => {
    const { onChange, input } = renderDay('vi');
    await userEvent.type(input, '31/02/2026{Enter}');
    await userEvent.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect((screen.getByLabelText('day') as HTMLInputElement).value).toBe('');
  });

  it('puts back the day it holds when a day that does not exist is typed over it', async () => {
    const { onChange } = renderDay('vi');
    await userEvent.type(screen.getByLabelText('day'), '28/02/2026{Enter}');
    await userEvent.tab();
    const input = screen.getByLabelText('day') as HTMLInputElement;
    await userEvent.type(input, '31/02/2026', { initialSelectionStart: 0, initialSelectionEnd: input.value.length });
    await userEvent.tab();
    expect(onChange.mock.calls).toEqual([['2026-02-28']]);
    expect((screen.getByLabelText('day') as HTMLInputElement).value).toBe('28/02/2026');
  });
});
