// Journeys per role: for each of ADMINISTRATOR, ADMIN, QUANLY and BACSY a staff member is created (through the
// API, signed in as the first administrator), signs in, sees exactly the menu the role grants
// (docs/permissions.md), finds that every link in it opens a screen while the pages not built yet are marked as
// coming (docs/decisions/0009-honest-menu.md), and meets a page naming the screen and who grants it at the url of a
// screen the role may not open (the not-found page at a url that names none, decision 0043). A doctor
// without the ALL grant on /kham-benh sees only their own and unassigned visits and cannot open a colleague's record.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { backOfficePages, defaultRoleMenus, menuGroups } from '@phongkham/contracts';
import adminVi from '../web/src/locales/vi/admin.json';
import { useJourney } from './support/journey';

const PASSWORD = 'matkhau-e2e-123';
const journey = useJourney({ ADMIN_PASSWORD: PASSWORD });

const roles = ['ADMINISTRATOR', 'ADMIN', 'QUANLY', 'BACSY'] as const;
type Role = (typeof roles)[number];

/**
 * The menu each role sees by default, group by group: every page of the role's default grants (contracts, explained
 * in docs/permissions.md) that the menu lists, in the menu's order, named as the Vietnamese interface names it,
 * whether its screen is built (a link) or not yet (greyed, marked "Sắp có"). Derived rather than listed, so a new
 * page changes the expectation where the page is declared; the doctor's short menu is also spelt out below as an
 * anchor.
 */
const expectedMenus = Object.fromEntries(
  roles.map((role) => {
    const viewed = new Set(defaultRoleMenus[role].filter((entry) => entry.view).map((entry) => entry.url));
    const groups = menuGroups
      .map((group): [string, string[]] => [
        adminVi.menuGroup[group],
        backOfficePages
          .filter((p) => p.group === group && p.inMenu && viewed.has(p.url))
          .map((p) => adminVi.menu[p.key as keyof typeof adminVi.menu]),
      ])
      .filter(([, entries]) => entries.length > 0);
    return [role, Object.fromEntries(groups)];
  }),
) as Record<Role, Record<string, string[]>>;

/** A built screen each role may not open (none for the owner, who meets the not-found page at an unknown url). */
const forbidden: Record<Role, string> = {
  ADMINISTRATOR: '/admin/khong-co-trang-nay',
  ADMIN: '/admin/menu',
  QUANLY: '/admin/vaitro',
  BACSY: '/admin/nhanvien',
};
/** And one it may. */
const allowed: Record<Role, { path: string; heading: string }> = {
  ADMINISTRATOR: { path: '/admin/menu', heading: 'Quản lý menu' },
  ADMIN: { path: '/admin/vaitro', heading: 'Vai trò' },
  QUANLY: { path: '/admin/nhanvien', heading: 'Nhân viên' },
  BACSY: { path: '/admin/hosocanhan', heading: 'Hồ sơ cá nhân' },
};

let ownerToken = '';
const roleIds = {} as Record<Role, string>;

async function api(path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${journey.server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
}

beforeAll(async () => {
  const login = await fetch(`${journey.server.url}/api/nhanvien/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ taikhoan: 'admin', matkhau: PASSWORD }),
  });
  ownerToken = ((await login.json()) as { data: { token: string } }).data.token;
  const roles = await api('/api/vaitro?limit=0');
  for (const role of roles.body.data.docs as { _id: string; ma: Role }[]) roleIds[role.ma] = role._id;
});

/** One entry of the menu: a link to its screen, or a page still to come (disabled, tagged, no link). */
interface MenuEntry {
  name: string;
  href: string | null;
  disabled: boolean;
  tag: string | null;
}

/** The sider's menu as the user sees it: each group opened, its entries in order. */
async function visibleMenu(page: Page): Promise<{ top: string[]; groups: Record<string, MenuEntry[]> }> {
  const nav = page.getByRole('navigation', { name: 'Menu quản trị' });
  await nav.locator('.ant-menu-item').first().waitFor();
  const top = await nav.locator(':scope > ul > li.ant-menu-item').allInnerTexts();
  const groups: Record<string, MenuEntry[]> = {};
  const submenus = nav.locator(':scope > ul > li.ant-menu-submenu');
  for (let i = 0; i < (await submenus.count()); i++) {
    const submenu = submenus.nth(i);
    const title = (await submenu.locator('.ant-menu-submenu-title').innerText()).trim();
    if (!(await submenu.getAttribute('class'))?.includes('ant-menu-submenu-open')) {
      await submenu.locator('.ant-menu-submenu-title').click();
    }
    const items = submenu.locator('li.ant-menu-item');
    await items.first().waitFor();
    groups[title] = await items.evaluateAll((lis) =>
      lis.map((li) => {
        const tag = li.querySelector('.ant-tag');
        const text = li.textContent ?? '';
        // The mark comes last: the name is what precedes it.
        const name = (tag ? text.slice(0, text.lastIndexOf(tag.textContent ?? '')) : text).trim();
        return {
          name,
          href: li.querySelector('a')?.getAttribute('href') ?? null,
          disabled: li.getAttribute('aria-disabled') === 'true',
          tag: tag?.textContent?.trim() ?? null,
        };
      }),
    );
  }
  return { top: top.map((text) => text.trim()), groups };
}

const names = (groups: Record<string, MenuEntry[]>) =>
  Object.fromEntries(Object.entries(groups).map(([group, entries]) => [group, entries.map((entry) => entry.name)]));

/** Opens a menu link in a fresh page load and waits for what it shows: its screen or the not-found page. */
async function opens(page: Page, href: string): Promise<{ path: string; notFound: boolean }> {
  await page.goto(`${journey.server.url}${href}`);
  const content = page.locator('.ant-layout-content');
  // A screen shows a card, or (the desks: reception) its own title; the not-found page its result.
  await content.locator('.ant-card, h3.ant-typography, .ant-result-404').first().waitFor();
  return {
    path: new URL(page.url()).pathname,
    notFound: (await content.locator('.ant-result-404').count()) > 0,
  };
}

/**
 * Follows a menu link inside the app, as a user does, and waits for what it shows: its screen (the browser tab then
 * names it) or the not-found page.
 */
async function follows(page: Page, entry: MenuEntry): Promise<{ path: string; notFound: boolean }> {
  await page.getByRole('navigation', { name: 'Menu quản trị' }).locator(`a[href="${entry.href}"]`).click();
  const content = page.locator('.ant-layout-content');
  const title = `${entry.name} - Quản trị - PhongKham`;
  await expect
    .poll(async () => (await page.title()) === title || (await content.locator('.ant-result-404').count()) > 0)
    .toBe(true);
  await content.locator('.ant-card, h3.ant-typography, .ant-result-404').first().waitFor();
  return {
    path: new URL(page.url()).pathname,
    notFound: (await content.locator('.ant-result-404').count()) > 0,
  };
}

describe('each role sees exactly its menu', () => {
  it('gives the doctor the care pages, the clinical report, the notices and the patient accounts', () => {
    expect(expectedMenus.BACSY).toEqual({
      'Khám chữa bệnh': [
        'Lịch hẹn',
        'Khám bệnh',
        'Xét nghiệm',
        'Chẩn đoán hình ảnh',
        'Đơn thuốc',
        'Danh mục thuốc',
        'Danh mục xét nghiệm',
      ],
      // Counts only, no patient named (docs/decisions/0065-clinical-report.md).
      'Báo cáo': ['Lâm sàng'],
      'Nội dung': ['Thông báo chung'],
      'Phòng khám': ['Tài khoản bệnh nhân'],
    });
  });

  // The owner's case opens every screen of the back office, one after another: its time grows with each screen added
  // and with the machine's load, so it has room well beyond the others'.
  it.each<Role>(roles)('%s', { timeout: 240_000 }, async (role) => {
    const taikhoan = `e2e.${role.toLowerCase()}`;
    const password = `mat-khau-${role.toLowerCase()}`;
    const created = await api('/api/nhanvien', {
      method: 'POST',
      body: { taikhoan, matkhau: password, hoten: `Nhân viên ${role}`, vaitro_id: roleIds[role] },
    });
    expect(created.status).toBe(201);

    const { context, page } = await journey.open();
    await journey.signIn(page, taikhoan, password, '/admin');
    const menu = await visibleMenu(page);
    expect(menu.top).toEqual(['Trang chủ']);
    expect(names(menu.groups)).toEqual(expectedMenus[role]);

    // Honest: each entry is either a link or a page marked as coming, never both, never neither.
    const entries = Object.values(menu.groups).flat();
    for (const entry of entries) {
      if (entry.href) expect(entry, entry.name).toMatchObject({ disabled: false, tag: null });
      else expect(entry, entry.name).toMatchObject({ disabled: true, tag: 'Sắp có' });
    }
    if (role !== 'BACSY') expect(entries.find((entry) => entry.name === 'Nhân viên')?.href).toBe('/admin/nhanvien');
    // And every link opens its screen, not the not-found page: the owner's menu holds every page, so each screen is
    // opened once there, following the links inside the app as staff do; the other roles load their first link's
    // address afresh (their own grants on the screen are the matrix's).
    const links = entries.filter((entry) => entry.href);
    if (role === 'ADMINISTRATOR') {
      for (const entry of links) expect(await follows(page, entry)).toEqual({ path: entry.href, notFound: false });
    } else {
      const [first] = links;
      expect(await opens(page, first!.href!)).toEqual({ path: first!.href, notFound: false });
    }

    await page.goto(`${journey.server.url}${forbidden[role]}`);
    if (role === 'ADMINISTRATOR') {
      await page.waitForURL(/\/admin\/not-found$/);
      await expect.poll(() => page.getByText('Không tìm thấy trang').count()).toBeGreaterThan(0);
    } else {
      // A real screen outside the role's menu: named, at its own address, with whom to ask.
      await expect.poll(() => page.getByText(/^Bạn chưa được cấp quyền xem “/).count()).toBeGreaterThan(0);
      expect(new URL(page.url()).pathname).toBe(forbidden[role]);
      expect(await page.getByText(/nhờ quản trị viên của phòng khám cấp quyền/).count()).toBeGreaterThan(0);
    }

    await page.goto(`${journey.server.url}${allowed[role].path}`);
    await expect
      .poll(() => page.locator('.ant-card-head-title, h2').filter({ hasText: allowed[role].heading }).count())
      .toBeGreaterThan(0);
    expect(page.url()).toContain(allowed[role].path);
    await context.close();
  });

  it('shows a doctor without the ALL grant only their own and unassigned visits, and not another doctor’s record', async () => {
    // Set up through the API (reception and the doctors' profiles have journeys of their own): two doctors of the
    // clinic, each with a doctor profile, and three patients checked in today: one for each doctor and one for
    // nobody. The colleague's visit is opened, which makes its record.
    const [clinic] = (await api('/api/phongkham?limit=1')).body.data.docs as { _id: string }[];
    const doctor = async (taikhoan: string, hoten: string) => {
      const account = await api('/api/nhanvien', {
        method: 'POST',
        body: { taikhoan, matkhau: `mat-khau-${taikhoan}`, hoten, vaitro_id: roleIds.BACSY, phongkham_id: clinic!._id },
      });
      expect(account.status).toBe(201);
      const profile = await api('/api/bacsi', {
        method: 'POST',
        body: { nhanvien_id: account.body.data._id, chuyenkhoa: 'Nội tổng quát', hienthi: false },
      });
      expect(profile.status).toBe(201);
      return profile.body.data._id as string;
    };
    const [mine, theirs] = [
      await doctor('bs.cuatoi', 'Bác sĩ Của Tôi'),
      await doctor('bs.dongnghiep', 'Bác sĩ Đồng Nghiệp'),
    ];
    const [room] = (await api('/api/luotkham/phong')).body.data as unknown as { _id: string }[];
    const checkIn = async (hoten: string, bacsi_id: string | null) => {
      const visit = await api('/api/luotkham', {
        method: 'POST',
        body: { benhnhan: { hoten, dienthoai: '0908 111 222' }, phong_id: room!._id, bacsi_id },
      });
      expect(visit.status).toBe(201);
      return visit.body.data._id as string;
    };
    await checkIn('Người Bệnh Của Tôi', mine);
    await checkIn('Người Bệnh Chưa Phân', null);
    const opened = await api(`/api/khambenh/${await checkIn('Người Bệnh Của Đồng Nghiệp', theirs)}/mo`, {
      method: 'POST',
    });
    expect(opened.status).toBe(200);

    const { context, page } = await journey.open();
    await journey.signIn(page, 'bs.cuatoi', 'mat-khau-bs.cuatoi', '/admin/kham-benh');
    const worklist = page.getByRole('list', { name: 'Danh sách khám hôm nay' });
    await worklist.getByText('Người Bệnh Chưa Phân').waitFor();
    expect(await worklist.getByText('Người Bệnh Của Tôi').count()).toBe(1);
    expect(await worklist.getByText('Người Bệnh Của Đồng Nghiệp').count()).toBe(0);
    // The colleague's record, by its address: the not-found page.
    await page.goto(`${journey.server.url}/admin/kham-benh/${opened.body.data._id as string}`);
    await page.getByText('Không tìm thấy trang').first().waitFor();
    expect(await page.getByText('Người Bệnh Của Đồng Nghiệp').count()).toBe(0);
    await context.close();
  });

  it('takes a role change into the holder’s next page load', async () => {
    // The doctor of the journey above gains the staff list; after a reload the menu shows it.
    const { context, page } = await journey.open();
    await journey.signIn(page, 'e2e.bacsy', 'mat-khau-bacsy');
    const doctorRole = await api(`/api/vaitro/${roleIds.BACSY}`);
    const menu = doctorRole.body.data.menu as object[];
    const granted = await api(`/api/vaitro/${roleIds.BACSY}`, {
      method: 'PUT',
      body: {
        ten: doctorRole.body.data.ten,
        menu: [...menu, { url: '/nhanvien', view: true, create: false, update: false, delete: false, actions: [] }],
      },
    });
    expect(granted.status).toBe(200);
    await page.goto(`${journey.server.url}/admin/nhanvien`);
    await expect.poll(() => page.getByText('Nhân viên BACSY').count()).toBeGreaterThan(0);
    expect((await visibleMenu(page)).groups['Hệ thống']).toEqual([
      { name: 'Nhân viên', href: '/admin/nhanvien', disabled: false, tag: null },
    ]);
    // Restored: the staff list is again a screen the doctor may not open.
    await api(`/api/vaitro/${roleIds.BACSY}`, { method: 'PUT', body: { ten: doctorRole.body.data.ten, menu } });
    await page.goto(`${journey.server.url}/admin/nhanvien`);
    await expect.poll(() => page.getByText('Bạn chưa được cấp quyền xem “Nhân viên”').count()).toBeGreaterThan(0);
    await context.close();
  });
});
