import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../shared/i18n/I18nProvider';
import { mediaListenerCount, setScreenWidth } from '../../test/media';
import { siteTables } from '../i18n';
import { CollapsiblePanel } from './CollapsiblePanel';

const MEDIUM = '(min-width: 768px)';

function renderPanel(lang: 'vi' | 'en' = 'vi') {
  return render(
    <I18nProvider initialLang={lang} tables={siteTables}>
      <CollapsiblePanel title="Thông tin công ty">
        <ul>
          <li>
            <a href="/gioi-thieu">Giới thiệu</a>
          </li>
        </ul>
      </CollapsiblePanel>
    </I18nProvider>,
  );
}

const toggle = () => screen.getByRole('button', { name: /Thông tin công ty/ });
const icon = () => toggle().querySelector('svg[data-icon]');

describe('CollapsiblePanel', () => {
  it('is open by default with the minus icon at the end of the title', () => {
    renderPanel();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Giới thiệu' })).toBeVisible();
    expect(icon()).toHaveAttribute('data-icon', 'minus');
    expect(toggle().lastElementChild).toBe(icon());
    expect(toggle()).toHaveAttribute('title', 'Thu gọn Thông tin công ty');
  });

  it('names the body it controls', () => {
    renderPanel();
    const body = document.getElementById(toggle().getAttribute('aria-controls')!);
    expect(body).toContainElement(screen.getByRole('link', { name: 'Giới thiệu' }));
  });

  it('closes on click: content hidden, plus icon, aria-expanded false; and opens again on a second click', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(icon()).toHaveAttribute('data-icon', 'plus');
    expect(screen.queryByRole('link', { name: 'Giới thiệu', hidden: false })).not.toBeInTheDocument();
    expect(screen.getByText('Giới thiệu', { selector: 'a' })).not.toBeVisible();
    expect(toggle()).toHaveAttribute('title', 'Mở Thông tin công ty');

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(icon()).toHaveAttribute('data-icon', 'minus');
    expect(screen.getByRole('link', { name: 'Giới thiệu' })).toBeVisible();
  });

  it('re-opens when the screen reaches medium width', async () => {
    const user = userEvent.setup();
    setScreenWidth(375);
    renderPanel();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    act(() => setScreenWidth(768));
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(icon()).toHaveAttribute('data-icon', 'minus');
    expect(screen.getByRole('link', { name: 'Giới thiệu' })).toBeVisible();
  });

  it('stays closed when the screen narrows or changes below medium width', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(toggle());
    act(() => setScreenWidth(500));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    act(() => setScreenWidth(767));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('stops listening to the screen when it goes away', () => {
    const { unmount } = renderPanel();
    expect(mediaListenerCount(MEDIUM)).toBeGreaterThan(0);
    unmount();
    expect(mediaListenerCount(MEDIUM)).toBe(0);
  });

  it('says expand and collapse in English', async () => {
    const user = userEvent.setup();
    renderPanel('en');
    expect(toggle()).toHaveAttribute('title', 'Collapse Thông tin công ty');
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('title', 'Expand Thông tin công ty');
  });
});
