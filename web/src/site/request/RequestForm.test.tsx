import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, renderSite, setting } from '../../test/site';
import { Footer } from '../layout/Footer';
import { Toaster } from '../ui/Toaster';
import { RequestModalProvider } from './RequestModalProvider';

const THANKS =
  'Cảm ơn bạn đã gửi yêu cầu. Phòng khám đã nhận được thông tin và sẽ liên hệ với bạn trong thời gian sớm nhất.';

type FetchArgs = [input: string, init: RequestInit];

let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderFooter(lang: 'vi' | 'en' = 'vi') {
  const user = userEvent.setup();
  renderSite(
    <RequestModalProvider>
      <Footer setting={setting} />
      <Toaster />
    </RequestModalProvider>,
    { lang },
  );
  return user;
}

const bookButton = () => screen.getByRole('button', { name: 'Đặt lịch hẹn' });
const dialog = () => screen.findByRole('dialog');
const nameInput = () => screen.getByRole('textbox', { name: /Họ và tên/ });
const phoneInput = () => within(screen.getByRole('dialog')).getByRole('textbox', { name: /Số điện thoại/ });
const submitButton = () => screen.getByRole('button', { name: 'Gửi yêu cầu' });
const consentBox = () => screen.getByRole('checkbox', { name: /Tôi đồng ý/ });

beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  clearToasts();
});

describe('Request modal', () => {
  it('opens from the book button as a booking request titled "Đặt lịch khám"', async () => {
    const user = renderFooter();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(bookButton());
    const modal = await dialog();
    expect(modal).toHaveAccessibleName('Đặt lịch khám');
    expect(modal).toHaveAttribute('aria-modal', 'true');
    expect(modal.querySelector('form')).toHaveAttribute('data-request-type', 'DAT_LICH_HEN');
    expect(nameInput()).toHaveValue('');
    expect(phoneInput()).toHaveValue('');
  });

  it('moves focus to the full name field when it opens', async () => {
    const user = renderFooter();
    await user.click(bookButton());
    await dialog();
    expect(nameInput()).toHaveFocus();
  });

  it('shows the placeholders of both fields', async () => {
    const user = renderFooter();
    await user.click(bookButton());
    await dialog();
    expect(nameInput()).toHaveAttribute('placeholder', 'Nhập họ và tên');
    expect(phoneInput()).toHaveAttribute('placeholder', 'Nhập số điện thoại');
  });

  it('opens from the consultation box as a consultation request with the typed phone prefilled', async () => {
    const user = renderFooter();
    await user.type(screen.getByLabelText('Số điện thoại nhận tư vấn'), '0912 345 678');
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    const modal = await dialog();
    expect(modal).toHaveAccessibleName('Đăng ký tư vấn');
    expect(modal.querySelector('form')).toHaveAttribute('data-request-type', 'HO_TRO_TU_VAN');
    expect(phoneInput()).toHaveValue('0912 345 678');
    expect(nameInput()).toHaveValue('');
  });

  it('opens from the consultation box with Enter in the phone field', async () => {
    const user = renderFooter();
    await user.type(screen.getByLabelText('Số điện thoại nhận tư vấn'), '0987654321{Enter}');
    const modal = await dialog();
    expect(modal.querySelector('form')).toHaveAttribute('data-request-type', 'HO_TRO_TU_VAN');
    expect(phoneInput()).toHaveValue('0987654321');
  });

  it('shows both required messages for an empty form and sends nothing', async () => {
    const user = renderFooter();
    await user.click(bookButton());
    await dialog();
    await user.click(submitButton());
    expect(await screen.findByText('Vui lòng nhập họ tên')).toBeInTheDocument();
    expect(screen.getByText('Số điện thoại không được để trống')).toBeInTheDocument();
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
    expect(nameInput()).toHaveAccessibleDescription('Vui lòng nhập họ tên');
    expect(phoneInput()).toHaveAccessibleDescription('Số điện thoại không được để trống');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('rejects an invalid phone and a whitespace-only name without sending', async () => {
    const user = renderFooter();
    await user.click(bookButton());
    await dialog();
    await user.type(nameInput(), '   ');
    await user.type(phoneInput(), '123');
    await user.click(submitButton());
    expect(await screen.findByText('Số điện thoại không hợp lệ')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng nhập họ tên')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a field error when the field is edited', async () => {
    const user = renderFooter();
    await user.click(bookButton());
    await dialog();
    await user.click(submitButton());
    await screen.findByText('Vui lòng nhập họ tên');
    await user.type(nameInput(), 'A');
    expect(screen.queryByText('Vui lòng nhập họ tên')).not.toBeInTheDocument();
    expect(screen.getByText('Số điện thoại không được để trống')).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = renderFooter();
    await user.click(bookButton());
    await dialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bookButton()).toHaveFocus();
  });

  it('closes with the close button', async () => {
    const user = renderFooter();
    await user.click(bookButton());
    await dialog();
    await user.click(screen.getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on a click on the mask, but not on a click inside the dialog', async () => {
    const user = renderFooter();
    await user.click(bookButton());
    const modal = await dialog();
    await user.click(modal);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('dialog-mask'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the page from scrolling while open', async () => {
    const user = renderFooter();
    await user.click(bookButton());
    await dialog();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body.style.overflow).toBe('');
  });

  it('shows an empty form again after it was closed', async () => {
    const user = renderFooter();
    await user.click(bookButton());
    await dialog();
    await user.type(nameInput(), 'Nguyễn Văn An');
    await user.type(phoneInput(), '0912345678');
    await user.click(screen.getByTestId('dialog-mask'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(bookButton());
    await dialog();
    expect(nameInput()).toHaveValue('');
    expect(phoneInput()).toHaveValue('');
  });

  it('sends a valid request, closes and shows the success notification', async () => {
    fetchMock.mockResolvedValue(json({ success: true, data: { _id: 'r1' } }, 201));
    const user = renderFooter();
    await user.click(bookButton());
    await dialog();
    await user.type(nameInput(), 'Nguyễn Văn An');
    await user.type(phoneInput(), '0912345678');
    await user.click(consentBox());
    await user.click(submitButton());

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/yeucau');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ i18nextLng: 'vi', 'content-type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({
      loaiyeucau: 'DAT_LICH_HEN',
      hoten: 'Nguyễn Văn An',
      dienthoai: '0912345678',
      dongy: true,
    });

    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Gửi thành công');
    expect(within(notice).getByText('Gửi thành công')).toBeInTheDocument();
    expect(within(notice).getByText(THANKS)).toBeInTheDocument();
    expect(bookButton()).toHaveFocus();
  });

  it('sends a consultation request with the prefilled phone', async () => {
    fetchMock.mockResolvedValue(json({ success: true, data: { _id: 'r2' } }, 201));
    const user = renderFooter();
    await user.type(screen.getByLabelText('Số điện thoại nhận tư vấn'), '0987654321');
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    await dialog();
    await user.type(nameInput(), 'Trần Thị Bình');
    await user.click(consentBox());
    await user.click(submitButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(init.body as string)).toEqual({
      loaiyeucau: 'HO_TRO_TU_VAN',
      hoten: 'Trần Thị Bình',
      dienthoai: '0987654321',
      dongy: true,
    });
  });

  it('keeps the dialog open and shows the server message when the server refuses', async () => {
    fetchMock.mockResolvedValue(json({ success: false, message: 'Lỗi máy chủ' }, 500));
    const user = renderFooter();
    await user.click(bookButton());
    await dialog();
    await user.type(nameInput(), 'Nguyễn Văn An');
    await user.type(phoneInput(), '0912345678');
    await user.click(consentBox());
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Lỗi máy chủ');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(nameInput()).toHaveValue('Nguyễn Văn An');
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByText('Gửi thành công')).not.toBeInTheDocument();
  });

  it('shows the default text when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = renderFooter();
    await user.click(bookButton());
    await dialog();
    await user.type(nameInput(), 'Nguyễn Văn An');
    await user.type(phoneInput(), '0912345678');
    await user.click(consentBox());
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Có lỗi xảy ra, vui lòng kiểm tra và thử lại.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows the per-field errors of a validation failure under the fields', async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          success: false,
          message: 'Dữ liệu chưa hợp lệ, vui lòng kiểm tra các trường được đánh dấu.',
          errors: { dienthoai: 'Số điện thoại đã bị chặn' },
        },
        400,
      ),
    );
    const user = renderFooter();
    await user.click(bookButton());
    await dialog();
    await user.type(nameInput(), 'Nguyễn Văn An');
    await user.type(phoneInput(), '0912345678');
    await user.click(consentBox());
    await user.click(submitButton());
    expect(await screen.findByText('Số điện thoại đã bị chặn')).toBeInTheDocument();
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('works in English: title, messages and the language header', async () => {
    document.documentElement.lang = 'en';
    fetchMock.mockResolvedValue(json({ success: true, data: { _id: 'r3' } }, 201));
    const user = renderFooter('en');
    await user.click(screen.getByRole('button', { name: 'Book an appointment' }));
    expect(await dialog()).toHaveAccessibleName('Book an examination');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Phone number must not be empty')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'An');
    await user.type(within(screen.getByRole('dialog')).getByRole('textbox', { name: /Phone number/ }), '0912345678');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    // Not sent until the consent box is ticked.
    expect(await screen.findByText('Please agree to the privacy policy to continue')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Sent successfully')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![1].headers).toMatchObject({ i18nextLng: 'en' });
  });

  it('asks for the consent, unticked at first, and sends nothing without it', async () => {
    const user = renderFooter();
    await user.click(bookButton());
    await dialog();
    expect(consentBox()).not.toBeChecked();
    expect(within(await dialog()).getByRole('link', { name: 'Chính sách bảo mật' })).toHaveAttribute(
      'href',
      '/chinh-sach-bao-mat',
    );
    await user.type(nameInput(), 'Nguyễn Văn An');
    await user.type(phoneInput(), '0912345678');
    await user.click(submitButton());
    expect(await screen.findByText('Vui lòng đồng ý với chính sách bảo mật để tiếp tục')).toBeInTheDocument();
    expect(consentBox()).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
