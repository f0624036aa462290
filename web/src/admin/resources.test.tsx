import { backOfficePages, defaultRoleMenus } from '@phongkham/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import vi_admin from '../locales/vi/admin.json';
import en_admin from '../locales/en/admin.json';
import { doctor, owner, renderAdmin, signedInApi, staffWithRole } from '../test/admin';
import { createTranslator } from '../shared/i18n/translator';
import { adminTables } from './i18n';
import { initials } from './layout/UserMenu';
import { buildMenu, menuSelection } from './resources';

const t = createTranslator('vi', adminTables);

type Item = { key: string; children?: Item[] };
const keys = (items: unknown[]) =>
  (items as Item[]).map((item) => (item.children ? [item.key, item.children.map((child) => child.key)] : item.key));

describe('buildMenu', () => {
  it('starts with home and keeps only the pages the role may view, by group', () => {
    expect(keys(buildMenu(defaultRoleMenus.BACSY, t))).toEqual([
      '/',
      ['group:content', ['/thong-bao-chung']],
      ['group:clinic', ['/tai-khoan-benh-nhan']],
    ]);
  });

  it('gives an empty role only home', () => {
    expect(keys(buildMenu([], t))).toEqual(['/']);
  });

  it('needs the view flag: create alone does not show a page', () => {
    const menu = [{ url: '/tin-tuc', view: false, create: true, update: true, delete: true, actions: [] }];
    expect(keys(buildMenu(menu, t))).toEqual(['/']);
  });

  it('shows the system administrator every page meant for the menu', () => {
    const items = buildMenu(defaultRoleMenus.ADMINISTRATOR, t) as Item[];
    const shown = items.flatMap((item) => (item.children ?? []).map((child) => child.key));
    expect(shown).toEqual(backOfficePages.filter((page) => page.inMenu).map((page) => page.url));
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
    expect(Object.keys(vi_admin.menuGroup).sort()).toEqual(['clinic', 'content', 'system']);
    expect(Object.keys(en_admin.menuGroup).sort()).toEqual(['clinic', 'content', 'system']);
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

  it('sends a role without the view flag to the not-found page', async () => {
    signedInApi(doctor);
    const { location } = renderAdmin({ path: '/admin/tin-tuc', screens });
    expect(await screen.findByText('Không tìm thấy trang')).toBeInTheDocument();
    expect(location()).toBe('/admin/not-found');
    expect(screen.queryByText('Màn hình tin tức')).not.toBeInTheDocument();
  });

  it('sends a granted page whose screen is not built yet to the not-found page', async () => {
    signedInApi(staffWithRole('QUANLY'));
    const { location } = renderAdmin({ path: '/admin/tai-khoan-benh-nhan' });
    expect(await screen.findByText('Không tìm thấy trang')).toBeInTheDocument();
    expect(location()).toBe('/admin/not-found');
  });
});
