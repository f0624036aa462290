import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { doctor, fail, ok, renderAdmin, signedInApi } from '../../../test/admin';

const SAVE = `PUT /api/nhanvien/${doctor._id}`;

async function openProfile(routes: Parameters<typeof signedInApi>[1] = {}, lang: 'vi' | 'en' = 'vi') {
  const api = signedInApi(doctor, routes);
  renderAdmin({ path: '/admin/hosocanhan', lang });
  await screen.findByRole('heading', { level: 2 });
  return api;
}

const field = (name: string) => screen.getByLabelText(name);

// Typing into Ant Design's inputs is slow in jsdom on a busy machine.
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
    // Ant Design shows a field's error a timer after the form learns it, so the toast can come first.
    expect(await screen.findByText('Email đã được sử dụng')).toBeInTheDocument();
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

describe('ProfilePage: the avatar', () => {
  const picture = () =>
    new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3])], 'chan-dung.png', { type: 'image/png' });
  const stored = {
    _id: '01930000-0000-7000-8000-0000000000aa',
    url: '/uploads/01930000-0000-7000-8000-0000000000aa.webp',
    tenfile: 'chan-dung.png',
    loai: 'image/webp',
    kichthuoc: 2048,
    chieurong: 256,
    chieucao: 256,
    folder_id: 'avatars',
    provider: 'local',
    createdAt: '2026-11-22T08:00:00.000Z',
  };
  const avatarInput = () => screen.getByLabelText('Ảnh đại diện');
  const headerPicture = () =>
    screen
      .getByRole('button', { name: /^Tài khoản của/ })
      .querySelector('img')
      ?.getAttribute('src') ?? null;

  it('uploads the chosen picture first, then saves the profile with its id, and shows it in the header', async () => {
    const order: string[] = [];
    let uploaded: FormData | null = null;
    const { calls, bodyOf } = await openProfile({
      'POST /api/uploads': (_body, init) => {
        order.push('upload');
        uploaded = init.body as FormData;
        return ok(stored, 201);
      },
      // The answer is the saved record, the picture it now points at included.
      [SAVE]: (body) => {
        order.push('save');
        const hinhanh_id = (body as { hinhanh_id: string }).hinhanh_id;
        return ok({
          ...doctor,
          hinhanh_id,
          hinhanh: { _id: hinhanh_id, url: stored.url, chieurong: 256, chieucao: 256 },
        });
      },
    });
    const user = userEvent.setup();
    expect(headerPicture()).toBeNull();
    await user.upload(avatarInput(), picture());
    expect(await screen.findByText('Ảnh mới sẽ được lưu khi bấm Lưu thay đổi.')).toBeInTheDocument();
    expect(calls()).not.toContain('POST /api/uploads');

    await user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Cập nhật Thông tin cá nhân thành công')).toBeInTheDocument();
    expect(order).toEqual(['upload', 'save']);
    const form = uploaded as unknown as FormData;
    expect((form.get('file') as File).name).toBe('chan-dung.png');
    expect(form.get('provider')).toBe('local');
    expect(bodyOf(SAVE)).toEqual({
      hoten: 'Trần Thị Lan',
      dienthoai: '0912345678',
      email: 'lan@ankhang.vn',
      hinhanh_id: stored._id,
    });
    await waitFor(() => expect(headerPicture()).toBe(stored.url));
  });

  it("shows the server's text when the upload is refused, and does not save", async () => {
    const { calls } = await openProfile({
      'POST /api/uploads': () => fail('Tệp tải lên không phải là ảnh hợp lệ.', 400),
      [SAVE]: () => ok(doctor),
    });
    const user = userEvent.setup();
    await user.upload(avatarInput(), picture());
    await user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Tệp tải lên không phải là ảnh hợp lệ.')).toBeInTheDocument();
    expect(calls()).not.toContain(SAVE);
  });

  it('shows the profile failure text when the upload gets no answer', async () => {
    const { calls } = await openProfile({
      'POST /api/uploads': () => Promise.reject(new TypeError('Failed to fetch')),
      [SAVE]: () => ok(doctor),
    });
    const user = userEvent.setup();
    await user.upload(avatarInput(), picture());
    await user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Có lỗi trong quá trình cập nhật, vui lòng thử lại')).toBeInTheDocument();
    expect(calls()).not.toContain(SAVE);
  });

  it('shows the failure when the save after a good upload fails', async () => {
    await openProfile({
      'POST /api/uploads': () => ok(stored, 201),
      [SAVE]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const user = userEvent.setup();
    await user.upload(avatarInput(), picture());
    await user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Có lỗi trong quá trình cập nhật, vui lòng thử lại')).toBeInTheDocument();
    expect(headerPicture()).toBeNull();
  });

  it('refuses a file that is not a picture or is over 5 MB before sending anything', async () => {
    const { calls } = await openProfile();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(avatarInput(), new File(['xin chào'], 'ghi-chu.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Tệp đã chọn không phải là ảnh.')).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'lon.jpg', { type: 'image/jpeg' });
    await user.upload(avatarInput(), big);
    expect(await screen.findByText('Ảnh vượt quá 5 MB, vui lòng chọn ảnh nhỏ hơn.')).toBeInTheDocument();
    expect(screen.queryByText('Ảnh mới sẽ được lưu khi bấm Lưu thay đổi.')).not.toBeInTheDocument();
    expect(calls().some((call) => call.includes('/api/uploads'))).toBe(false);
  });

  it('shows the current picture, and removes it with hinhanh_id null', async () => {
    const withPicture = {
      ...doctor,
      hinhanh_id: stored._id,
      hinhanh: { _id: stored._id, url: stored.url, chieurong: 256, chieucao: 256 },
    };
    const api = signedInApi(withPicture, { [SAVE]: () => ok({ ...doctor, hinhanh_id: null, hinhanh: null }) });
    renderAdmin({ path: '/admin/hosocanhan' });
    await screen.findByRole('heading', { level: 2 });
    expect(headerPicture()).toBe(stored.url);
    expect(screen.getByAltText('Ảnh đại diện của Trần Thị Lan')).toHaveAttribute('src', stored.url);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Bỏ ảnh/ }));
    await user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Cập nhật Thông tin cá nhân thành công')).toBeInTheDocument();
    expect(api.bodyOf(SAVE)).toMatchObject({ hinhanh_id: null });
    await waitFor(() => expect(headerPicture()).toBeNull());
  });
});
