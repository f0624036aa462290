import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { doctor, fail, ok, renderAdmin, signedInApi } from '../../../test/admin';

const CHANGE = 'POST /api/nhanvien/change-password';

const field = (label: string) => screen.getByLabelText(label);
const save = () => userEvent.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));

// Typing into Ant Design's inputs is slow in jsdom on a busy machine.
describe('AccountPage', () => {
  it('is reached from the user menu’s “change password”, for a doctor too, and shows the account and role', async () => {
    signedInApi(doctor);
    const user = userEvent.setup();
    const { location } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Tài khoản của Trần Thị Lan' }));
    await user.click(await screen.findByRole('menuitem', { name: /Đổi mật khẩu/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tài khoản của tôi' })).toBeInTheDocument();
    expect(location()).toBe('/admin/tai-khoan');
    const info = screen.getByText('Thông tin tài khoản').closest('.ant-card') as HTMLElement;
    expect(within(info).getByText('bs.lan')).toBeInTheDocument();
    expect(within(info).getAllByText('Bác sĩ').length).toBeGreaterThan(0);
    // The card's head holds its title alone (a link beside it cut the title to "Thông tin tài k…" at 1280 px); the
    // way to the profile is in the card's body.
    expect(info.querySelector('.ant-card-extra')).toBeNull();
    await user.click(within(info).getByRole('button', { name: /Sửa hồ sơ cá nhân/ }));
    expect(location()).toBe('/admin/hosocanhan');
  });

  it('changes the password with the current one, says so and clears the form', async () => {
    const { bodyOf } = signedInApi(doctor, {
      [CHANGE]: () => ok({ token: 't', refreshToken: 'r', exp: 1 }),
    });
    renderAdmin({ path: '/admin/tai-khoan' });
    await screen.findByRole('heading', { level: 2 });
    const user = userEvent.setup();
    await user.type(field('Mật khẩu hiện tại'), 'mat-khau-cu');
    await user.type(field('Mật khẩu mới'), 'mat-khau-moi');
    await user.type(field('Nhập lại mật khẩu mới'), 'mat-khau-moi');
    await save();
    expect(
      await screen.findByText('Đổi mật khẩu thành công. Các phiên đăng nhập khác đã được đăng xuất.'),
    ).toBeInTheDocument();
    expect(bodyOf(CHANGE)).toEqual({ matkhaucu: 'mat-khau-cu', matkhaumoi: 'mat-khau-moi' });
    expect(field('Mật khẩu hiện tại')).toHaveValue('');
  });

  it('checks the fields first: required, 6 characters, typed the same twice', async () => {
    const { calls } = signedInApi(doctor, { [CHANGE]: () => ok({}) });
    renderAdmin({ path: '/admin/tai-khoan' });
    await screen.findByRole('heading', { level: 2 });
    const user = userEvent.setup();
    await save();
    await waitFor(() => expect(screen.getAllByText('Mật khẩu không được để trống')).toHaveLength(3));
    await user.type(field('Mật khẩu mới'), '123');
    await user.type(field('Nhập lại mật khẩu mới'), '124');
    await save();
    expect(await screen.findByText('Mật khẩu phải có ít nhất 6 ký tự')).toBeInTheDocument();
    expect(screen.getByText('Mật khẩu nhập lại không khớp')).toBeInTheDocument();
    expect(calls()).not.toContain(CHANGE);
  });

  it('shows a wrong current password on its field and above the form', async () => {
    signedInApi(doctor, {
      [CHANGE]: () => fail('Mật khẩu hiện tại không đúng.', 400, { matkhaucu: 'Mật khẩu hiện tại không đúng.' }),
    });
    renderAdmin({ path: '/admin/tai-khoan', lang: 'vi' });
    await screen.findByRole('heading', { level: 2 });
    const user = userEvent.setup();
    await user.type(field('Mật khẩu hiện tại'), 'doan-sai');
    await user.type(field('Mật khẩu mới'), 'mat-khau-moi');
    await user.type(field('Nhập lại mật khẩu mới'), 'mat-khau-moi');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Mật khẩu hiện tại không đúng.');
    expect(screen.getAllByText('Mật khẩu hiện tại không đúng.')).toHaveLength(2);
  });

  it('speaks English', async () => {
    signedInApi(doctor);
    renderAdmin({ path: '/admin/tai-khoan', lang: 'en' });
    expect(await screen.findByRole('heading', { level: 2, name: 'My account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
  });
});
