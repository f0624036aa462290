import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureApi, navigate, renderRoute, serverRender } from '../../../test/pages';
import { clearToasts } from '../../../test/site';
import { charityApi } from '../charity/fixtures';

type FetchArgs = [input: string, init: RequestInit];
let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const receipt = () =>
  json(
    { success: true, data: { _id: '0b000000-0000-4000-8000-000000000001', createdAt: '2025-05-01T01:00:00.000Z' } },
    201,
  );

beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  clearToasts();
});

async function open(lang: 'vi' | 'en' = 'vi') {
  document.documentElement.lang = lang;
  const user = userEvent.setup();
  const view = await renderRoute('/dang-ky-thanh-vien', { api: fixtureApi(charityApi), lang });
  return { user, ...view };
}

const theForm = () => screen.getByTestId('intake-form');
const field = (label: RegExp) => within(theForm()).getByLabelText(label);

describe('member registration page', () => {
  it('shows the introduction from the API, the benefits and a labelled field for each detail', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Đăng ký thành viên An Khang');
    expect(screen.getByText('Thành viên được giảm 10% phí khám.')).toBeInTheDocument();
    expect(theForm()).toHaveAccessibleName('Thông tin đăng ký');
    expect(screen.getByRole('complementary')).toHaveTextContent(
      'Gọi hotline để được tư vấn về chương trình thành viên.',
    );
    for (const label of [/Họ và tên/, /Số điện thoại/, /Email/, /Ngày sinh/, /Địa chỉ/, /Ghi chú/]) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(field(/Ngày sinh/)).toHaveAttribute('type', 'date');
    expect(field(/Email/).closest('div')).toHaveTextContent('(không bắt buộc)');
    expect(screen.getByText('Các mục có dấu * là bắt buộc.')).toBeInTheDocument();
  });

  it('says what is missing or wrong, in Vietnamese, and sends nothing', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Đăng ký thành viên' }));
    expect(await screen.findByText('Vui lòng nhập họ tên')).toBeInTheDocument();
    expect(screen.getByText('Số điện thoại không được để trống')).toBeInTheDocument();
    await waitFor(() => expect(field(/Họ và tên/)).toHaveFocus());

    await user.type(field(/Họ và tên/), 'Phạm Thu Trang');
    await user.type(field(/Số điện thoại/), '091234567');
    await user.type(field(/Email/), 'trang@@mail');
    fireEvent.change(field(/Ngày sinh/), { target: { value: '2999-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Đăng ký thành viên' }));
    expect(await screen.findByText('Số điện thoại không hợp lệ')).toBeInTheDocument();
    expect(screen.getByText('Email không hợp lệ')).toBeInTheDocument();
    expect(screen.getByText('Ngày không hợp lệ')).toBeInTheDocument();
    expect(field(/Ngày sinh/)).toHaveAccessibleDescription('Ngày không hợp lệ');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers, thanks the visitor and empties the form', async () => {
    fetchMock.mockResolvedValue(receipt());
    const { user } = await open();
    await user.type(field(/Họ và tên/), 'Phạm Thu Trang');
    await user.type(field(/Số điện thoại/), '0912.345.678');
    await user.type(field(/Email/), 'trang@example.vn');
    fireEvent.change(field(/Ngày sinh/), { target: { value: '1990-05-12' } });
    await user.type(field(/Ghi chú/), 'Tôi muốn khám tổng quát.');
    await user.click(screen.getByRole('button', { name: 'Đăng ký thành viên' }));

    const thanks = await screen.findByTestId('intake-success');
    expect(thanks).toHaveTextContent('Đăng ký thành công');
    expect(thanks).toHaveTextContent('Cảm ơn bạn đã đăng ký thành viên.');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/dangkythanhvien');
    expect(JSON.parse(init.body as string)).toEqual({
      hoten: 'Phạm Thu Trang',
      dienthoai: '0912.345.678',
      email: 'trang@example.vn',
      ngaysinh: '1990-05-12',
      ghichu: 'Tôi muốn khám tổng quát.',
    });
    expect(field(/Họ và tên/)).toHaveValue('');
    expect(field(/Ngày sinh/)).toHaveValue('');

    // Typing again starts a new registration: the thanks goes away.
    await user.type(field(/Họ và tên/), 'A');
    expect(screen.queryByTestId('intake-success')).not.toBeInTheDocument();
  });

  it("puts the server's field messages under the fields", async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          success: false,
          message: 'Dữ liệu chưa hợp lệ, vui lòng kiểm tra các trường được đánh dấu.',
          errors: { email: 'Email không hợp lệ' },
        },
        400,
      ),
    );
    const { user } = await open();
    await user.type(field(/Họ và tên/), 'Phạm Thu Trang');
    await user.type(field(/Số điện thoại/), '0912345678');
    await user.type(field(/Email/), 'trang@example.vn');
    await user.click(screen.getByRole('button', { name: 'Đăng ký thành viên' }));
    expect(await within(theForm()).findByText('Email không hợp lệ')).toBeInTheDocument();
    expect(field(/Email/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field(/Email/)).toHaveFocus());
    expect(field(/Họ và tên/)).toHaveValue('Phạm Thu Trang');
  });

  it('speaks English when the page is in English', async () => {
    fetchMock.mockResolvedValue(receipt());
    const { user } = await open('en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Become an An Khang member');
    await user.click(screen.getByRole('button', { name: 'Register as a member' }));
    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Phone number must not be empty')).toBeInTheDocument();
    await user.type(field(/Full name/), 'Tran Thu Trang');
    await user.type(field(/Phone number/), '0912345678');
    await user.type(field(/Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Register as a member' }));
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(field(/Email/));
    await user.click(screen.getByRole('button', { name: 'Register as a member' }));
    expect(await screen.findByText('Registration complete')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![1].headers).toMatchObject({ i18nextLng: 'en' });
  });

  it('is reached by client navigation and renders on the server', async () => {
    const { router } = await renderRoute('/lien-he', { api: fixtureApi(charityApi) });
    await navigate(router, '/dang-ky-thanh-vien');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Đăng ký thành viên An Khang');

    const { status, doc, head } = await serverRender('/dang-ky-thanh-vien', {
      api: fixtureApi(charityApi),
      lang: 'en',
    });
    expect(status).toBe(200);
    expect(doc.querySelector('h1')?.textContent).toBe('Become an An Khang member');
    expect(doc.querySelector('label[for$="-hoten"]')?.textContent).toContain('Full name');
    expect(head).toContain('<title>Become an An Khang member | Phòng khám Đa khoa An Khang</title>');
  });
});
