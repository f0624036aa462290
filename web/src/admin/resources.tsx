// The back office's pages: which screens exist, who may open them (the role menu's view flag, docs/permissions.md)
// and the navigation built from contracts' backOfficePages. A page whose screen is not built yet has no
// route, so its address reaches the not-found page like any unknown path; the menu shows it greyed out,
// marked as coming, and never as a link (docs/decisions/0009-honest-menu.md).
import {
  BarChartOutlined,
  FileTextOutlined,
  HeartOutlined,
  HomeOutlined,
  MedicineBoxOutlined,
  ScheduleOutlined,
  ShopOutlined,
  SettingOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import {
  ALL,
  backOfficePages,
  grants,
  menuGroups,
  pageAliases,
  type BackOfficePage,
  type MenuGroup,
  type RoleMenuEntry,
} from '@phongkham/contracts';
import type { MenuProps } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { Link, type RouteObject } from 'react-router';
import type { Translate } from '../shared/i18n/translator';
import { adminPaths } from '../shared/paths';
import { ComingLabel } from './builtPages';
import { AccountPage } from './features/account/AccountPage';
import { ActionsPage } from './features/actions/ActionsPage';
import { ActivityScreen } from './features/activity-log/ActivityScreen';
import { AddressesScreen } from './features/addresses/AddressesScreen';
import { OutboxScreen } from './features/outbox/OutboxScreen';
import { RequestsScreen } from './features/requests/RequestsScreen';
import { ReceptionScreen } from './features/reception/ReceptionScreen';
import { ExaminationScreen } from './features/examination/ExaminationScreen';
import { AppointmentsScreen } from './features/appointments/AppointmentsScreen';
import { LabCatalogueScreen } from './features/lab/LabCatalogueScreen';
import { DrugsScreen } from './features/drugs/DrugsScreen';
import { PrescriptionsScreen } from './features/prescriptions/PrescriptionsScreen';
import { BillsScreen } from './features/billing/BillsScreen';
import { CashBookScreen } from './features/cash-book/CashBookScreen';
import { ApprovalsScreen } from './features/approvals/ApprovalsScreen';
import { PackagesScreen } from './features/packages/PackagesScreen';
import { PharmacyScreen } from './features/pharmacy/PharmacyScreen';
import { StockScreen } from './features/stock/StockScreen';
import { RevenueReportScreen } from './features/reports/RevenueReportScreen';
import { ClinicalReportScreen } from './features/reports/ClinicalReportScreen';
import { HealthStatisticsScreen } from './features/reports/HealthStatisticsScreen';
import { WaitReportScreen } from './features/reports/WaitReportScreen';
import { PharmacyReportScreen } from './features/reports/PharmacyReportScreen';
import { VisitReportScreen } from './features/reports/VisitReportScreen';
import { SalesReportScreen } from './features/reports/SalesReportScreen';
import { ImagingScreen, LabTestsScreen } from './features/lab/OrdersScreen';
import { AppInfoPage } from './features/app-info/AppInfoPage';
import { ClinicsScreen } from './features/clinics/ClinicsScreen';
import { PatientsWithPanels } from './PatientsWithPanels';
import { CataloguesScreen } from './features/catalogues/CataloguesScreen';
import { SuppliersScreen } from './features/suppliers/SuppliersScreen';
import { DiseasesScreen } from './features/diseases/DiseasesScreen';
import { DoctorsScreen } from './features/doctors/DoctorsScreen';
import { FaqCategoriesScreen } from './features/faq/FaqCategoriesScreen';
import { FaqScreen } from './features/faq/FaqScreen';
import { EmailTemplatesScreen } from './features/email-templates/EmailTemplatesScreen';
import { NoticesScreen } from './features/notices/NoticesScreen';
import { GeneralInfoPage } from './features/general-info/GeneralInfoPage';
import { GuideCategoriesScreen } from './features/guides/GuideCategoriesScreen';
import { GuidesScreen } from './features/guides/GuidesScreen';
import { MemberRegistrationsScreen } from './features/member-registrations/MemberRegistrationsScreen';
import { MenusPage } from './features/menus/MenusPage';
import { NewsScreen } from './features/news/NewsScreen';
import { NewsCategoriesScreen } from './features/news-categories/NewsCategoriesScreen';
import { AboutPageScreen, CharityPageScreen, ContactPageScreen, PagesScreen } from './features/pages/PagesScreen';
import { PriceListScreen } from './features/price-list/PriceListScreen';
import { ProductCategoriesScreen } from './features/product-categories/ProductCategoriesScreen';
import { ProductsScreen } from './features/products/ProductsScreen';
import { ProvidedServicesScreen } from './features/provided-services/ProvidedServicesScreen';
import { ResourcesPage } from './features/resources/ResourcesPage';
import { RolePermissionsPage } from './features/role-permissions/RolePermissionsPage';
import { RolesScreen } from './features/roles/RolesScreen';
import { SettingsPage } from './features/settings/SettingsPage';
import { ServiceGroupsScreen } from './features/services/ServiceGroupsScreen';
import { LanguagesScreen } from './features/languages/LanguagesScreen';
import { StaffScreen } from './features/staff/StaffScreen';
import { ProfileReviewsScreen } from './features/profile-reviews/ProfileReviewsScreen';
import { SponsorshipsScreen } from './features/sponsorships/SponsorshipsScreen';
import { SuccessStoriesScreen } from './features/success-stories/SuccessStoriesScreen';
import { NoPermissionPage } from './pages/NoPermissionPage';
import { useStaff } from './session';

/** The built screens, by backOfficePages url; each handles its own sub-paths (/them-moi, /{id}). */
export type Screens = Partial<Record<string, ComponentType>>;

export const screens: Screens = {
  '/tiep-nhan': ReceptionScreen,
  '/kham-benh': ExaminationScreen,
  '/dat-lich-hen': AppointmentsScreen,
  '/xet-nghiem': LabTestsScreen,
  '/chan-doan-hinh-anh': ImagingScreen,
  '/danh-muc-xet-nghiem': LabCatalogueScreen,
  '/danh-muc-thuoc': DrugsScreen,
  '/don-thuoc': PrescriptionsScreen,
  '/hoa-don': BillsScreen,
  '/so-quy': CashBookScreen,
  '/duyet-thu-chi': ApprovalsScreen,
  '/goi-dich-vu': PackagesScreen,
  '/nha-thuoc': PharmacyScreen,
  '/kho': StockScreen,
  '/bao-cao/doanh-thu': RevenueReportScreen,
  '/bao-cao/thoi-gian-cho': WaitReportScreen,
  '/bao-cao/lam-sang': ClinicalReportScreen,
  '/bao-cao/kho-thuoc': PharmacyReportScreen,
  '/bao-cao/luot-kham': VisitReportScreen,
  '/bao-cao/doanh-so': SalesReportScreen,
  '/bao-cao/thong-ke-y-te': HealthStatisticsScreen,
  '/tin-tuc': NewsScreen,
  '/tai-tro-ca-mo': SponsorshipsScreen,
  '/cau-chuyen-thanh-cong': SuccessStoriesScreen,
  '/xet-duyet-ho-so': ProfileReviewsScreen,
  '/faq': FaqScreen,
  '/mau-email': EmailTemplatesScreen,
  '/thong-bao-chung': NoticesScreen,
  '/dmfaq': FaqCategoriesScreen,
  '/huongdan': GuidesScreen,
  '/dmhuongdan': GuideCategoriesScreen,
  // One screen under both of the spec's names for the categories, each under its own grant.
  '/danh-muc-tin-tuc': NewsCategoriesScreen,
  '/dmtintuc': NewsCategoriesScreen,
  '/dich-vu': ServiceGroupsScreen,
  '/dich-vu-cung-cap': ProvidedServicesScreen,
  '/bang-gia-dich-vu': PriceListScreen,
  '/bac-si': DoctorsScreen,
  '/quan-ly-phong-kham': ClinicsScreen,
  '/tai-khoan-benh-nhan': PatientsWithPanels,
  '/dia-chi': AddressesScreen,
  '/benh': DiseasesScreen,
  '/san-pham': ProductsScreen,
  '/danh-muc-san-pham': ProductCategoriesScreen,
  '/thong-tin-chung': GeneralInfoPage,
  '/danh-muc': CataloguesScreen,
  '/nha-cung-cap': SuppliersScreen,
  '/setting': SettingsPage,
  // The page list edits every single page; /gioi-thieu, /lien-he and /tu-thien open their one page, each under its grant.
  '/danh-sach-trang': PagesScreen,
  '/gioi-thieu': AboutPageScreen,
  '/lien-he': ContactPageScreen,
  '/tu-thien': CharityPageScreen,
  '/lich-su-hoat-dong': ActivityScreen,
  '/dang-ky-thanh-vien': MemberRegistrationsScreen,
  '/sms': OutboxScreen,
  '/yeu-cau': RequestsScreen,
  '/thong-tin-ung-dung': AppInfoPage,
  '/nhanvien': StaffScreen,
  '/users': StaffScreen,
  '/vaitro': RolesScreen,
  '/roles': RolesScreen,
  '/phan-quyen-vai-tro': RolePermissionsPage,
  '/menu': MenusPage,
  '/resource': ResourcesPage,
  '/action': ActionsPage,
  '/languages': LanguagesScreen,
};

/**
 * Pages every signed-in staff member opens whatever their role's menu says (one's own account and password), routed
 * without a gate. They are built pages too: the menu and the role matrix learn that from this same list.
 */
export const openPages: Screens = {
  [adminPaths.account]: AccountPage,
};

/** The urls whose screen is built: what the menu links to and the role matrix lets edit (builtPages.tsx). */
export const builtUrls = (built: Screens): ReadonlySet<string> =>
  new Set(Object.keys({ ...built, ...openPages }).filter((url) => built[url] ?? openPages[url]));

/** The routes of the open pages (below the route guard, beside the gated screens). */
export const openRoutes = (): RouteObject[] =>
  Object.entries(openPages).flatMap(([url, Screen]) => (Screen ? [{ path: url.slice(1), Component: Screen }] : []));

/**
 * Opens a screen only for a role whose menu grants view on its url. Anyone else meets a page that names the screen
 * and says who can grant it: a missing permission must not look like a broken link.
 */
function PageGate({ page, screen: Screen }: { page: BackOfficePage; screen: ComponentType }) {
  const staff = useStaff();
  if (!grants(staff.vaitro.menu, page.url, 'view')) return <NoPermissionPage pageKey={page.key} />;
  return <Screen />;
}

/**
 * One route per built screen, under its url and every path below it, and under each alias of its url
 * (contracts' pageAliases: /nhanhvien/{0} opens the /nhanvien screen, under the /nhanvien grant).
 */
export function screenRoutes(built: Screens): RouteObject[] {
  const pages = backOfficePages.flatMap((page) => {
    const screen = built[page.url];
    if (!screen) return [];
    return [{ path: `${page.url.slice(1)}/*`, element: <PageGate page={page} screen={screen} /> }];
  });
  const aliases = Object.entries(pageAliases).flatMap(([alias, url]) => {
    const screen = built[url];
    const page = backOfficePages.find((candidate) => candidate.url === url);
    if (!screen || !page) return [];
    return [{ path: `${alias.slice(1)}/*`, element: <PageGate page={page} screen={screen} /> }];
  });
  return [...pages, ...aliases];
}

const groupIcons: Record<MenuGroup, ReactNode> = {
  care: <ScheduleOutlined />,
  pharmacy: <ShopOutlined />,
  reports: <BarChartOutlined />,
  content: <FileTextOutlined />,
  catalog: <TagsOutlined />,
  charity: <HeartOutlined />,
  clinic: <MedicineBoxOutlined />,
  system: <SettingOutlined />,
};

type MenuItem = Required<MenuProps>['items'][number];

/**
 * Home first (url 'all': every signed-in staff member), then one submenu per group with its viewable pages.
 * A viewable page whose screen is not built yet (not in `built`) stays in its place, disabled and tagged as
 * coming, so the owner sees what is planned without meeting the not-found page.
 */
export function buildMenu(menu: readonly RoleMenuEntry[], t: Translate, built: ReadonlySet<string>): MenuItem[] {
  const home: MenuItem = {
    key: adminPaths.home,
    icon: <HomeOutlined />,
    label: <Link to={adminPaths.home}>{t('admin.menu.home')}</Link>,
  };
  const groups = menuGroups.flatMap((group): MenuItem[] => {
    const children = backOfficePages
      .filter((page) => page.group === group && page.inMenu && (page.url === ALL || grants(menu, page.url, 'view')))
      .map((page) => (built.has(page.url) ? pageLink(page, t) : comingPage(page, t)));
    if (!children.length) return [];
    return [{ key: groupKey(group), icon: groupIcons[group], label: t(`admin.menuGroup.${group}`), children }];
  });
  return [home, ...groups];
}

const pageLink = (page: BackOfficePage, t: Translate): MenuItem => ({
  key: page.url,
  label: <Link to={page.url}>{t(`admin.menu.${page.key}`)}</Link>,
});

/** A page without a screen yet: greyed, not clickable, its name followed by a small "coming soon" tag. */
const comingPage = (page: BackOfficePage, t: Translate): MenuItem => ({
  key: page.url,
  disabled: true,
  label: <ComingLabel name={t(`admin.menu.${page.key}`)} />,
});

const groupKey = (group: MenuGroup) => `group:${group}`;

/** The back-office page a path opens (its own url, a path below it, or an alias), if it is one of the menu's. */
export function pageAt(pathname: string): BackOfficePage | undefined {
  const within = (url: string) => pathname === url || pathname.startsWith(`${url}/`);
  const alias = Object.keys(pageAliases).find(within);
  return alias ? backOfficePages.find((p) => p.url === pageAliases[alias]) : backOfficePages.find((p) => within(p.url));
}

/** The menu entry of a path (its page's url, so /tin-tuc/them-moi selects /tin-tuc) and its submenu. */
export function menuSelection(pathname: string): { selected: string[]; open: string[] } {
  if (pathname === adminPaths.home || pathname === '') return { selected: [adminPaths.home], open: [] };
  const page = pageAt(pathname);
  if (!page) return { selected: [], open: [] };
  return { selected: [page.url], open: page.group ? [groupKey(page.group)] : [] };
}
