import { backOfficePages, type ActionItem, type ApiResource, type MenuItem } from '@phongkham/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, owner, renderAdmin, signedInApi, staffWithRole } from '../../../test/admin';

const menus: MenuItem[] = backOfficePages.map((page, index) => ({
  url: page.url,
  key: page.key,
  group: page.group,
  order: index + 1,
  inMenu: page.inMenu,
  flags: ['view', 'create', 'update', 'delete'],
}));
const resources: ApiResource[] = [
  {
    ten: 'nhanvien',
    duongdan: '/api/nhanvien',
    routes: [
      { method: 'GET', url: '/api/nhanvien', access: { urls: ['/nhanvien', '/users'], flag: 'view' } },
      { method: 'POST', url: '/api/nhanvien/login', access: 'public' },
      {
        method: 'PUT',
        url: '/api/nhanvien/:id',
        access: { urls: ['/nhanvien', '/users'], flag: 'update', self: 'id' },
      },
    ],
  },
  { ten: 'setting', duongdan: '/api/setting', routes: [{ method: 'GET', url: '/api/setting', access: 'public' }] },
];
const actions: ActionItem[] = [
  { ma: 'DOWNLOAD', includes: [] },
  { ma: 'PRINT', includes: [] },
  { ma: 'EXPORT', includes: [] },
  { ma: 'ALL', includes: ['DOWNLOAD', 'PRINT', 'EXPORT'] },
];

const catalogueApi = (staff = owner) =>
  signedInApi(staff, {
    'GET /api/menu': () => ok(menus),
    'GET /api/resource': () => ok(resources),
    'GET /api/action': () => ok(actions),
  });

describe('the read-only catalogue', () => {
  it('lists the pages a role can be granted, filtered by group in the URL, paginated with the range', async () => {
    catalogueApi();
    const { location } = renderAdmin({ path: '/admin/menu?group=clinic' });
    expect(await screen.findByText('/quan-ly-phong-kham')).toBeInTheDocument();
    expect(screen.queryByText('/tin-tuc')).not.toBeInTheDocument();
    // The clinic's pages: the inbox, clinics, patients, member registrations, addresses, catalogues and suppliers.
    expect(screen.getByText('1-7 trên 7 mục')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Tài khoản bệnh nhân', { selector: 'a' }));
    expect(location()).toBe('/admin/menu/patientAccounts');
    // The page's item lists the API routes its grant opens.
    expect(await screen.findByText('Các thao tác API cần quyền trên trang này')).toBeInTheDocument();
  });

  it('shows a page’s API routes on its item', async () => {
    catalogueApi();
    renderAdmin({ path: '/admin/menu/staff' });
    expect(await screen.findByText('/api/nhanvien/:id')).toBeInTheDocument();
    expect(screen.queryByText('/api/nhanvien/login')).not.toBeInTheDocument();
    expect(screen.getByText('(hoặc chính tài khoản của mình)')).toBeInTheDocument();
  });

  it('lists the API resources with the pages that guard them, and one resource’s routes', async () => {
    catalogueApi();
    const { location } = renderAdmin({ path: '/admin/resource', lang: 'en' });
    expect(await screen.findByText('nhanvien')).toBeInTheDocument();
    expect(screen.getByText('No page permission needed')).toBeInTheDocument();
    await userEvent.click(screen.getByText('nhanvien'));
    expect(location()).toBe('/admin/resource/nhanvien');
    expect(await screen.findByText('/api/nhanvien/login')).toBeInTheDocument();
    expect(screen.getByText('Public')).toBeInTheDocument();
    expect(screen.getByText('(or one’s own account)')).toBeInTheDocument();
  });

  it('lists the actions with what ALL includes', async () => {
    catalogueApi();
    renderAdmin({ path: '/admin/action' });
    expect(await screen.findByText('Xuất dữ liệu của trang ra tệp (Excel, CSV).')).toBeInTheDocument();
    expect(screen.getAllByText('Tải xuống').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('1-4 trên 4 mục')).toBeInTheDocument();
  });

  it('is the owner’s by default: ADMIN meets the page saying it may not open it', async () => {
    catalogueApi(staffWithRole('ADMIN'));
    const { location } = renderAdmin({ path: '/admin/resource' });
    await screen.findByText(/^Bạn chưa được cấp quyền xem “/);
    expect(location()).toBe('/admin/resource');
  });
});
