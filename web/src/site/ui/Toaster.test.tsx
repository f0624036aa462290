import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../shared/i18n/I18nProvider';
import { clearToasts } from '../../test/site';
import { siteTables } from '../i18n';
import { TOAST_DURATION_MS, toastStore } from '../toasts';
import { Toaster } from './Toaster';

function renderToaster(lang: 'vi' | 'en' = 'vi') {
  return render(
    <I18nProvider initialLang={lang} tables={siteTables}>
      <Toaster />
    </I18nProvider>,
  );
}

const show = (toast: Parameters<typeof toastStore.show>[0]) => {
  let id = 0;
  act(() => {
    id = toastStore.show(toast);
  });
  return id;
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  clearToasts();
});

describe('Toaster', () => {
  it('closes a notification by itself after 4.5 s and not before', () => {
    expect(TOAST_DURATION_MS).toBe(4500);
    // Within this toaster: files sharing the worker may leave a live region of their own in the page.
    const own = within(renderToaster().container);
    show({ kind: 'success', title: 'Gửi thành công', message: 'Cảm ơn bạn' });
    expect(own.getByRole('status')).toHaveTextContent('Gửi thành côngCảm ơn bạn');

    act(() => vi.advanceTimersByTime(4499));
    expect(screen.getByText('Cảm ơn bạn')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Cảm ơn bạn')).not.toBeInTheDocument();
    expect(own.queryByRole('status')).not.toBeInTheDocument();
  });

  it('gives each notification its own 4.5 s', () => {
    renderToaster();
    show({ kind: 'error', message: 'Lỗi thứ nhất' });
    act(() => vi.advanceTimersByTime(2000));
    show({ kind: 'error', message: 'Lỗi thứ hai' });
    act(() => vi.advanceTimersByTime(2500));
    expect(screen.queryByText('Lỗi thứ nhất')).not.toBeInTheDocument();
    expect(screen.getByText('Lỗi thứ hai')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Lỗi thứ hai')).not.toBeInTheDocument();
  });

  it('closes a notification with its close button', async () => {
    // No clock involved here; Testing Library's async helpers wait on a real timer.
    vi.useRealTimers();
    const user = userEvent.setup();
    renderToaster();
    show({ kind: 'success', message: 'Đã lưu' });
    show({ kind: 'error', message: 'Không lưu được' });
    const saved = screen.getByText('Đã lưu').closest('[data-kind]') as HTMLElement;
    await user.click(within(saved).getByRole('button', { name: 'Đóng thông báo' }));
    expect(screen.queryByText('Đã lưu')).not.toBeInTheDocument();
    expect(screen.getByText('Không lưu được')).toBeInTheDocument();
  });

  it('names the close button in English', () => {
    renderToaster('en');
    show({ kind: 'success', message: 'Saved' });
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });

  it('announces errors as alerts and successes as status', () => {
    renderToaster();
    show({ kind: 'error', message: 'Có lỗi xảy ra, vui lòng kiểm tra và thử lại.' });
    show({ kind: 'success', message: 'Đã gửi' });
    expect(screen.getByRole('alert')).toHaveTextContent('Có lỗi xảy ra, vui lòng kiểm tra và thử lại.');
    expect(screen.getByRole('alert')).toHaveAttribute('data-kind', 'error');
    expect(screen.getByRole('status')).toHaveTextContent('Đã gửi');
  });

  it('keeps the line breaks of a message in its text', () => {
    renderToaster();
    show({ kind: 'error', message: 'Dòng một\nDòng hai' });
    expect(screen.getByRole('alert').querySelector('p')!.textContent).toBe('Dòng một\nDòng hai');
  });

  it('shows notifications raised before it was rendered', () => {
    act(() => {
      toastStore.show({ kind: 'error', message: 'Sớm' });
    });
    renderToaster();
    expect(screen.getByRole('alert')).toHaveTextContent('Sớm');
  });
});
