// The back office's pages and who may do what on them (docs/product-rules.md, 'Back-office pages' and
// 'Permission flags'; docs/permissions.md). One table drives the navigation (web) and the server's checks:
// every guarded API route names a url here and a flag.
import { z } from 'zod';

// LETAN (lễ tân): the receptionist, who runs the front desk (appointments, reception, the inbox) and reads no
// clinical notes. THUNGAN (thu ngân): the cashier, who bills, takes payments and keeps the shift's cash, and reads a
// bill's lines and the patient's name and code, never clinical text. DUOCSI (dược sĩ): the pharmacist, who keeps the
// stock and dispenses signed prescriptions, reading a prescription's lines and the patient's identity only.
// KYTHUATVIEN (kỹ thuật viên): the lab and imaging technician, who takes samples, enters and verifies results and
// writes imaging reports for the orders doctors make, reading the patient's identity, sex and age only.
export const roleCodes = [
  'ADMINISTRATOR',
  'ADMIN',
  'QUANLY',
  'BACSY',
  'LETAN',
  'THUNGAN',
  'DUOCSI',
  'KYTHUATVIEN',
] as const;
export type RoleCode = (typeof roleCodes)[number];

export const actionCodes = ['DOWNLOAD', 'PRINT', 'EXPORT', 'ALL'] as const;
export type ActionCode = (typeof actionCodes)[number];

export const permissionFlags = ['view', 'create', 'update', 'delete'] as const;
export type PermissionFlag = (typeof permissionFlags)[number];

/**
 * A url open to every signed-in staff member, whatever the role menu says (docs/product-rules.md, 'Permission
 * flags').
 */
export const ALL = 'all';

/** The grant (update) that approves discounts, refunds and shift differences above a clinic's thresholds. */
export const CASH_APPROVALS = '/duyet-thu-chi';

// 'care' is the clinic's day (appointments, reception, examination, orders, prescriptions): first in the menu.
// 'pharmacy' is the dispensary and the stores' stock, next to it. 'reports' is what the owner reads every evening.
export const menuGroups = ['care', 'pharmacy', 'reports', 'content', 'catalog', 'charity', 'clinic', 'system'] as const;
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

/** Every back-office url a role can be granted (docs/product-rules.md, 'Back-office pages'), in menu order. */
export const backOfficePages: BackOfficePage[] = [
  // The clinic's day, in the order a patient goes through it.
  page('/dat-lich-hen', 'appointments', 'care'),
  page('/tiep-nhan', 'reception', 'care'),
  page('/kham-benh', 'examination', 'care'),
  page('/xet-nghiem', 'labTests', 'care'),
  page('/chan-doan-hinh-anh', 'imaging', 'care'),
  page('/don-thuoc', 'prescriptions', 'care'),
  // Money, as the visit ends: its bill, the cashier's shift and cash book, and the approvals above the thresholds.
  page('/hoa-don', 'bills', 'care'),
  page('/so-quy', 'cashBook', 'care'),
  page(CASH_APPROVALS, 'cashApprovals', 'care'),
  // Courses of sessions sold at one price (ten physiotherapy sessions, an antenatal package), used visit by visit.
  page('/goi-dich-vu', 'servicePackages', 'care'),
  page('/danh-muc-thuoc', 'drugCatalogue', 'care'),
  page('/danh-muc-xet-nghiem', 'labCatalogue', 'care'),
  // The dispensary's worklist of signed prescriptions, then the stores' batches and their documents.
  page('/nha-thuoc', 'pharmacy', 'pharmacy'),
  page('/kho', 'stock', 'pharmacy'),
  // The owner's reports, each under its own grant (docs/decisions/0061-reports.md).
  page('/bao-cao/doanh-thu', 'revenueReport', 'reports'),
  page('/bao-cao/doanh-so', 'salesReport', 'reports'),
  page('/bao-cao/thoi-gian-cho', 'waitReport', 'reports'),
  page('/bao-cao/lam-sang', 'clinicalReport', 'reports'),
  page('/bao-cao/kho-thuoc', 'pharmacyReport', 'reports'),
  page('/bao-cao/luot-kham', 'visitReport', 'reports'),
  page('/bao-cao/thong-ke-y-te', 'healthStatisticsReport', 'reports'),
  page('/tin-tuc', 'news', 'content'),
  page('/danh-muc-tin-tuc', 'newsCategories', 'content'),
  page('/faq', 'faq', 'content'),
  page('/dmfaq', 'faqCatalogue', 'content'),
  page('/huongdan', 'guides', 'content'),
  page('/dmhuongdan', 'guideCatalogue', 'content'),
  page('/danh-sach-trang', 'pageList', 'content'),
  page('/gioi-thieu', 'about', 'content'),
  page('/lien-he', 'contact', 'content'),
  page('/dmtintuc', 'newsCatalogue', 'content'),
  page('/mau-email', 'emailTemplates', 'content'),
  page('/thong-bao-chung', 'notices', 'content'),
  page('/dich-vu', 'services', 'catalog'),
  page('/dich-vu-cung-cap', 'providedServices', 'catalog'),
  page('/bang-gia-dich-vu', 'priceList', 'catalog'),
  page('/bac-si', 'doctors', 'catalog'),
  page('/benh', 'diseases', 'catalog'),
  page('/san-pham', 'products', 'catalog'),
  page('/danh-muc-san-pham', 'productCategories', 'catalog'),
  page('/tu-thien', 'charity', 'charity'),
  page('/tai-tro-ca-mo', 'sponsorships', 'charity'),
  page('/cau-chuyen-thanh-cong', 'successStories', 'charity'),
  // Applications for sponsored care sent from the public site, reviewed before an operation is sponsored.
  page('/xet-duyet-ho-so', 'profileReviews', 'charity'),
  // The inbox of bookings and consultation requests from the public site: first in the clinic's menu, since every
  // one of them is a patient waiting for a call.
  page('/yeu-cau', 'requests', 'clinic'),
  page('/quan-ly-phong-kham', 'clinics', 'clinic'),
  page('/tai-khoan-benh-nhan', 'patientAccounts', 'clinic'),
  page('/dang-ky-thanh-vien', 'memberRegistrations', 'clinic'),
  page('/dia-chi', 'addresses', 'clinic'),
  // The lists later modules pick from (specialties, units, payment methods, rooms): each clinic keeps its own.
  page('/danh-muc', 'catalogue', 'clinic'),
  // The distributors the clinic buys drugs and goods from, which its stock receipts name: each clinic keeps its own.
  page('/nha-cung-cap', 'suppliers', 'clinic'),
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
  page('/sms', 'outbox', 'system'),
  page('/thong-tin-chung', 'generalInfo', 'system'),
  page('/setting', 'settings', 'system'),
  page('/thong-tin-ung-dung', 'appInfo', 'system'),
  page('/tai-khoan', 'account', 'system', false),
];

export const roleMenuEntry = z.object({
  url: z.string().min(1).max(200),
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

/**
 * Installation-wide settings only the owner (ADMINISTRATOR) changes, and the outbox (/sms): it holds every reset
 * link and code, the owner's too, so reading it is as good as holding any account.
 */
const systemSettingUrls = ['/setting', '/thong-tin-ung-dung', '/languages', '/menu', '/resource', '/action', '/sms'];
const contentUrls = backOfficePages
  .filter((p) => p.group === 'content' || p.group === 'catalog' || p.group === 'charity')
  .map((p) => p.url);

/** The menus a new installation starts with (docs/permissions.md explains the choices). */
export const defaultRoleMenus: Record<RoleCode, RoleMenuEntry[]> = {
  ADMINISTRATOR: backOfficePages.map((p) => full(p.url)),
  ADMIN: backOfficePages.filter((p) => !systemSettingUrls.includes(p.url)).map((p) => full(p.url)),
  QUANLY: [
    // The front desk and the catalogues, but no clinical record: a manager is not the patient's doctor.
    full('/dat-lich-hen'),
    full('/tiep-nhan'),
    // The clinic's money: bills, the cash book, and the approvals of discounts, refunds and shift differences.
    full('/hoa-don'),
    full('/so-quy'),
    full('/duyet-thu-chi'),
    full('/goi-dich-vu'),
    full('/danh-muc-thuoc'),
    full('/danh-muc-xet-nghiem'),
    ...contentUrls.map(full),
    full('/yeu-cau'),
    full('/tai-khoan-benh-nhan'),
    full('/dang-ky-thanh-vien'),
    { ...viewOnly('/quan-ly-phong-kham'), update: true },
    viewOnly('/dia-chi'),
    full('/danh-muc'),
    // The manager who keeps the drug catalogue keeps the suppliers and the stock too (the pharmacist works in them).
    full('/nha-cung-cap'),
    full('/kho'),
    viewOnly('/nha-thuoc'),
    viewOnly('/nhanvien'),
    { ...viewOnly('/lich-su-hoat-dong'), actions: ['EXPORT'] },
    // The manager answers for the clinic's money and its front desk: both reports, to print and export.
    { ...viewOnly('/bao-cao/doanh-thu'), actions: ['PRINT', 'EXPORT'] },
    { ...viewOnly('/bao-cao/doanh-so'), actions: ['PRINT', 'EXPORT'] },
    { ...viewOnly('/bao-cao/thoi-gian-cho'), actions: ['PRINT', 'EXPORT'] },
    // What the clinic's visits found and prescribed, counted: no record is opened, so no patient is seen (0065).
    { ...viewOnly('/bao-cao/lam-sang'), actions: ['PRINT', 'EXPORT'] },
    // The flow of patients, bookings and no-shows is the front desk's work the manager runs (decision 0064).
    { ...viewOnly('/bao-cao/luot-kham'), actions: ['PRINT', 'EXPORT'] },
    // The manager keeps the stock's books (full on /kho): what they hold at cost and what sits unsold.
    { ...viewOnly('/bao-cao/kho-thuoc'), actions: ['PRINT', 'EXPORT'] },
    // The monthly statistics the clinic owes its province are the manager's to send: counts only (decision 0072).
    { ...viewOnly('/bao-cao/thong-ke-y-te'), actions: ['PRINT', 'EXPORT'] },
  ],
  BACSY: [
    // A doctor's own worklist and visits (the server narrows both to the doctor's own patients), the orders and
    // prescriptions written from them, and the catalogues they pick from.
    // Without the ALL action on /kham-benh a doctor sees only the visits assigned to them.
    { ...viewOnly('/kham-benh'), create: true, update: true, actions: ['PRINT'] },
    { ...viewOnly('/xet-nghiem'), create: true, actions: ['PRINT'] },
    { ...viewOnly('/chan-doan-hinh-anh'), create: true, actions: ['PRINT'] },
    { ...viewOnly('/don-thuoc'), create: true, update: true, actions: ['PRINT'] },
    viewOnly('/danh-muc-thuoc'),
    viewOnly('/danh-muc-xet-nghiem'),
    viewOnly('/dat-lich-hen'),
    viewOnly('/tai-khoan-benh-nhan'),
    viewOnly('/thong-bao-chung'),
    // The clinic's diagnoses, lab findings and antibiotic share as counts, no patient in them: a doctor measures
    // their own prescribing against the clinic's. Narrowing to a colleague is refused (decision 0065).
    viewOnly('/bao-cao/lam-sang'),
  ],
  // The front desk: bookings, arrivals and the queue, the patient register, and nothing clinical.
  LETAN: [
    full('/dat-lich-hen'),
    full('/tiep-nhan'),
    full('/yeu-cau'),
    { ...viewOnly('/tai-khoan-benh-nhan'), create: true, update: true, actions: ['PRINT'] },
    viewOnly('/thong-bao-chung'),
  ],
  // The cashier: bills (counter bills, payments, discounts, issuing, refunds; voiding is the manager's) and their own
  // shift. Approvals above the thresholds are a grant the owner gives.
  THUNGAN: [
    { ...viewOnly('/hoa-don'), create: true, update: true, actions: ['PRINT'] },
    { ...viewOnly('/so-quy'), create: true, update: true, actions: ['PRINT', 'EXPORT'] },
    viewOnly('/thong-bao-chung'),
  ],
  // The pharmacist: the dispensary (a prescription's lines and the patient's identity, no other clinical text), the
  // stores' stock and documents (issued documents are never deleted), the drug catalogue and the suppliers to read.
  DUOCSI: [
    { ...viewOnly('/nha-thuoc'), create: true, update: true, actions: ['PRINT'] },
    { ...viewOnly('/kho'), create: true, update: true, actions: ['PRINT', 'EXPORT'] },
    viewOnly('/danh-muc-thuoc'),
    viewOnly('/nha-cung-cap'),
    viewOnly('/thong-bao-chung'),
    // The pharmacy report reads only the stock the pharmacist already keeps and prints (/kho, PRINT and EXPORT): its
    // value at cost, the expiries to act on and the slow movers to stop reordering; no patient and no money taken.
    { ...viewOnly('/bao-cao/kho-thuoc'), actions: ['PRINT', 'EXPORT'] },
  ],
  // The technician: the lab's and the imaging room's worklists of the clinic (sample taken, results entered and
  // verified, reports written) and the lab catalogue's tests and ranges to read; ordering is the doctor's.
  KYTHUATVIEN: [
    { ...viewOnly('/xet-nghiem'), update: true, actions: ['PRINT'] },
    { ...viewOnly('/chan-doan-hinh-anh'), update: true, actions: ['PRINT'] },
    viewOnly('/danh-muc-xet-nghiem'),
    viewOnly('/thong-bao-chung'),
  ],
};

/**
 * Paths that open another page's screen under that page's grant: the staff item is spelt /nhanhvien/{0} while its list
 * is /nhanvien (docs/product-rules.md, 'Back-office pages'). An alias is not a page of its own and cannot be granted.
 */
export const pageAliases: Readonly<Record<string, string>> = { '/nhanhvien': '/nhanvien' };

/** The urls of one entity shown under two pages: staff live at /nhanvien and /users (docs/permissions.md). */
export const staffUrls = ['/nhanvien', '/users'] as const;
/** Roles are edited at /vaitro and /roles; /phan-quyen-vai-tro edits a role's menu only. */
export const roleUrls = ['/vaitro', '/roles'] as const;

/** Whether a role menu grants a flag on any of the urls (a route that serves two pages accepts either grant). */
export function grantsAny(menu: readonly RoleMenuEntry[], urls: readonly string[], flag: PermissionFlag): boolean {
  return urls.some((url) => grants(menu, url, flag));
}

/** The built-in roles: they cannot be deleted and their code never changes. */
export const isBuiltInRole = (ma: string): ma is RoleCode => (roleCodes as readonly string[]).includes(ma);

/** One permission of a role menu: a flag or an action on a url. */
export interface Permission {
  url: string;
  permission: PermissionFlag | ActionCode;
}

/** Whether a holder's menu includes one permission (an action through itself or ALL; ALL only through ALL). */
export function holds(menu: readonly RoleMenuEntry[], { url, permission }: Permission): boolean {
  return (actionCodes as readonly string[]).includes(permission)
    ? grantsAction(menu, url, permission as ActionCode)
    : grants(menu, url, permission as PermissionFlag);
}

/** Every permission a menu grants, one per url and flag or action, in the menu's order. */
export function permissionsOf(menu: readonly RoleMenuEntry[]): Permission[] {
  return menu.flatMap((entry) => [
    ...permissionFlags.filter((flag) => entry[flag]).map((flag) => ({ url: entry.url, permission: flag })),
    ...entry.actions.map((action) => ({ url: entry.url, permission: action })),
  ]);
}

/** Whether everything a menu grants is also granted by the holder's menu (no one hands out more than they hold). */
export const menuWithin = (menu: readonly RoleMenuEntry[], holder: readonly RoleMenuEntry[]): boolean =>
  permissionsOf(menu).every((permission) => holds(holder, permission));

const permissionKey = (p: Permission) => `${p.url} ${p.permission}`;

/**
 * The permissions that differ between two menus (granted in one and not the other), each once. Actions are
 * compared as written: replacing ALL by DOWNLOAD is a change to both.
 */
export function menuChanges(before: readonly RoleMenuEntry[], after: readonly RoleMenuEntry[]): Permission[] {
  const was = new Set(permissionsOf(before).map(permissionKey));
  const now = new Set(permissionsOf(after).map(permissionKey));
  const changed = new Map<string, Permission>();
  for (const p of [...permissionsOf(before), ...permissionsOf(after)]) {
    const key = permissionKey(p);
    if (was.has(key) !== now.has(key)) changed.set(key, p);
  }
  return [...changed.values()];
}

/**
 * The escalation rule (docs/permissions.md): an editor may change only the permissions their own role holds.
 * Returns what the editor tried to grant or take away without holding it; empty when the change is allowed.
 */
export function escalations(
  editor: readonly RoleMenuEntry[],
  before: readonly RoleMenuEntry[],
  after: readonly RoleMenuEntry[],
): Permission[] {
  return menuChanges(before, after).filter((permission) => !holds(editor, permission));
}

/**
 * A role menu in its stored form: known urls only, in backOfficePages order, each url once (later entries
 * merge into earlier ones), actions once each in actionCodes order, and urls that grant nothing left out.
 */
export function normalizeMenu(menu: readonly RoleMenuEntry[]): RoleMenuEntry[] {
  const byUrl = new Map<string, RoleMenuEntry>();
  for (const entry of menu) {
    const seen = byUrl.get(entry.url);
    byUrl.set(entry.url, {
      url: entry.url,
      view: entry.view || Boolean(seen?.view),
      create: entry.create || Boolean(seen?.create),
      update: entry.update || Boolean(seen?.update),
      delete: entry.delete || Boolean(seen?.delete),
      actions: [...(seen?.actions ?? []), ...entry.actions],
    });
  }
  return backOfficePages.flatMap((page) => {
    const entry = byUrl.get(page.url);
    if (!entry) return [];
    const actions = actionCodes.filter((action) => entry.actions.includes(action));
    const normalized = { ...entry, actions };
    return permissionsOf([normalized]).length ? [normalized] : [];
  });
}

/** The full menu: every back-office page with every flag and ALL actions (what ADMINISTRATOR always holds). */
export const fullMenu = (): RoleMenuEntry[] =>
  backOfficePages.map((p) => ({ url: p.url, view: true, create: true, update: true, delete: true, actions: ['ALL'] }));
