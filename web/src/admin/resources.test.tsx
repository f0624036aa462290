import { backOfficePages, defaultRoleMenus, menuGroups } from '@phongkham/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import vi_admin from '../locales/vi/admin.json';
import en_admin from '../locales/en/admin.json';
import { doctor, owner, renderAdmin, signedInApi, signedOutApi, staffWithRole } from '../test/admin';
import { createTranslator } from '../shared/i18n/translator';
import { adminTables } from './i18n';
import { initials } from './shared/initials';
import { buildMenu, builtUrls, menuSelection, screens as builtScreens } from './resources';

const t = createTranslator('vi', adminTables);

// Some tests render the whole back office; a loaded machine needs more than the default second to find things.

type Item = { key: string; disabled?: boolean; children?: Item[] };
const keys = (items: unknown[]) =>
  (items as Item[]).map((item) => (item.children ? [item.key, item.children.map((child) => child.key)] : item.key));
/** The pages under the groups: the ones shown as links and the ones shown as coming (disabled). */
const pages = (items: unknown[]) => {
  const children = (items as Item[]).flatMap((item) => item.children ?? []);
  return {
    links: children.filter((child) => !child.disabled).map((child) => child.key),
    coming: children.filter((child) => child.disabled).map((child) => child.key),
  };
};
const nothingBuilt: ReadonlySet<string> = new Set();

describe('buildMenu', () => {
  it('starts with home and keeps only the pages the role may view, by group', () => {
    expect(keys(buildMenu(defaultRoleMenus.BACSY, t, nothingBuilt))).toEqual([
      '/',
      [
        'group:care',
        [
          '/dat-lich-hen',
          '/kham-benh',
          '/xet-nghiem',
          '/chan-doan-hinh-anh',
          '/don-thuoc',
          '/danh-muc-thuoc',
          '/danh-muc-xet-nghiem',
        ],
      ],
      // The clinical report's counts: a doctor's one report (decision 0065).
      ['group:reports', ['/bao-cao/lam-sang']],
      ['group:content', ['/thong-bao-chung']],
      ['group:clinic', ['/tai-khoan-benh-nhan']],
    ]);
  });

  it('gives an empty role only home', () => {
    expect(keys(buildMenu([], t, nothingBuilt))).toEqual(['/']);
  });

  it('needs the view flag: create alone does not show a page', () => {
    const menu = [{ url: '/tin-tuc', view: false, create: true, update: true, delete: true, actions: [] }];
    expect(keys(buildMenu(menu, t, new Set(['/tin-tuc'])))).toEqual(['/']);
  });

  it('links a viewable page whose screen is built, and shows one without a screen as coming, in its place', () => {
    const items = buildMenu(defaultRoleMenus.QUANLY, t, new Set(['/nhanvien', '/vaitro']));
    expect(keys(items).at(-1)).toEqual(['group:system', ['/nhanvien', '/lich-su-hoat-dong']]);
    // /vaitro is built but QUANLY may not view it: not shown at all.
    expect(pages(items).links).toEqual(['/nhanvien']);
    expect(pages(items).coming).toContain('/lich-su-hoat-dong');
    expect(pages(items).coming).toContain('/tin-tuc');
  });

  it('shows the system administrator every page meant for the menu, linking exactly those with a screen', () => {
    const items = buildMenu(defaultRoleMenus.ADMINISTRATOR, t, builtUrls(builtScreens));
    const inMenu = backOfficePages.filter((page) => page.inMenu);
    const { links, coming } = pages(items);
    expect(links).toEqual(inMenu.filter((page) => builtScreens[page.url]).map((page) => page.url));
    expect(coming).toEqual(inMenu.filter((page) => !builtScreens[page.url]).map((page) => page.url));
    expect(links.length).toBeGreaterThan(0);
  });
});

describe('the screens map', () => {
  it('keys every screen by a back-office page url, so the menu and the role matrix can find it', () => {
    const urls = backOfficePages.map((page) => page.url);
    for (const url of Object.keys(builtScreens)) expect(urls).toContain(url);
  });
});

describe('menuSelection', () => {
  it('selects the page of a path and opens its group', () => {
    expect(menuSelection('/')).toEqual({ selected: ['/'], open: [] });
    expect(menuSelection('/tin-tuc')).toEqual({ selected: ['/tin-tuc'], open: ['group:content'] });
    expect(menuSelection('/tin-tuc/them-moi')).toEqual({ selected: ['/tin-tuc'], open: ['group:content'] });
    expect(menuSelection('/tin-tuc-cu')).toEqual({ selected: [], open: [] });
    expect(menuSelection('/hosocanhan')).toEqual({ selected: [], open: [] });
  });
});

describe('the menu texts', () => {
  it('has a Vietnamese and an English name for every back-office page and group', () => {
    for (const page of backOfficePages) {
      expect(vi_admin.menu).toHaveProperty(page.key);
      expect(en_admin.menu).toHaveProperty(page.key);
    }
    expect(Object.keys(vi_admin.menu).sort()).toEqual(Object.keys(en_admin.menu).sort());
    expect(Object.keys(vi_admin.menuGroup).sort()).toEqual([...menuGroups].sort());
    expect(Object.keys(en_admin.menuGroup).sort()).toEqual([...menuGroups].sort());
  });
});

describe('initials', () => {
  it('takes the first letters of the family and given names', () => {
    expect(initials('Nguyễn Văn An')).toBe('NA');
    expect(initials('  đặng   ánh ')).toBe('ĐÁ');
    expect(initials('Lan')).toBe('L');
    expect(initials('')).toBe('?');
  });
});

describe('the screens and their permission', () => {
  function NewsScreen() {
    return <h2>Màn hình tin tức</h2>;
  }
  const screens = { '/tin-tuc': NewsScreen };

  it('opens a built screen, and the paths below it, to a role that may view it', async () => {
    signedInApi(owner);
    const { location } = renderAdmin({ path: '/admin/tin-tuc/them-moi', screens });
    expect(await screen.findByRole('heading', { name: 'Màn hình tin tức' })).toBeInTheDocument();
    expect(location()).toBe('/admin/tin-tuc/them-moi');
  });

  it('tells a role without the view flag which screen it may not open and who can grant it, at the same address', async () => {
    signedInApi(doctor);
    const { location } = renderAdmin({ path: '/admin/tin-tuc', screens });
    const page = within(
      (await screen.findByText('Bạn chưa được cấp quyền xem “Tin tức”')).closest<HTMLElement>('.ant-result')!,
    );
    expect(page.getByText(/Vai trò của bạn \(Bác sĩ\) chưa có quyền xem màn hình “Tin tức”/)).toBeInTheDocument();
    expect(page.getByText(/nhờ quản trị viên của phòng khám cấp quyền/)).toBeInTheDocument();
    expect(screen.queryByText('Không tìm thấy trang')).not.toBeInTheDocument();
    expect(location()).toBe('/admin/tin-tuc');
    expect(screen.queryByText('Màn hình tin tức')).not.toBeInTheDocument();
  });

  it('says the same in English', async () => {
    signedInApi(doctor);
    renderAdmin({ path: '/admin/tin-tuc', screens, lang: 'en' });
    expect(await screen.findByText('You do not have access to “News”')).toBeInTheDocument();
    expect(screen.getByText(/ask your clinic’s administrator to grant it/)).toBeInTheDocument();
  });

  it('opens the sign-in page at /admin/login', async () => {
    signedOutApi();
    const { location } = renderAdmin({ path: '/admin/login' });
    await waitFor(() => expect(location()).toBe('/admin/dang-nhap'));
  });

  it('counts the account page, open to everyone, as built: neither the menu nor the role matrix marks it coming', () => {
    expect(builtUrls(builtScreens).has('/tai-khoan')).toBe(true);
    expect(pages(buildMenu(defaultRoleMenus.ADMIN, t, builtUrls(builtScreens))).coming).not.toContain('/tai-khoan');
  });

  it('sends the typed address of a granted page whose screen is not built yet to the not-found page', async () => {
    signedInApi(staffWithRole('QUANLY'));
    const { location } = renderAdmin({ path: '/admin/tai-khoan-benh-nhan', screens });
    expect(await screen.findByText('Không tìm thấy trang')).toBeInTheDocument();
    expect(location()).toBe('/admin/not-found');
  });
});

describe('the not-found page', () => {
  /** The not-found page's own content (the menu beside it has its own words). */
  const notFoundPage = async (title: string) =>
    within((await screen.findByText(title)).closest<HTMLElement>('.ant-result')!);

  it('says the page does not exist, without hinting at permissions, and offers the way home', async () => {
    signedInApi(owner);
    renderAdmin({ path: '/admin/khong-co-trang-nay' });
    const page = await notFoundPage('Không tìm thấy trang');
    expect(
      page.getByText('Trang bạn tìm không tồn tại. Hãy kiểm tra lại đường dẫn hoặc quay về trang chủ quản trị.'),
    ).toBeInTheDocument();
    expect(page.queryByText(/quyền/)).not.toBeInTheDocument();
    expect(page.getByRole('button', { name: 'Về trang quản trị' })).toBeInTheDocument();
  });

  it('says the same in English', async () => {
    signedInApi(owner);
    renderAdmin({ path: '/admin/khong-co-trang-nay', lang: 'en' });
    const page = await notFoundPage('Page not found');
    expect(
      page.getByText(
        'The page you are looking for does not exist. Check the address, or go back to the back office’s home page.',
      ),
    ).toBeInTheDocument();
    expect(page.queryByText(/allowed|permission/i)).not.toBeInTheDocument();
    expect(page.getByRole('button', { name: 'Back to the back office' })).toBeInTheDocument();
  });
});
