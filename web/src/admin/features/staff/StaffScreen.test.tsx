import { defaultRoleMenus, type RoleRecord, type StaffListItem, type StaffRecord } from '@phongkham/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { doctor, fail, ok, owner, renderAdmin, signedInApi, staffWithRole } from '../../../test/admin';

// The whole back office renders for each test; a loaded machine needs more than the default second.

const admin = staffWithRole('ADMIN', { _id: '3f0e7c1a-5b2d-4c8e-9a61-0d2f4b6c8e11' });
const manager = staffWithRole('QUANLY', { _id: '3f0e7c1a-5b2d-4c8e-9a61-0d2f4b6c8e12' });

const roleRecord = (ma: keyof typeof defaultRoleMenus, ten: string, n: number): RoleRecord => ({
  _id: `9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4${n}`,
  ma,
  ten,
  menu: defaultRoleMenus[ma],
  macdinh: true,
  sonhanvien: 1,
  createdAt: '2026-01-05T03:00:00.000Z',
  updatedAt: '2026-01-05T03:00:00.000Z',
});
const roles = [
  roleRecord('ADMINISTRATOR', 'Chủ hệ thống', 1),
  roleRecord('ADMIN', 'Quản trị viên', 2),
  roleRecord('QUANLY', 'Quản lý phòng khám', 3),
  roleRecord('BACSY', 'Bác sĩ', 4),
];
const [ownerRole, adminRole, managerRole, doctorRole] = roles as [RoleRecord, RoleRecord, RoleRecord, RoleRecord];
const rolesPage = { docs: roles, totalDocs: 4, page: 1, limit: 0, totalPages: 1 };

const nurse: StaffRecord = {
  _id: '7b2c4e6a-1d3f-4a5b-8c9d-0e1f2a3b4c5d',
  taikhoan: 'dd.hoa',
  hoten: 'Phạm Thị Hoa',
  dienthoai: '0903111222',
  email: 'hoa@ankhang.vn',
  hinhanh_id: '0190d7c4-5a5a-7000-8000-0000000000aa',
  hinhanh: {
    _id: '0190d7c4-5a5a-7000-8000-0000000000aa',
    url: '/uploads/anh-hoa.webp',
    chieurong: 256,
    chieucao: 256,
  },
  phongkham_id: null,
  kichhoat: true,
  khoa_den: null,
  vaitro: { _id: doctorRole._id, ma: 'BACSY', ten: 'Bác sĩ', menu: defaultRoleMenus.BACSY },
  createdAt: '2026-02-01T02:00:00.000Z',
  updatedAt: '2026-02-01T02:00:00.000Z',
};
const listItem = (member: StaffRecord): StaffListItem => ({
  ...member,
  vaitro: { _id: member.vaitro._id, ma: member.vaitro.ma, ten: member.vaitro.ten },
});
const staffPage = {
  docs: [
    listItem(nurse),
    listItem({
      ...nurse,
      _id: admin._id,
      taikhoan: 'quantri',
      hoten: 'Nguyễn Văn An',
      hinhanh_id: null,
      hinhanh: null,
      kichhoat: false,
    }),
  ],
  totalDocs: 23,
  page: 1,
  limit: 10,
  totalPages: 3,
};

const button = (text: string) => screen.getByText(text, { selector: 'button span' }).closest('button')!;
const findButton = async (text: string) =>
  (await screen.findByText(text, { selector: 'button span' })).closest('button')!;

describe('the staff list', () => {
  it('shows the accounts with role and status, the range, and sends the URL’s filters to the API', async () => {
    const api = signedInApi(admin, {
      'GET /api/nhanvien': () => ok(staffPage),
      'GET /api/vaitro': () => ok(rolesPage),
    });
    renderAdmin({ path: `/admin/nhanvien?q=hoa&vaitro_id=${doctorRole._id}&kichhoat=true&page=1` });
    expect(await screen.findByText('Phạm Thị Hoa')).toBeInTheDocument();
    expect(screen.getByText('dd.hoa')).toBeInTheDocument();
    // The locked account's row says so (in its status column and in the summary phones see under the name).
    expect(within(screen.getByText('quantri').closest('tr')!).getAllByText('Đã khóa').length).toBeGreaterThan(0);
    expect(within(screen.getByText('dd.hoa').closest('tr')!).queryByText('Đã khóa')).toBeNull();
    // A member's photo where there is one; the initials otherwise.
    expect(screen.getByText('dd.hoa').closest('tr')!.querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/anh-hoa.webp',
    );
    expect(screen.getByText('quantri').closest('tr')!.querySelector('img')).toBeNull();
    expect(within(screen.getByText('quantri').closest('tr')!).getByText('NA')).toBeInTheDocument();
    expect(screen.getByText('1-10 trên 23 mục')).toBeInTheDocument();
    const call = api.calls().find((c) => c.startsWith('GET /api/nhanvien?'))!;
    expect(call).toContain('q=hoa');
    expect(call).toContain(`vaitro_id=${doctorRole._id}`);
    expect(call).toContain('kichhoat=true');
    // The account's page uses the spec's spelling.
    expect(screen.getByText('Phạm Thị Hoa').closest('a')).toHaveAttribute('href', `/admin/nhanhvien/${nurse._id}`);
    expect(button('Thêm nhân viên')).toBeInTheDocument();
  });

  it('puts a search and the filters in the URL, and clears them', async () => {
    signedInApi(admin, { 'GET /api/nhanvien': () => ok(staffPage), 'GET /api/vaitro': () => ok(rolesPage) });
    const { location } = renderAdmin({ path: '/admin/nhanvien?page=2' });
    await screen.findByText('Phạm Thị Hoa');
    const search = screen.getByLabelText('Tìm kiếm');
    fireEvent.change(search, { target: { value: 'nguyen van' } });
    await userEvent.type(search, '{Enter}');
    expect(location()).toBe('/admin/nhanvien?q=nguyen+van');
    await userEvent.click(button('Xóa bộ lọc'));
    expect(location()).toBe('/admin/nhanvien');
  });

  it('shows QUANLY the list without the add button; BACSY is told the page is not theirs', async () => {
    signedInApi(manager, { 'GET /api/nhanvien': () => ok(staffPage), 'GET /api/vaitro': () => ok(rolesPage) });
    renderAdmin({ path: '/admin/nhanvien' });
    await screen.findByText('Phạm Thị Hoa');
    expect(screen.queryByText('Thêm nhân viên')).not.toBeInTheDocument();
  });

  it('is not open to BACSY', async () => {
    signedInApi(doctor);
    const { location } = renderAdmin({ path: '/admin/nhanvien' });
    await screen.findByText('Bạn chưa được cấp quyền xem “Nhân viên”');
    expect(location()).toBe('/admin/nhanvien');
  });

  it('serves the same list behind /users, linking within /users', async () => {
    signedInApi(owner, { 'GET /api/nhanvien': () => ok(staffPage), 'GET /api/vaitro': () => ok(rolesPage) });
    renderAdmin({ path: '/admin/users', lang: 'en' });
    expect(await screen.findByText('Phạm Thị Hoa')).toBeInTheDocument();
    expect(screen.getByText('Phạm Thị Hoa').closest('a')).toHaveAttribute('href', `/admin/users/${nurse._id}`);
    expect(screen.getByText('1-10 of 23 items')).toBeInTheDocument();
  });
});

describe('adding a staff member', () => {
  it('checks the fields with the spec’s messages before sending anything', async () => {
    const api = signedInApi(admin, { 'GET /api/vaitro': () => ok(rolesPage) });
    renderAdmin({ path: '/admin/nhanvien/them-moi' });
    await userEvent.click(await findButton('Tạo tài khoản'));
    expect(await screen.findByText('Tài khoản không được để trống')).toBeInTheDocument();
    expect(screen.getByText('Mật khẩu không được để trống')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng nhập lại mật khẩu')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Mật khẩu'), { target: { value: '12345' } });
    expect(await screen.findByText('Mật khẩu phải có ít nhất 6 ký tự')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Nhập lại mật khẩu'), { target: { value: '54321' } });
    expect(await screen.findByText('Mật khẩu nhập lại không khớp')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Số điện thoại'), { target: { value: '0912' } });
    await userEvent.click(button('Tạo tài khoản'));
    expect(await screen.findByText('Số điện thoại không hợp lệ')).toBeInTheDocument();
    expect(api.calls().some((call) => call.startsWith('POST'))).toBe(false);
  });

  it('offers only the roles the editor may hand out, sends the account and opens it', async () => {
    const created = { ...nurse, _id: '7b2c4e6a-1d3f-4a5b-8c9d-0e1f2a3b4c99', taikhoan: 'le.tan', hoten: 'Võ Thị Lan' };
    let answer = fail('Tài khoản "le.tan" đã được sử dụng, vui lòng chọn tên khác.', 409, {
      taikhoan: 'Tài khoản "le.tan" đã được sử dụng, vui lòng chọn tên khác.',
    });
    const api = signedInApi(admin, {
      'GET /api/vaitro': () => ok(rolesPage),
      'POST /api/nhanvien': () => answer,
      [`GET /api/nhanvien/${created._id}`]: () => ok(created),
    });
    const { location } = renderAdmin({ path: '/admin/users/add' });
    // Each field entered whole: typing is not what is tested, and each keystroke renders the whole form again.
    const enter = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    await screen.findByLabelText('Tài khoản');
    enter('Tài khoản', 'Le.Tan');
    enter('Mật khẩu', 'matkhau123');
    enter('Nhập lại mật khẩu', 'matkhau123');
    enter('Họ tên', 'Võ Thị Lan');
    enter('Email', 'lan@ankhang.vn');

    await userEvent.click(screen.getByLabelText('Vai trò'));
    // ADMIN cannot make an ADMINISTRATOR.
    const ownerOption = (await screen.findAllByText('Chủ hệ thống')).at(-1)!.closest('.ant-select-item')!;
    expect(ownerOption).toHaveClass('ant-select-item-option-disabled');
    await userEvent.click((await screen.findAllByText('Quản lý phòng khám')).at(-1)!);

    await userEvent.click(button('Tạo tài khoản'));
    expect(await screen.findAllByText('Tài khoản "le.tan" đã được sử dụng, vui lòng chọn tên khác.')).not.toHaveLength(
      0,
    );
    expect(api.bodyOf('POST /api/nhanvien')).toEqual({
      taikhoan: 'Le.Tan',
      matkhau: 'matkhau123',
      hoten: 'Võ Thị Lan',
      dienthoai: null,
      email: 'lan@ankhang.vn',
      vaitro_id: managerRole._id,
      kichhoat: true,
    });

    answer = ok(created, 201);
    await userEvent.click(button('Tạo tài khoản'));
    await waitFor(() => expect(location()).toBe(`/admin/users/${created._id}`));
    expect(await screen.findByText('Đã tạo tài khoản cho Võ Thị Lan')).toBeInTheDocument();
  });

  it('shows the sample e-mail in the reader’s language', async () => {
    signedInApi(admin, { 'GET /api/vaitro': () => ok(rolesPage) });
    renderAdmin({ path: '/admin/users/add', lang: 'en' });
    expect(await screen.findByLabelText('Email')).toHaveAttribute('placeholder', 'name@clinic.vn');
  });

  it('has no add page without the create permission', async () => {
    signedInApi(manager, { 'GET /api/vaitro': () => ok(rolesPage) });
    renderAdmin({ path: '/admin/nhanvien/them-moi' });
    expect(await screen.findByText('Không tìm thấy trang')).toBeInTheDocument();
    expect(screen.queryByLabelText('Mật khẩu')).not.toBeInTheDocument();
  });
});

describe('a staff member’s page', () => {
  const memberApi = (staff = admin, member: StaffRecord = nurse, routes = {}) =>
    signedInApi(staff, {
      'GET /api/vaitro': () => ok(rolesPage),
      [`GET /api/nhanvien/${member._id}`]: () => ok(member),
      ...routes,
    });

  it('opens at /admin/nhanhvien/{id} under the staff page’s grant, and saves the profile and role', async () => {
    const api = memberApi(admin, nurse, {
      [`PUT /api/nhanvien/${nurse._id}`]: (body: unknown) =>
        ok({ ...nurse, ...(body as object), updatedAt: '2026-02-02T00:00:00Z' }),
    });
    renderAdmin({ path: `/admin/nhanhvien/${nurse._id}` });
    const name = await screen.findByLabelText('Họ tên');
    expect(
      screen.getByRole('heading', { name: 'Phạm Thị Hoa' }).closest('.ant-space')!.querySelector('img'),
    ).toHaveAttribute('src', '/uploads/anh-hoa.webp');
    // The menu shows the staff page as the current one.
    expect(document.querySelector('.ant-menu-item-selected')).toHaveTextContent('Nhân viên');
    fireEvent.change(name, { target: { value: 'Phạm Thị Hoa Mai' } });
    await userEvent.click(button('Lưu thay đổi'));
    await waitFor(() =>
      expect(api.bodyOf(`PUT /api/nhanvien/${nurse._id}`)).toEqual({
        hoten: 'Phạm Thị Hoa Mai',
        dienthoai: '0903111222',
        email: 'hoa@ankhang.vn',
        vaitro_id: doctorRole._id,
        // An ADMIN may read the clinics, so the clinic (none here) is chosen on the same form.
        phongkham_id: null,
      }),
    );
    expect(await screen.findByText('Đã cập nhật thông tin của Phạm Thị Hoa Mai')).toBeInTheDocument();
  });

  it('moves the member to a clinic chosen among the clinics, for a role that may read them', async () => {
    const clinic = { _id: '7b2c4e6a-1d3f-4a5b-8c9d-0e1f2a3b4c55', ten: 'Phòng khám Đa khoa An Tâm' };
    const api = memberApi(admin, nurse, {
      'GET /api/phongkham': () => ok({ docs: [clinic], totalDocs: 1, page: 1, limit: 0, totalPages: 1 }),
      [`PUT /api/nhanvien/${nurse._id}`]: (body: unknown) =>
        ok({ ...nurse, ...(body as object), updatedAt: '2026-02-02T00:00:00Z' }),
    });
    renderAdmin({ path: `/admin/nhanhvien/${nurse._id}` });
    await userEvent.click(await screen.findByLabelText('Phòng khám'));
    await userEvent.click(await screen.findByTitle('Phòng khám Đa khoa An Tâm'));
    await userEvent.click(button('Lưu thay đổi'));
    await waitFor(() =>
      expect(api.bodyOf(`PUT /api/nhanvien/${nurse._id}`)).toMatchObject({ phongkham_id: clinic._id }),
    );
  });

  it('deactivates after confirmation, saying the sessions end', async () => {
    const api = memberApi(admin, nurse, {
      [`PUT /api/nhanvien/${nurse._id}/kichhoat`]: (body: unknown) => ok({ ...nurse, ...(body as object) }),
    });
    renderAdmin({ path: `/admin/nhanhvien/${nurse._id}` });
    await userEvent.click(await findButton('Khóa tài khoản'));
    const confirm = (await screen.findByText('Khóa tài khoản của Phạm Thị Hoa?')).closest(
      '.ant-popover',
    ) as HTMLElement;
    expect(within(confirm).getByText(/bị đăng xuất ngay trên mọi thiết bị/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByText('Khóa tài khoản').closest('button')!);
    await waitFor(() => expect(api.bodyOf(`PUT /api/nhanvien/${nurse._id}/kichhoat`)).toEqual({ kichhoat: false }));
    expect(await screen.findByText('Đã khóa tài khoản của Phạm Thị Hoa')).toBeInTheDocument();
  });

  it('shows a sign-in lock with its end, and lifts it', async () => {
    const locked = { ...nurse, khoa_den: '2026-03-04T02:30:00.000Z' };
    const api = memberApi(admin, locked, {
      [`POST /api/nhanvien/${nurse._id}/mo-khoa`]: () => ok({ ...nurse, khoa_den: null }),
    });
    renderAdmin({ path: `/admin/nhanhvien/${nurse._id}` });
    const lock = await screen.findByTestId('sign-in-lock');
    // The end in the clinic's time (UTC+7), so whoever reads it knows when it opens by itself.
    expect(lock).toHaveTextContent('Đăng nhập bị khóa đến');
    expect(lock).toHaveTextContent('09:30');
    await userEvent.click(within(lock).getByRole('button', { name: /Mở khóa đăng nhập/ }));
    await waitFor(() => expect(api.bodyOf(`POST /api/nhanvien/${nurse._id}/mo-khoa`)).toEqual({}));
    expect(await screen.findByText('Đã mở khóa đăng nhập cho Phạm Thị Hoa')).toBeInTheDocument();
  });

  it('sets a new password typed twice', async () => {
    const api = memberApi(admin, nurse, { [`PUT /api/nhanvien/${nurse._id}/matkhau`]: () => ok({}) });
    renderAdmin({ path: `/admin/users/${nurse._id}` });
    await userEvent.click(await findButton('Đặt lại mật khẩu'));
    const dialog = (await screen.findByText('Đặt lại mật khẩu cho Phạm Thị Hoa')).closest('.ant-modal') as HTMLElement;
    fireEvent.change(within(dialog).getByLabelText('Mật khẩu mới'), { target: { value: 'matkhau-moi' } });
    fireEvent.change(within(dialog).getByLabelText('Nhập lại mật khẩu'), { target: { value: 'matkhau-moi' } });
    await userEvent.click(within(dialog).getByText('Đặt lại mật khẩu', { selector: 'button span' }));
    await waitFor(() =>
      expect(api.bodyOf(`PUT /api/nhanvien/${nurse._id}/matkhau`)).toEqual({ matkhau: 'matkhau-moi' }),
    );
    expect(await screen.findByText('Đã đặt mật khẩu mới cho Phạm Thị Hoa')).toBeInTheDocument();
  });

  it('keeps one’s own role, status and password out of reach', async () => {
    const self: StaffRecord = {
      ...nurse,
      _id: admin._id,
      hoten: admin.hoten,
      vaitro: { ...adminRole, menu: adminRole.menu },
    };
    memberApi(admin, self);
    renderAdmin({ path: `/admin/nhanhvien/${admin._id}` });
    expect(await screen.findByText(/Đây là tài khoản của bạn/)).toBeInTheDocument();
    expect(screen.getByText('Bạn không thể tự đổi vai trò của mình.')).toBeInTheDocument();
    expect(screen.queryByText('Khóa tài khoản')).not.toBeInTheDocument();
    expect(screen.queryByText('Xóa tài khoản')).not.toBeInTheDocument();
    expect(screen.queryByText('Đặt lại mật khẩu')).not.toBeInTheDocument();
  });

  it('only shows an account whose role outranks the editor’s', async () => {
    const boss: StaffRecord = { ...nurse, vaitro: { ...ownerRole, menu: ownerRole.menu } };
    memberApi(admin, boss);
    renderAdmin({ path: `/admin/nhanhvien/${nurse._id}` });
    expect(
      await screen.findByText('Vai trò của tài khoản này có nhiều quyền hơn vai trò của bạn nên bạn chỉ được xem.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Họ tên')).toBeDisabled();
    expect(screen.queryByText('Lưu thay đổi')).not.toBeInTheDocument();
    expect(screen.queryByText('Khóa tài khoản')).not.toBeInTheDocument();
  });

  it('shows QUANLY the account read-only', async () => {
    memberApi(manager, nurse);
    renderAdmin({ path: `/admin/nhanhvien/${nurse._id}` });
    expect(await screen.findByLabelText('Họ tên')).toBeDisabled();
    expect(screen.queryByText('Lưu thay đổi')).not.toBeInTheDocument();
    expect(screen.queryByText('Xóa tài khoản')).not.toBeInTheDocument();
  });

  it('deletes after confirmation and returns to the list', async () => {
    const api = memberApi(admin, nurse, {
      [`DELETE /api/nhanvien/${nurse._id}`]: () => ok({}),
      'GET /api/nhanvien': () => ok({ ...staffPage, docs: [] }),
    });
    const { location } = renderAdmin({ path: `/admin/nhanhvien/${nurse._id}` });
    await userEvent.click(await findButton('Xóa tài khoản'));
    const confirm = (await screen.findByText('Xóa tài khoản của Phạm Thị Hoa?')).closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(confirm).getByText('Xóa tài khoản').closest('button')!);
    await waitFor(() => expect(location()).toBe('/admin/nhanvien'));
    expect(api.calls()).toContain(`DELETE /api/nhanvien/${nurse._id}`);
  });

  it('shows an unknown account as not found', async () => {
    signedInApi(admin, { 'GET /api/vaitro': () => ok(rolesPage) });
    renderAdmin({ path: '/admin/nhanhvien/7b2c4e6a-1d3f-4a5b-8c9d-000000000000' });
    expect(await screen.findByText('Không tìm thấy trang')).toBeInTheDocument();
  });
});
