// Who may call what. Every API route declares `config.access`: 'public', 'signedIn', or a back-office url
// with the flag it needs (the same role menu that builds the navigation). A route without a declaration
// stops the server from starting, so nothing is left open by forgetting.
import { grantsAny } from '@phongkham/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { accessUrls, type Access, type DeclaredRoute } from '../lib/access';
import { seesEveryClinic, type Actor } from '../lib/actor';
import { HttpError } from '../lib/http-error';
import { practisesIn } from '../modules/doctors/doctors.service';
import { secretKey, verifyAccessToken } from '../modules/sessions/tokens';
import { findSignedInStaff, type StaffMember } from '../modules/staff/staff.self';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    staff: StaffMember | null;
    sessionFamily: string | null;
    /** The signed-in staff member as services see an actor; read only on routes that require sign-in. */
    readonly actor: Actor;
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

/** The header naming the clinic a request works in, for a doctor who works in more than one. */
export const CLINIC_HEADER = 'x-phongkham-id';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function setupAccess(app: FastifyInstance, options: { db: Database; jwtSecret: string }): void {
  const key = secretKey(options.jwtSecret);
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  app.decorateRequest('staff', null);
  app.decorateRequest('sessionFamily', null);
  app.decorateRequest('actor', {
    getter(this: FastifyRequest): Actor {
      const member = this.staff;
      // Reading the actor on a route that let anonymous callers through is a bug, not the caller's fault.
      if (!member) throw new Error('request.actor read on a request without a signed-in staff member');
      return {
        _id: member._id,
        vaitro: member.vaitro,
        phongkham_id: member.phongkham_id,
        ip: this.ip,
        userAgent: this.headers['user-agent']?.slice(0, 300) ?? null,
      };
    },
  });

  app.addHook('onRoute', function (route) {
    if (!route.url.startsWith('/api')) return;
    // The API documentation is public by nature and its routes come from a third-party plugin.
    if (route.url === '/api/docs' || route.url.startsWith('/api/docs/')) {
      route.config = { ...route.config, access: 'public' };
    }
    const access = route.config?.access;
    if (!access) throw new Error(`${String(route.method)} ${route.url} declares no config.access`);
    for (const method of [route.method].flat()) {
      declared.push({ method, url: route.url, access, plugin: this.pluginName });
    }
  });

  /**
   * The staff member as this request works: in their own clinic, or in the one the `x-phongkham-id` header names when
   * they are a doctor there (a live profile: docs/decisions/0038), and every clinic's scoping then follows that
   * clinic. Naming a clinic one does not work in is refused (403); the owner works on every clinic and needs none.
   */
  async function workingClinic(request: FastifyRequest, member: StaffMember): Promise<StaffMember> {
    const chosen = request.headers[CLINIC_HEADER];
    if (typeof chosen !== 'string' || chosen === '' || seesEveryClinic(member)) return member;
    if (chosen.toLowerCase() === member.phongkham_id) return member;
    if (!UUID.test(chosen) || !(await practisesIn(options.db, member._id, chosen.toLowerCase()))) {
      throw new HttpError(403, 'errors.clinicNotYours');
    }
    return { ...member, phongkham_id: chosen.toLowerCase() };
  }

  /** The signed-in staff member behind the request's token and its session family; null when there is none. */
  async function identify(request: FastifyRequest) {
    const token = accessToken(request);
    if (!token) return null;
    const claims = await verifyAccessToken(token, key);
    if (!claims) return null;
    // A deactivated account, a signed-out, revoked or never-created session: the token is worth nothing.
    const member = await findSignedInStaff(options.db, claims.sub, claims.sid);
    if (!member) return null;
    return { member: await workingClinic(request, member), family: claims.sid };
  }

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    if (access !== 'signedIn' && access.anonymous) {
      const known = await identify(request);
      if (known && grantsAny(known.member.vaitro.menu, accessUrls(access), access.flag)) {
        request.staff = known.member;
        request.sessionFamily = known.family;
      }
      return;
    }
    const known = await identify(request);
    if (!known) throw new HttpError(401, 'errors.unauthorized');
    const { member } = known;
    request.staff = member;
    request.sessionFamily = known.family;
    if (access === 'signedIn') return;
    const params = request.params as Record<string, string | undefined>;
    // Ids are matched in any case by the database: the caller's own id counts however it is spelt.
    if (access.self && params[access.self]?.toLowerCase() === member._id) return;
    if (!grantsAny(member.vaitro.menu, accessUrls(access), access.flag)) throw new HttpError(403, 'errors.forbidden');
  });
}
