import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, fakeApi, ok } from '../../../test/admin';
import { fixtureApi, navigate, renderRoute, serverRender } from '../../../test/pages';
import { clearToasts } from '../../../test/site';
import { resetPromotion } from '../../promotion/promotion-store';
import { charityApi } from '../charity/fixtures';

const receipt = { _id: '0b000000-0000-4000-8000-000000000001', createdAt: '2025-05-01T01:00:00.000Z' };
/** The public API the page's browser calls reach: the address units, the registration and the promotion's count. */
function publicApi(register: () => Response = () => ok({ ...receipt, makhuyenmai: 'KM-7QX4MZ', giamgia: 30 }, 201)) {
  return fakeApi({
    'GET /api/diachi/tinh': () => ok([{ ma: '79', ten: 'Thành phố Hồ Chí Minh', soxa: 168 }]),
    'GET /api/diachi/xa': () =>
      ok({
        docs: [
          {
            _id: '0197a0a0-0000-7000-8000-000000026740',
            ma: '26740',
            ten: 'Phường Sài Gòn',
            tinh_ma: '79',
            tinh_ten: 'Thành phố Hồ Chí Minh',
            sotruoc: 1,
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
        ],
        totalDocs: 1,
        page: 1,
        limit: 0,
        totalPages: 1,
      }),
    'POST /api/dangkythanhvien': register,
    'GET /api/khuyenmai': () => ok({ soluong: 50, conlai: 7, giamgia: 30 }),
  });
}
let api: ReturnType<typeof publicApi>;
const registrations = () => api.calls().filter((call) => call === 'POST /api/dangkythanhvien');

beforeEach(() => {
  api = publicApi();
});

afterEach(() => {
  clearToasts();
  resetPromotion();
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
    for (const label of [
      /Họ và tên/,
      /Số điện thoại/,
      /Email/,
      /Ngày sinh/,
      /Tỉnh\/thành phố/,
      /Số nhà, đường/,
      /Ghi chú/,
    ]) {
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
    expect(screen.getByText('Vui lòng đồng ý với chính sách bảo mật để tiếp tục')).toBeInTheDocument();
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
    expect(registrations()).toEqual([]);
  });

  it('registers with the consent and the address, shows the promotion code, and asks the footer’s count again', async () => {
    const { user } = await open();
    await user.type(field(/Họ và tên/), 'Phạm Thu Trang');
    await user.type(field(/Số điện thoại/), '0912.345.678');
    await user.type(field(/Email/), 'trang@example.vn');
    fireEvent.change(field(/Ngày sinh/), { target: { value: '1990-05-12' } });
    await screen.findByRole('option', { name: 'Thành phố Hồ Chí Minh' });
    await user.selectOptions(field(/Tỉnh\/thành phố/), '79');
    await screen.findByRole('option', { name: 'Phường Sài Gòn' });
    await user.selectOptions(field(/Xã\/phường/), '26740');
    await user.type(field(/Số nhà, đường/), '12 Lê Lợi');
    await user.type(field(/Ghi chú/), 'Tôi muốn khám tổng quát.');
    await user.click(field(/Tôi đồng ý/));
    await user.click(screen.getByRole('button', { name: 'Đăng ký thành viên' }));

    const thanks = await screen.findByTestId('intake-success');
    expect(thanks).toHaveTextContent('Đăng ký thành công');
    expect(thanks).toHaveTextContent('Cảm ơn bạn đã đăng ký thành viên.');
    expect(within(thanks).getByTestId('promotion-code')).toHaveTextContent('Mã khuyến mãi của bạn');
    expect(within(thanks).getByText('KM-7QX4MZ')).toBeInTheDocument();
    expect(thanks).toHaveTextContent('giảm 30% chi phí điều trị hoặc tiểu phẫu');
    expect(api.bodyOf('POST /api/dangkythanhvien')).toEqual({
      hoten: 'Phạm Thu Trang',
      dienthoai: '0912.345.678',
      email: 'trang@example.vn',
      ngaysinh: '1990-05-12',
      tinh_ma: '79',
      xa_ma: '26740',
      diachi: '12 Lê Lợi',
      ghichu: 'Tôi muốn khám tổng quát.',
      dongy: true,
    });
    // A code was taken: the footer's count is asked again and shows what the server says is left.
    await waitFor(() => expect(api.calls()).toContain('GET /api/khuyenmai'));
    expect(await screen.findByText('Còn 7/50 suất ưu đãi')).toBeInTheDocument();
    expect(field(/Họ và tên/)).toHaveValue('');
    expect(field(/Tôi đồng ý/)).not.toBeChecked();

    // Typing again starts a new registration: the thanks goes away.
    await user.type(field(/Họ và tên/), 'A');
    expect(screen.queryByTestId('intake-success')).not.toBeInTheDocument();
  });

  it('says so when every code has been given out', async () => {
    api = publicApi(() => ok({ ...receipt, makhuyenmai: null, giamgia: null }, 201));
    const { user } = await open();
    await user.type(field(/Họ và tên/), 'Phạm Thu Trang');
    await user.type(field(/Số điện thoại/), '0912345678');
    await user.click(field(/Tôi đồng ý/));
    await user.click(screen.getByRole('button', { name: 'Đăng ký thành viên' }));
    const thanks = await screen.findByTestId('intake-success');
    expect(thanks).toHaveTextContent('Các suất ưu đãi đã được trao hết');
    expect(within(thanks).queryByTestId('promotion-code')).toBeNull();
  });

  it("puts the server's field messages under the fields", async () => {
    api = publicApi(() =>
      fail('Dữ liệu chưa hợp lệ, vui lòng kiểm tra các trường được đánh dấu.', 400, { email: 'Email không hợp lệ' }),
    );
    const { user } = await open();
    await user.type(field(/Họ và tên/), 'Phạm Thu Trang');
    await user.type(field(/Số điện thoại/), '0912345678');
    await user.type(field(/Email/), 'trang@example.vn');
    await user.click(field(/Tôi đồng ý/));
    await user.click(screen.getByRole('button', { name: 'Đăng ký thành viên' }));
    expect(await within(theForm()).findByText('Email không hợp lệ')).toBeInTheDocument();
    expect(field(/Email/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field(/Email/)).toHaveFocus());
    expect(field(/Họ và tên/)).toHaveValue('Phạm Thu Trang');
  });

  it('speaks English when the page is in English', async () => {
    const { user } = await open('en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Become an An Khang member');
    await user.click(screen.getByRole('button', { name: 'Register as a member' }));
    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Phone number must not be empty')).toBeInTheDocument();
    await user.type(field(/Full name/), 'Tran Thu Trang');
    await user.type(field(/Phone number/), '0912345678');
    await user.type(field(/Email/), 'not-an-email');
    await user.click(field(/I agree/));
    await user.click(screen.getByRole('button', { name: 'Register as a member' }));
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    expect(registrations()).toEqual([]);
    await user.clear(field(/Email/));
    await user.click(screen.getByRole('button', { name: 'Register as a member' }));
    expect(await screen.findByText('Registration complete')).toBeInTheDocument();
    expect(screen.getByText('Your promotion code')).toBeInTheDocument();
    const sent = api.fetchMock.mock.calls.find(([, init]) => init.method === 'POST')!;
    expect(sent[1].headers).toMatchObject({ i18nextLng: 'en' });
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
