// Where the keyboard goes when the request modal closes, and what the footer's consultation box keeps after a send
// (docs/product-rules.md, 'Request modal').
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, renderSite, setting } from '../../test/site';
import { Footer } from '../layout/Footer';
import { Toaster } from '../ui/Toaster';
import { RequestModalProvider } from './RequestModalProvider';

type FetchArgs = [input: string, init: RequestInit];
let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;

beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  clearToasts();
});

function renderFooter() {
  const user = userEvent.setup();
  renderSite(
    <RequestModalProvider>
      <Footer setting={setting} />
      <Toaster />
    </RequestModalProvider>,
  );
  return user;
}

const bookButton = () => screen.getByRole('button', { name: 'Đặt lịch hẹn' });
const consultPhone = () => screen.getByRole('textbox', { name: 'Số điện thoại nhận tư vấn' });
const gone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('Request modal focus', () => {
  it('gives the keyboard back to the button that opened it after a click on the mask', async () => {
    const user = renderFooter();
    await user.click(bookButton());
    await screen.findByRole('dialog');
    await user.click(screen.getByTestId('dialog-mask'));
    await gone();
    await waitFor(() => expect(bookButton()).toHaveFocus());
    // And it stays there once the click is over.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bookButton()).toHaveFocus();
  });

  it('gives the keyboard back after the close button too', async () => {
    const user = renderFooter();
    await user.click(bookButton());
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Đóng' }));
    await gone();
    await waitFor(() => expect(bookButton()).toHaveFocus());
  });
});

describe('the consultation box', () => {
  it('empties its phone once the request is sent', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ success: true, data: { _id: 'r1' } }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const user = renderFooter();
    await user.type(consultPhone(), '0912345678');
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: /Số điện thoại/ })).toHaveValue('0912345678');
    await user.type(within(dialog).getByRole('textbox', { name: /Họ và tên/ }), 'Nguyễn Văn An');
    await user.click(within(dialog).getByRole('checkbox', { name: /Tôi đồng ý/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu' }));
    await gone();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(consultPhone()).toHaveValue('');
  });

  it('keeps its phone when the modal is closed without sending', async () => {
    const user = renderFooter();
    await user.type(consultPhone(), '0912345678');
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await gone();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(consultPhone()).toHaveValue('0912345678');
  });
});
