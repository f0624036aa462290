import { backOfficePages, defaultRoleMenus, type RoleMenuEntry, type RoleRecord } from '@phongkham/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, field, labelled, ok, owner, renderAdmin, signedInApi, staffWithRole } from '../../../test/admin';

// The whole back office renders for each test; a loaded machine needs more than the default second.

const admin = staffWithRole('ADMIN');
const manager = staffWithRole('QUANLY');

const role = (ma: string, ten: string, menu: RoleMenuEntry[], extra: Partial<RoleRecord> = {}): RoleRecord => ({
  _id: `0190d7c4-0000-7000-8000-${String(ma.length).padStart(4, '0')}${ma.charCodeAt(0).toString().padStart(8, '0')}`,
  ma,
  ten,
  menu,
  macdinh: ['ADMINISTRATOR', 'ADMIN', 'QUANLY', 'BACSY'].includes(ma),
  sonhanvien: 0,
  createdAt: '2026-01-05T03:00:00.000Z',
  updatedAt: '2026-01-05T03:00:00.000Z',
  ...extra,
});

const pageIndex = (url: string) => backOfficePages.findIndex((page) => page.url === url);

const roles = [
  role('ADMINISTRATOR', 'Chủ hệ thống', defaultRoleMenus.ADMINISTRATOR, { sonhanvien: 1 }),
  role('ADMIN', 'Quản trị viên', defaultRoleMenus.ADMIN, { sonhanvien: 2 }),
  role('QUANLY', 'Quản lý phòng khám', defaultRoleMenus.QUANLY, { sonhanvien: 3 }),
  role('BACSY', 'Bác sĩ', defaultRoleMenus.BACSY, { sonhanvien: 5 }),
  role('LE_TAN', 'Lễ tân', [{ url: '/tin-tuc', view: true, create: false, update: false, delete: false, actions: [] }]),
];
const letan = roles[4]!;

/** A button by its text (getByRole is slow on the whole back office's DOM). */
const button = (text: string) => screen.getByText(text, { selector: 'button span' }).closest('button')!;
const findButton = async (text: string) =>
  (await screen.findByText(text, { selector: 'button span' })).closest('button')!;
const page = { docs: roles, totalDocs: 5, page: 1, limit: 10, totalPages: 1 };

describe('the roles list', () => {
  it('lists roles with their code, holders and the range, and lets a role with the grants add and delete', async () => {
    const api = signedInApi(admin, { 'GET /api/vaitro': () => ok(page) });
    renderAdmin({ path: '/admin/vaitro?q=le' });
    expect((await screen.findByText('Lễ tân')).closest('a')).toBeInTheDocument();
    expect(screen.getByText('1-5 trên 5 mục')).toBeInTheDocument();
    expect(screen.getAllByText('Mặc định')).toHaveLength(4);
    expect(api.calls().find((call) => call.startsWith('GET /api/vaitro'))).toContain('q=le');
    expect(button('Thêm vai trò')).toBeInTheDocument();
    // Built-in and held roles cannot be deleted; an unused role can.
    expect(labelled('Xóa: Bác sĩ')).toBeDisabled();
    expect(labelled('Xóa: Lễ tân')).toBeEnabled();
  });

  it('deletes after confirmation', async () => {
    const api = signedInApi(admin, {
      'GET /api/vaitro': () => ok(page),
      [`DELETE /api/vaitro/${letan._id}`]: () => ok({}),
    });
    renderAdmin({ path: '/admin/vaitro' });
    await userEvent.click(await screen.findByLabelText('Xóa: Lễ tân'));
    const confirm = (await screen.findByText(/Xóa mục này\?/)).closest('.ant-popover')!;
    await userEvent.click(
      within(confirm as HTMLElement)
        .getByText('Xóa')
        .closest('button')!,
    );
    await waitFor(() => expect(api.calls()).toContain(`DELETE /api/vaitro/${letan._id}`));
    expect(await screen.findByText('Đã xóa vai trò Lễ tân')).toBeInTheDocument();
  });

  it('keeps the page and the sort in the URL', async () => {
    signedInApi(admin, { 'GET /api/vaitro': () => ok(page) });
    const { location } = renderAdmin({ path: '/admin/roles' });
    await userEvent.click((await screen.findAllByText('Tên vai trò'))[0]!);
    expect(location()).toBe('/admin/roles?sort=ten');
  });

  it('is not open to QUANLY, whose role lacks the view permission', async () => {
    signedInApi(manager, { 'GET /api/vaitro': () => ok(page) });
    const { location } = renderAdmin({ path: '/admin/vaitro' });
    await screen.findByText(/^Bạn chưa được cấp quyền xem “/);
    expect(location()).toBe('/admin/vaitro');
  });
});

describe('editing a role', () => {
  it('saves the name and the matrix the editor changed', async () => {
    const api = signedInApi(admin, {
      [`GET /api/vaitro/${letan._id}`]: () => ok(letan),
      [`PUT /api/vaitro/${letan._id}`]: (body) =>
        ok({ ...letan, ...(body as object), updatedAt: '2026-01-06T00:00:00Z' }),
    });
    renderAdmin({ path: `/admin/vaitro/${letan._id}` });
    const name = await screen.findByLabelText('Tên vai trò');
    fireEvent.change(name, { target: { value: 'Lễ tân ca sáng' } });
    await userEvent.click(labelled('Nhân viên: Thêm'));
    // ADMIN lacks the menus catalogue: those boxes stay disabled.
    expect(labelled('Quản lý menu: Xem')).toBeDisabled();
    await userEvent.click(button('Lưu quyền'));
    await waitFor(() =>
      expect(api.bodyOf(`PUT /api/vaitro/${letan._id}`)).toEqual({
        ten: 'Lễ tân ca sáng',
        menu: [
          { url: '/tin-tuc', view: true, create: false, update: false, delete: false, actions: [] },
          { url: '/nhanvien', view: true, create: true, update: false, delete: false, actions: [] },
        ],
      }),
    );
    expect(await screen.findByText('Đã lưu vai trò Lễ tân ca sáng')).toBeInTheDocument();
  });

  it('shows the ADMINISTRATOR role read-only, with the reason', async () => {
    const ownerRole = roles[0]!;
    signedInApi(admin, { [`GET /api/vaitro/${ownerRole._id}`]: () => ok(ownerRole) });
    renderAdmin({ path: `/admin/roles/${ownerRole._id}` });
    expect(
      await screen.findByText(
        'Vai trò Chủ hệ thống luôn có toàn quyền trên mọi trang; quyền của vai trò này không thay đổi được.',
      ),
    ).toBeInTheDocument();
    expect(labelled('Quản lý menu: Xem')).toBeDisabled();
    expect(labelled('Nhân viên: Xem')).toBeDisabled();
    expect(field('Tên vai trò')).toBeDisabled();
    expect(screen.queryByText('Lưu quyền')).not.toBeInTheDocument();
  });

  it('shows a missing role as not found', async () => {
    signedInApi(admin);
    renderAdmin({ path: '/admin/vaitro/0190d7c4-0000-7000-8000-000000000999' });
    expect(await screen.findByText('Không tìm thấy trang')).toBeInTheDocument();
  });
});

describe('adding a role', () => {
  it('checks the code, creates the role and opens it; a taken code lands on its field', async () => {
    let taken = true;
    const api = signedInApi(admin, {
      'POST /api/vaitro': (body) =>
        taken
          ? fail('Mã vai trò "THU_NGAN" đã tồn tại, vui lòng chọn mã khác.', 409, {
              ma: 'Mã vai trò "THU_NGAN" đã tồn tại, vui lòng chọn mã khác.',
            })
          : ok({ ...letan, ...(body as object), _id: '0190d7c4-0000-7000-8000-000000000777' }, 201),
      'GET /api/vaitro/0190d7c4-0000-7000-8000-000000000777': () => ok({ ...letan, ma: 'THU_NGAN', ten: 'Thu ngân' }),
    });
    const { location } = renderAdmin({ path: '/admin/roles/add' });
    await userEvent.click(await findButton('Tạo vai trò'));
    await waitFor(() => expect(screen.getAllByText('Không được để trống')).toHaveLength(2));

    // Entered whole: each keystroke would render the form with its matrix again, and typing is not what is tested.
    fireEvent.change(field('Mã'), { target: { value: 'thu ngan' } });
    expect(
      await screen.findByText(
        'Mã vai trò gồm chữ in hoa không dấu, chữ số và dấu gạch dưới, bắt đầu bằng chữ cái (ví dụ LE_TAN)',
      ),
    ).toBeInTheDocument();
    fireEvent.change(field('Mã'), { target: { value: 'thu_ngan' } });
    fireEvent.change(field('Tên vai trò'), { target: { value: 'Thu ngân' } });
    await userEvent.click(labelled('Nhân viên: Xem'));
    await userEvent.click(button('Tạo vai trò'));
    expect(await screen.findAllByText('Mã vai trò "THU_NGAN" đã tồn tại, vui lòng chọn mã khác.')).not.toHaveLength(0);
    expect(api.bodyOf('POST /api/vaitro')).toEqual({
      ma: 'THU_NGAN',
      ten: 'Thu ngân',
      menu: [{ url: '/nhanvien', view: true, create: false, update: false, delete: false, actions: [] }],
    });

    taken = false;
    await userEvent.click(button('Tạo vai trò'));
    await waitFor(() => expect(location()).toBe('/admin/roles/0190d7c4-0000-7000-8000-000000000777'));
  });

  it('has no add page for a role without the create permission', async () => {
    const viewer = staffWithRole('QUANLY', {
      vaitro: {
        ...manager.vaitro,
        menu: [
          ...defaultRoleMenus.QUANLY,
          { url: '/vaitro', view: true, create: false, update: false, delete: false, actions: [] },
        ],
      },
    });
    signedInApi(viewer, { 'GET /api/vaitro': () => ok(page) });
    renderAdmin({ path: '/admin/vaitro/them-moi' });
    expect(await screen.findByText('Không tìm thấy trang')).toBeInTheDocument();
    expect(screen.queryByLabelText('Mã')).not.toBeInTheDocument();
  });
});

describe('role permissions (/admin/phan-quyen-vai-tro)', () => {
  it('picks a role from the URL, edits its matrix and saves it', async () => {
    const bacsy = roles[3]!;
    const api = signedInApi(owner, {
      'GET /api/vaitro': () => ok(page),
      [`PUT /api/vaitro/${bacsy._id}`]: (body) => ok({ ...bacsy, ...(body as object) }),
    });
    renderAdmin({ path: `/admin/phan-quyen-vai-tro?vaitro=${bacsy._id}` });
    const menus = await screen.findByLabelText('Quản lý menu: Xem');
    expect(labelled('Tài khoản bệnh nhân: Xem')).toBeChecked();
    const save = button('Lưu quyền');
    expect(save).toBeDisabled();
    await userEvent.click(labelled('Nhân viên: In'));
    await userEvent.click(save);
    await waitFor(() =>
      expect(api.bodyOf(`PUT /api/vaitro/${bacsy._id}`)).toEqual({
        ten: 'Bác sĩ',
        // The doctor's menu as it was, in the pages' order, and the one permission added.
        menu: [
          ...[...defaultRoleMenus.BACSY].sort((a, b) => pageIndex(a.url) - pageIndex(b.url)),
          { url: '/nhanvien', view: true, create: false, update: false, delete: false, actions: ['PRINT'] },
        ],
      }),
    );
    expect(menus).toBeEnabled();
  });

  it('asks for a role first', async () => {
    signedInApi(owner, { 'GET /api/vaitro': () => ok(page) });
    renderAdmin({ path: '/admin/phan-quyen-vai-tro', lang: 'en' });
    expect(await screen.findByText('Choose a role to see and edit its permissions')).toBeInTheDocument();
  });
});
