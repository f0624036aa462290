import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Lang } from '@phongkham/contracts/i18n';
import { I18nProvider, useI18n } from './I18nProvider';
import type { MessageTable } from './translator';

function Greeting() {
  const { t, lang, setLang } = useI18n();
  return (
    <button type="button" onClick={() => setLang(lang === 'vi' ? 'en' : 'vi')}>
      {t('hello')}
    </button>
  );
}

describe('I18nProvider', () => {
  it('switches at once without a loader', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <I18nProvider initialLang="vi" tables={{ vi: { hello: 'Xin chào' }, en: { hello: 'Hello' } }} onChange={onChange}>
        <Greeting />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Xin chào' }));
    expect(screen.getByRole('button')).toHaveTextContent('Hello');
    expect(onChange).toHaveBeenCalledWith('en');
  });

  it('waits for the language to load before switching, and stays when loading fails', async () => {
    const user = userEvent.setup();
    const tables: Record<Lang, MessageTable> = { vi: { hello: 'Xin chào' }, en: {} };
    let finish: () => void = () => undefined;
    const load = vi.fn(
      (lang: Lang) =>
        new Promise<void>((resolve, reject) => {
          if (lang === 'vi') return reject(new Error('offline'));
          finish = () => {
            tables.en = { hello: 'Hello' };
            resolve();
          };
        }),
    );
    const onChange = vi.fn();
    render(
      <I18nProvider initialLang="vi" tables={tables} load={load} onChange={onChange}>
        <Greeting />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button'));
    expect(load).toHaveBeenCalledWith('en');
    expect(screen.getByRole('button')).toHaveTextContent('Xin chào');
    expect(onChange).not.toHaveBeenCalled();
    await act(async () => finish());
    expect(screen.getByRole('button')).toHaveTextContent('Hello');
    expect(onChange).toHaveBeenCalledWith('en');

    await user.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Hello');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
