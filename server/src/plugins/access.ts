// Who may call what. Every API route declares `config.access`: 'public', 'signedIn', or a back-office url
// with the flag it needs (the same role menu that builds the navigation). A route without a declaration
// stops the server from starting, so nothing is left open by forgetting.
import { grantsAny, type PermissionFlag } from '@phongkham/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { HttpError } from '../lib/http-error';
import { familyRevoked } from '../modules/auth/sessions.service';
import { secretKey, verifyAccessToken } from '../modules/auth/tokens';
import { findActiveStaff, type StaffMember } from '../modules/staff/staff.service';

export type Access =
  | 'public'
  | 'signedIn'
  /**
   * `url`: one back-office url, or several when one API serves several pages (staff at /nhanvien and /users):
   * a grant on any of them opens the route. `self`: the route parameter that, when it is the caller's own _id,
   * grants access without the flag.
   */
  | { url: string | readonly string[]; flag: PermissionFlag; self?: string };

/** The back-office urls a declaration names, as a list. */
export const accessUrls = (access: { url: string | readonly string[] }): readonly string[] =>
  typeof access.url === 'string' ? [access.url] : access.url;

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    staff: StaffMember | null;
    sessionFamily: string | null;
  }
  interface FastifyInstance {
    declaredRoutes: DeclaredRoute[];
  }
}

/** The token from `Authorization: Bearer …` or, for browsers, the HttpOnly `token` cookie. */
function accessToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return request.cookies.token || undefined;
}

export function setupAccess(app: FastifyInstance, options: { db: Database; jwtSecret: string }): void {
  const key = secretKey(options.jwtSecret);
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  app.decorateRequest('staff', null);
  app.decorateRequest('sessionFamily', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    // The API documentation is public by nature and its routes come from a third-party plugin.
    if (route.url === '/api/docs' || route.url.startsWith('/api/docs/')) {
      route.config = { ...route.config, access: 'public' };
    }
    const access = route.config?.access;
    if (!access) throw new Error(`${String(route.method)} ${route.url} declares no config.access`);
    for (const method of [route.method].flat()) declared.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const token = accessToken(request);
    if (!token) throw new HttpError(401, 'errors.unauthorized');
    const claims = await verifyAccessToken(token, key);
    if (!claims) throw new HttpError(401, 'errors.unauthorized');
    const member = await findActiveStaff(options.db, claims.sub);
    // A deactivated account, a signed-out or revoked session: the token is no longer worth anything.
    if (!member || (await familyRevoked(options.db, claims.sid))) throw new HttpError(401, 'errors.unauthorized');
    request.staff = member;
    request.sessionFamily = claims.sid;
    if (access === 'signedIn') return;
    const params = request.params as Record<string, string | undefined>;
    if (access.self && params[access.self] === member._id) return;
    if (!grantsAny(member.vaitro.menu, accessUrls(access), access.flag)) throw new HttpError(403, 'errors.forbidden');
  });
}
