// The back office's pages and who may do what on them (SPEC §2 route table, §6). One table drives the
// navigation (web) and the server's checks: every guarded API route names a url here and a flag.
import { z } from 'zod';

export const roleCodes = ['ADMINISTRATOR', 'ADMIN', 'QUANLY', 'BACSY'] as const;
export type RoleCode = (typeof roleCodes)[number];

export const actionCodes = ['DOWNLOAD', 'PRINT', 'EXPORT', 'ALL'] as const;
export type ActionCode = (typeof actionCodes)[number];

export const permissionFlags = ['view', 'create', 'update', 'delete'] as const;
export type PermissionFlag = (typeof permissionFlags)[number];

/** A url open to every signed-in staff member, whatever the role menu says (SPEC §2). */
export const ALL = 'all';

export const menuGroups = ['content', 'clinic', 'system'] as const;
export type MenuGroup = (typeof menuGroups)[number];

export interface BackOfficePage {
  url: string;
  /** Locale key under admin.menu. */
  key: string;
  group: MenuGroup | null;
  /** Shown in the navigation (some pages are reached from others: profile, not-found). */
  inMenu: boolean;
}

const page = (url: string, key: string, group: MenuGroup | null, inMenu = true): BackOfficePage => ({
  url,
  key,
  group,
  inMenu,
});

/** Every back-office url of SPEC §2 that a role can be granted, in menu order. */
export const backOfficePages: BackOfficePage[] = [
  page('/tin-tuc', 'news', 'content'),
  page('/danh-muc-tin-tuc', 'newsCategories', 'content'),
  page('/san-pham', 'products', 'content'),
  page('/danh-muc-san-pham', 'productCategories', 'content'),
  page('/faq', 'faq', 'content'),
  page('/huongdan', 'guides', 'content'),
  page('/dmtintuc', 'newsCatalogue', 'content'),
  page('/dmhuongdan', 'guideCatalogue', 'content'),
  page('/dmfaq', 'faqCatalogue', 'content'),
  page('/mau-email', 'emailTemplates', 'content'),
  page('/thong-bao-chung', 'notices', 'content'),
  page('/quan-ly-phong-kham', 'clinics', 'clinic'),
  page('/tai-khoan-benh-nhan', 'patientAccounts', 'clinic'),
  page('/dia-chi', 'addresses', 'clinic'),
  page('/nhanvien', 'staff', 'system'),
  page('/users', 'users', 'system'),
  page('/vaitro', 'roles', 'system'),
  page('/roles', 'roleList', 'system', false),
  page('/phan-quyen-vai-tro', 'rolePermissions', 'system'),
  page('/menu', 'menus', 'system'),
  page('/resource', 'resources', 'system'),
  page('/action', 'actions', 'system'),
  page('/languages', 'languages', 'system'),
  page('/lich-su-hoat-dong', 'activityLog', 'system'),
  page('/thong-tin-chung', 'generalInfo', 'system'),
  page('/setting', 'settings', 'system'),
  page('/thong-tin-ung-dung', 'appInfo', 'system'),
  page('/danh-sach-trang', 'pageList', 'system', false),
  page('/danh-muc', 'catalogue', 'system', false),
  page('/tai-khoan', 'account', 'system', false),
];

export const roleMenuEntry = z.object({
  url: z.string().min(1),
  view: z.boolean(),
  create: z.boolean(),
  update: z.boolean(),
  delete: z.boolean(),
  actions: z.array(z.enum(actionCodes)),
});
export type RoleMenuEntry = z.infer<typeof roleMenuEntry>;

/** Whether a role menu grants a flag on a url; 'all' is open to everyone signed in. */
export function grants(menu: readonly RoleMenuEntry[], url: string, flag: PermissionFlag): boolean {
  if (url === ALL) return true;
  return menu.some((entry) => entry.url === url && entry[flag]);
}

/** Whether a role menu grants an action (DOWNLOAD, PRINT, EXPORT) on a url; ALL grants every action. */
export function grantsAction(menu: readonly RoleMenuEntry[], url: string, action: ActionCode): boolean {
  return menu.some((entry) => entry.url === url && (entry.actions.includes(action) || entry.actions.includes('ALL')));
}

const full = (url: string): RoleMenuEntry => ({
  url,
  view: true,
  create: true,
  update: true,
  delete: true,
  actions: ['ALL'],
});
const viewOnly = (url: string): RoleMenuEntry => ({
  url,
  view: true,
  create: false,
  update: false,
  delete: false,
  actions: [],
});

/** Installation-wide settings only the owner (ADMINISTRATOR) changes. */
const systemSettingUrls = ['/setting', '/thong-tin-ung-dung', '/languages', '/menu', '/resource', '/action'];
const contentUrls = backOfficePages.filter((p) => p.group === 'content').map((p) => p.url);

/** The menus a new installation starts with (docs/permissions.md explains the choices). */
export const defaultRoleMenus: Record<RoleCode, RoleMenuEntry[]> = {
  ADMINISTRATOR: backOfficePages.map((p) => full(p.url)),
  ADMIN: backOfficePages.filter((p) => !systemSettingUrls.includes(p.url)).map((p) => full(p.url)),
  QUANLY: [
    ...contentUrls.map(full),
    full('/tai-khoan-benh-nhan'),
    { ...viewOnly('/quan-ly-phong-kham'), update: true },
    viewOnly('/dia-chi'),
    viewOnly('/nhanvien'),
    { ...viewOnly('/lich-su-hoat-dong'), actions: ['EXPORT'] },
  ],
  BACSY: [viewOnly('/tai-khoan-benh-nhan'), viewOnly('/thong-bao-chung')],
};
