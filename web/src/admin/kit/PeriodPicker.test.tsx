// The period picker reads its period from the address, today when the address names none, and shows it in the
// screen's language's day format.
import { clinicDay } from '@phongkham/contracts';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../shared/i18n/I18nProvider';
import { adminTables } from '../i18n';
import { PeriodPicker } from './PeriodPicker';

const renderAt = (path: string, lang: 'vi' | 'en' = 'vi') =>
  render(
    <I18nProvider initialLang={lang} tables={adminTables}>
      <MemoryRouter initialEntries={[path]}>
        <PeriodPicker label="Kỳ" maxDays={92} />
      </MemoryRouter>
    </I18nProvider>,
  );

// The picker's own inputs: a portal another file's test left in the shared document must not count.
const shown = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLInputElement>('.ant-picker-range input')].map((input) => input.value);

describe('PeriodPicker', () => {
  it('shows the period the address names, in the language’s day format', () => {
    const { container } = renderAt('/admin/so-quy/thu-chi?tungay=2026-11-01&denngay=2026-11-05');
    expect(shown(container)).toEqual(['01/11/2026', '05/11/2026']);
  });

  it('is today alone when the address names no period', () => {
    const [year, month, day] = clinicDay().split('-');
    const { container } = renderAt('/admin/so-quy/thu-chi', 'en');
    expect(shown(container)).toEqual(Array(2).fill(`${month}/${day}/${year}`));
  });
});
