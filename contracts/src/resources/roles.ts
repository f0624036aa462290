// Roles (vai trò) and their menus as the back office edits them (/admin/vaitro, /admin/roles,
// /admin/phan-quyen-vai-tro), and the read-only catalogue the menus are made of: pages (menus), API
// resources and actions. Pages, resources and actions are defined by code, because a page exists only
// when its code does (docs/permissions.md).
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { actionCodes, backOfficePages, menuGroups, permissionFlags, roleMenuEntry, roleUrls } from '../permissions';
import { defineResource, queryOptional } from '../resource';
import { requiredText } from '../validation/rules';

const m = (key: string) => ({ error: `validation.${key}` });

const knownUrls = new Set(backOfficePages.map((page) => page.url));

/** A role menu as sent by the editor: known back-office urls, each at most once. */
export const roleMenu = z
  .array(roleMenuEntry)
  .max(backOfficePages.length)
  .superRefine((menu, context) => {
    const seen = new Set<string>();
    menu.forEach((entry, index) => {
      if (!knownUrls.has(entry.url)) {
        context.addIssue({ code: 'custom', path: [index, 'url'], message: 'validation.menuUrlUnknown' });
      } else if (seen.has(entry.url)) {
        context.addIssue({ code: 'custom', path: [index, 'url'], message: 'validation.menuUrlDuplicate' });
      }
      seen.add(entry.url);
    });
  });

/** A new role's code: capital letters, digits and underscores, starting with a letter (LE_TAN, THU_NGAN). */
export const roleCode = z
  .string(m('requiredText'))
  .trim()
  .min(1, m('requiredText'))
  .regex(/^[A-Z][A-Z0-9_]{1,29}$/, m('roleCodeInvalid'));

export const roleName = requiredText.pipe(z.string().max(100));

/** A role as the roles screens show it. */
export const roleRecord = z.object({
  _id: uuid,
  ma: z.string(),
  ten: z.string(),
  menu: z.array(roleMenuEntry),
  /** One of the four built-in roles: never deleted, code fixed; ADMINISTRATOR's menu is always full. */
  macdinh: z.boolean(),
  /** Staff accounts holding the role (deleted ones included: their history still names it). */
  sonhanvien: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type RoleRecord = z.input<typeof roleRecord>;

/** POST /api/vaitro. */
export const roleCreate = z.object({ ma: roleCode, ten: roleName, menu: roleMenu });
export type RoleCreate = z.input<typeof roleCreate>;

/** PUT /api/vaitro/:id: the name and the menu; the code never changes. */
export const roleUpdate = z.object({ ten: roleName, menu: roleMenu });
export type RoleUpdate = z.input<typeof roleUpdate>;

export const roleResource = defineResource({
  key: 'roles',
  table: 'vaitro',
  api: '/api/vaitro',
  urls: roleUrls,
  item: roleRecord,
  detail: roleRecord,
  create: roleCreate,
  update: roleUpdate,
  // thutu: the built-in roles first, from the owner down, then the clinic's own roles.
  sortFields: ['ten', 'ma', 'thutu', 'createdAt', 'updatedAt'],
  defaultSort: 'thutu,ten',
  filters: {},
  publicContent: false,
});
export const roleListQuery = roleResource.listQuery;
export type RoleListQuery = z.output<typeof roleListQuery>;

// The catalogue (read-only): GET /api/menu, /api/resource, /api/action.

/** A back-office page a role can be granted (a "menu"). */
export const menuItem = z.object({
  url: z.string(),
  /** Locale key under admin.menu. */
  key: z.string(),
  group: z.enum(menuGroups).nullable(),
  /** Position in the navigation, from 1. */
  order: z.number().int(),
  inMenu: z.boolean(),
  /** The flags a grant on this page can carry. */
  flags: z.array(z.enum(permissionFlags)),
});
export type MenuItem = z.input<typeof menuItem>;

/**
 * Who may call a route: public, any signed-in staff member, or a flag on one of some pages. `public` beside a flag: the
 * route serves both audiences, the public as it is and staff holding the grant with more (drafts, a booking's fields).
 */
export const routeAccess = z.union([
  z.enum(['public', 'signedIn']),
  z.object({
    urls: z.array(z.string()),
    flag: z.enum(permissionFlags),
    self: z.string().optional(),
    public: z.literal(true).optional(),
  }),
]);

/** An API resource (/api/nhanvien) and its routes with what each needs; activity entries use its name. */
export const apiResource = z.object({
  ten: z.string(),
  duongdan: z.string(),
  routes: z.array(z.object({ method: z.string(), url: z.string(), access: routeAccess })),
});
export type ApiResource = z.input<typeof apiResource>;

export const actionItem = z.object({
  ma: z.enum(actionCodes),
  /** ALL grants every other action. */
  includes: z.array(z.enum(actionCodes)),
});
export type ActionItem = z.input<typeof actionItem>;

// The catalogue as read-only back-office resources: the API answers every row at once (they are few and
// defined by code), the back office pages them; nothing is created, changed or deleted.
const readOnly = z.object({});

export const menuResource = defineResource({
  key: 'menus',
  table: 'menu',
  api: '/api/menu',
  urls: ['/menu'],
  item: menuItem,
  detail: menuItem,
  create: readOnly,
  update: readOnly,
  sortFields: ['order', 'url'],
  defaultSort: 'order',
  filters: { group: queryOptional(z.enum(menuGroups)) },
  publicContent: false,
});

export const apiResourceResource = defineResource({
  key: 'apiResources',
  table: 'resource',
  api: '/api/resource',
  urls: ['/resource'],
  item: apiResource,
  detail: apiResource,
  create: readOnly,
  update: readOnly,
  sortFields: ['ten', 'duongdan'],
  defaultSort: 'ten',
  filters: {},
  publicContent: false,
});

export const actionResource = defineResource({
  key: 'actions',
  table: 'action',
  api: '/api/action',
  urls: ['/action'],
  item: actionItem,
  detail: actionItem,
  create: readOnly,
  update: readOnly,
  sortFields: ['ma'],
  defaultSort: 'ma',
  filters: {},
  publicContent: false,
});
