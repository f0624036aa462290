import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderAdmin, signedOutApi } from '../../../test/admin';

const EMAIL = 'POST /api/nhanvien/forgot-password/email';
const PHONE = 'POST /api/nhanvien/forgot-password/phone';
const CONFIRM = 'POST /api/nhanvien/confirm-otp';
const RESET = 'POST /api/nhanvien/reset-password';
const SENT_EMAIL =
  'Nếu email này thuộc một tài khoản đang hoạt động, chúng tôi đã gửi liên kết đặt lại mật khẩu đến email đó.';
const SENT_CODE =
  'Nếu số điện thoại này thuộc một tài khoản đang hoạt động, chúng tôi đã gửi mã xác nhận gồm 6 chữ số qua tin nhắn.';

async function open(
  routes: Parameters<typeof signedOutApi>[0] = {},
  path = '/admin/forget-password',
  lang: 'vi' | 'en' = 'vi',
) {
  const api = signedOutApi(routes);
  const view = renderAdmin({ path, lang });
  await screen.findByRole('heading', { level: 1 });
  return { ...api, ...view };
}

const submit = (name: string | RegExp) => userEvent.click(screen.getByRole('button', { name }));

// Typing into Ant Design's inputs is slow in jsdom on a busy machine.
describe('ForgetPasswordPage', () => {
  it('is reached from the sign-in page while signed out', async () => {
    signedOutApi();
    const { location } = renderAdmin({ path: '/admin/dang-nhap' });
    await userEvent.click(await screen.findByRole('link', { name: 'Quên mật khẩu?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quên mật khẩu' })).toBeInTheDocument();
    expect(location()).toBe('/admin/forget-password');
    await userEvent.click(screen.getByRole('link', { name: 'Quay lại đăng nhập' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeInTheDocument();
  });

  it('checks the address with the contract rules, then sends it and shows the server’s answer', async () => {
    const { bodyOf, calls } = await open({ [EMAIL]: () => ok({ message: SENT_EMAIL }) });
    const user = userEvent.setup();
    await submit('Gửi liên kết đặt lại');
    expect(await screen.findByText('Email không được để trống')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'khong-hop-le');
    await submit('Gửi liên kết đặt lại');
    expect(await screen.findByText('Email không hợp lệ')).toBeInTheDocument();
    expect(calls()).not.toContain(EMAIL);

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), ' lan@ankhang.vn ');
    await submit('Gửi liên kết đặt lại');
    expect(await screen.findByText(SENT_EMAIL)).toBeInTheDocument();
    expect(bodyOf(EMAIL)).toEqual({ email: 'lan@ankhang.vn' });
    expect(screen.getByRole('button', { name: 'Gửi lại' })).toBeInTheDocument();
  });

  it('shows the server’s refusal (too many requests) above the form', async () => {
    await open({
      [EMAIL]: () => fail('Bạn đã gửi quá nhiều yêu cầu khôi phục mật khẩu, vui lòng thử lại sau 60 phút.', 429),
    });
    await userEvent.type(screen.getByLabelText('Email'), 'lan@ankhang.vn');
    await submit('Gửi liên kết đặt lại');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bạn đã gửi quá nhiều yêu cầu khôi phục mật khẩu, vui lòng thử lại sau 60 phút.',
    );
  });

  it('goes by phone: code sent, wrong code refused, right code, new password twice, done', async () => {
    let tries = 0;
    const { bodyOf, location } = await open({
      [PHONE]: () => ok({ message: SENT_CODE }),
      [CONFIRM]: () =>
        ++tries === 1
          ? fail('Mã xác nhận không đúng hoặc đã hết hiệu lực. Vui lòng kiểm tra lại hoặc yêu cầu mã mới.', 400)
          : ok({ resetToken: 'ma-dat-lai-tu-sms' }),
      [RESET]: () => ok({}),
    });
    const user = userEvent.setup();
    await user.click(screen.getByText('Qua số điện thoại'));
    expect(location()).toBe('/admin/forget-password?kenh=phone');

    await user.type(screen.getByLabelText('Số điện thoại'), '0912 345');
    await submit('Gửi mã xác nhận');
    expect(await screen.findByText('Số điện thoại không hợp lệ')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Số điện thoại'), '678');
    await submit('Gửi mã xác nhận');
    expect(await screen.findByText(SENT_CODE)).toBeInTheDocument();
    expect(bodyOf(PHONE)).toEqual({ dienthoai: '0912 345678' });

    await user.type(screen.getByLabelText('Mã xác nhận'), '12');
    await submit('Xác nhận mã');
    expect(await screen.findByText('Mã xác nhận gồm 6 chữ số')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mã xác nhận'), '3456');
    await submit('Xác nhận mã');
    expect(await screen.findByRole('alert')).toHaveTextContent('Mã xác nhận không đúng hoặc đã hết hiệu lực.');
    await submit('Xác nhận mã');
    const newPassword = await screen.findByLabelText('Mật khẩu mới');
    expect(bodyOf(CONFIRM)).toEqual({ dienthoai: '0912 345678', otp: '123456' });

    await user.type(newPassword, 'mat-khau-moi');
    await user.type(screen.getByLabelText('Nhập lại mật khẩu mới'), 'mat-khau-khac');
    await submit('Đặt mật khẩu mới');
    expect(await screen.findByText('Mật khẩu nhập lại không khớp')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Nhập lại mật khẩu mới'));
    await user.type(screen.getByLabelText('Nhập lại mật khẩu mới'), 'mat-khau-moi');
    await submit('Đặt mật khẩu mới');
    expect(await screen.findByText('Đã đặt lại mật khẩu')).toBeInTheDocument();
    expect(bodyOf(RESET)).toEqual({ token: 'ma-dat-lai-tu-sms', matkhau: 'mat-khau-moi' });

    await submit('Đăng nhập');
    expect(await screen.findByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeInTheDocument();
  });

  it('speaks English', async () => {
    await open(
      { [EMAIL]: () => ok({ message: 'If this email belongs to an active account, we have sent a link.' }) },
      '/admin/forget-password',
      'en',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();
    await submit('Send reset link');
    expect(await screen.findByText('Email must not be empty')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'lan@ankhang.vn');
    await submit('Send reset link');
    expect(
      await screen.findByText('If this email belongs to an active account, we have sent a link.'),
    ).toBeInTheDocument();
  });
});

describe('ResetPasswordPage', () => {
  it('sets the new password with the link’s token and sends the user to sign in', async () => {
    const { bodyOf } = await open({ [RESET]: () => ok({}) }, '/admin/reset-password?token=abcDEF_123-xyz');
    expect(screen.getByRole('heading', { level: 1, name: 'Đặt lại mật khẩu' })).toBeInTheDocument();
    const user = userEvent.setup();
    await submit('Đặt mật khẩu mới');
    await waitFor(() => expect(screen.getAllByText('Mật khẩu không được để trống')).toHaveLength(2));
    await user.type(screen.getByLabelText('Mật khẩu mới'), '12345');
    await submit('Đặt mật khẩu mới');
    expect(await screen.findByText('Mật khẩu phải có ít nhất 6 ký tự')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mật khẩu mới'), '6');
    await user.type(screen.getByLabelText('Nhập lại mật khẩu mới'), '123456');
    await submit('Đặt mật khẩu mới');
    expect(await screen.findByText('Đã đặt lại mật khẩu')).toBeInTheDocument();
    expect(bodyOf(RESET)).toEqual({ token: 'abcDEF_123-xyz', matkhau: '123456' });
  });

  it('shows why a link is refused and offers a new one', async () => {
    const { location } = await open(
      {
        [RESET]: () =>
          fail('Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn. Vui lòng yêu cầu liên kết mới.', 400),
      },
      '/admin/reset-password?token=da-dung-roi',
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Mật khẩu mới'), 'mat-khau-moi');
    await user.type(screen.getByLabelText('Nhập lại mật khẩu mới'), 'mat-khau-moi');
    await submit('Đặt mật khẩu mới');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn.',
    );
    await user.click(screen.getByRole('link', { name: 'Yêu cầu liên kết mới' }));
    expect(location()).toBe('/admin/forget-password');
  });

  it('says a link without its token is incomplete', async () => {
    const { calls } = await open({}, '/admin/reset-password');
    expect(screen.getByText(/Liên kết đặt lại mật khẩu không đầy đủ hoặc không hợp lệ/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Mật khẩu mới')).not.toBeInTheDocument();
    expect(calls()).not.toContain(RESET);
  });
});
