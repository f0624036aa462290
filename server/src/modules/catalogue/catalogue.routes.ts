// The catalogue roles are made of (/menu, /resource, /action: docs/product-rules.md, 'Back-office pages'), read-only:
// pages, API resources and actions are defined by code, because a page or a route exists only when its code does
// (docs/permissions.md).
import {
  actionCodes,
  actionItem,
  apiResource,
  backOfficePages,
  envelope,
  menuItem,
  permissionFlags,
  type ActionItem,
  type ApiResource,
  type MenuItem,
} from '@phongkham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessUrls, type DeclaredRoute } from '../../lib/access';
import { ok } from '../../lib/reply';

const menus: MenuItem[] = backOfficePages.map((page, index) => ({
  url: page.url,
  key: page.key,
  group: page.group,
  order: index + 1,
  inMenu: page.inMenu,
  flags: [...permissionFlags],
}));

const actions: ActionItem[] = actionCodes.map((ma) => ({
  ma,
  includes: ma === 'ALL' ? actionCodes.filter((other) => other !== 'ALL') : [],
}));

/** The API's resources (the first path segment after /api), each with its routes and what they need. */
export function apiResources(routes: readonly DeclaredRoute[]): ApiResource[] {
  const byName = new Map<string, ApiResource>();
  for (const route of routes) {
    // HEAD mirrors GET; the documentation's own routes are not a resource.
    if (route.method === 'HEAD' || route.url === '/api/docs' || route.url.startsWith('/api/docs/')) continue;
    const ten = route.url.split('/')[2] ?? '';
    if (!ten) continue;
    const resource = byName.get(ten) ?? { ten, duongdan: `/api/${ten}`, routes: [] };
    byName.set(ten, resource);
    const { access } = route;
    resource.routes.push({
      method: route.method,
      url: route.url,
      access:
        typeof access === 'string'
          ? access
          : {
              urls: [...accessUrls(access)],
              flag: access.flag,
              ...(access.self ? { self: access.self } : {}),
              // A public read or booking that staff holding the grant get more of: both audiences, as it serves them.
              ...(access.anonymous ? { public: true as const } : {}),
            },
    });
  }
  return [...byName.values()].sort((a, b) => a.ten.localeCompare(b.ten));
}

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/menu',
    {
      config: { access: { url: '/menu', flag: 'view' } },
      schema: {
        tags: ['roles'],
        summary: 'The back-office pages a role can be granted, in menu order, with their group',
        response: { 200: envelope(z.array(menuItem)) },
      },
    },
    async () => ok(menus),
  );

  app.get(
    '/api/resource',
    {
      config: { access: { url: '/resource', flag: 'view' } },
      schema: {
        tags: ['roles'],
        summary: 'The API resources (activity entries name them) with each route and the permission it needs',
        response: { 200: envelope(z.array(apiResource)) },
      },
    },
    async () => ok(apiResources(app.declaredRoutes)),
  );

  app.get(
    '/api/action',
    {
      config: { access: { url: '/action', flag: 'view' } },
      schema: {
        tags: ['roles'],
        summary: 'The actions a role menu grants per page: DOWNLOAD, PRINT, EXPORT, and ALL for every one',
        response: { 200: envelope(z.array(actionItem)) },
      },
    },
    async () => ok(actions),
  );
};
