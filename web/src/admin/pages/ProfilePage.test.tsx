import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { doctor, fail, ok, renderAdmin, signedInApi } from '../../test/admin';

const SAVE = `PUT /api/nhanvien/${doctor._id}`;

async function openProfile(routes: Parameters<typeof signedInApi>[1] = {}, lang: 'vi' | 'en' = 'vi') {
  const api = signedInApi(doctor, routes);
  renderAdmin({ path: '/admin/hosocanhan', lang });
  await screen.findByRole('heading', { level: 2 });
  return api;
}

const field = (name: string) => screen.getByLabelText(name);

describe('ProfilePage', () => {
  it('shows the account and role, not the clinic id, and the form filled with the profile', async () => {
    await openProfile();
    expect(screen.getByRole('heading', { level: 2, name: 'Hồ sơ cá nhân' })).toBeInTheDocument();
    expect(screen.getByText('bs.lan')).toBeInTheDocument();
    expect(screen.getAllByText('Bác sĩ').length).toBeGreaterThan(0);
    expect(screen.queryByText(doctor.phongkham_id!)).not.toBeInTheDocument();
    expect(field('Họ tên')).toHaveValue('Trần Thị Lan');
    expect(field('Số điện thoại')).toHaveValue('0912345678');
    expect(field('Email')).toHaveValue('lan@ankhang.vn');
  });

  it('saves with PUT /api/nhanvien/:id, says so, and shows the new name everywhere', async () => {
    const saved = { ...doctor, hoten: 'Trần Thị Lan Anh', dienthoai: null, email: 'lananh@ankhang.vn' };
    const { bodyOf } = await openProfile({ [SAVE]: () => ok(saved) });
    const user = userEvent.setup();
    await user.clear(field('Họ tên'));
    await user.type(field('Họ tên'), '  Trần Thị Lan Anh ');
    await user.clear(field('Số điện thoại'));
    await user.clear(field('Email'));
    await user.type(field('Email'), 'lananh@ankhang.vn');
    await user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Cập nhật Thông tin cá nhân thành công')).toBeInTheDocument();
    expect(bodyOf(SAVE)).toEqual({ hoten: 'Trần Thị Lan Anh', dienthoai: null, email: 'lananh@ankhang.vn' });
    expect(screen.getByRole('button', { name: 'Tài khoản của Trần Thị Lan Anh' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Trần Thị Lan Anh' })).toBeInTheDocument();
  });

  it('says so in English too', async () => {
    await openProfile({ [SAVE]: () => ok(doctor) }, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Personal information updated successfully')).toBeInTheDocument();
  });

  it("shows the server's text when the save fails, and its per-field message", async () => {
    await openProfile({
      [SAVE]: () =>
        fail('Dữ liệu chưa hợp lệ, vui lòng kiểm tra các trường được đánh dấu.', 400, {
          email: 'Email đã được sử dụng',
        }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(
      await screen.findByText('Dữ liệu chưa hợp lệ, vui lòng kiểm tra các trường được đánh dấu.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Email đã được sử dụng')).toBeInTheDocument();
    expect(screen.queryByText('Cập nhật Thông tin cá nhân thành công')).not.toBeInTheDocument();
  });

  it('shows the profile failure text when the server said nothing (network, timeout)', async () => {
    await openProfile({ [SAVE]: () => Promise.reject(new TypeError('Failed to fetch')) });
    await userEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Có lỗi trong quá trình cập nhật, vui lòng thử lại')).toBeInTheDocument();
    expect(screen.queryByText('Có lỗi xảy ra, vui lòng kiểm tra và thử lại.')).not.toBeInTheDocument();
  });

  it('checks the fields with the contract rules before saving', async () => {
    const { calls } = await openProfile({ [SAVE]: () => ok(doctor) });
    const user = userEvent.setup();
    await user.clear(field('Họ tên'));
    await user.clear(field('Số điện thoại'));
    await user.type(field('Số điện thoại'), '09123');
    await user.clear(field('Email'));
    await user.type(field('Email'), 'khong-phai-email');
    await user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Không được để trống')).toBeInTheDocument();
    expect(screen.getByText('Số điện thoại không hợp lệ')).toBeInTheDocument();
    expect(screen.getByText('Email không hợp lệ')).toBeInTheDocument();
    expect(calls()).not.toContain(SAVE);
  });

  it('is reached from the user menu', async () => {
    signedInApi(doctor);
    const user = userEvent.setup();
    const { location } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Tài khoản của Trần Thị Lan' }));
    await user.click(await screen.findByRole('menuitem', { name: /Hồ sơ cá nhân/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Hồ sơ cá nhân' })).toBeInTheDocument();
    expect(location()).toBe('/admin/hosocanhan');
  });
});
