// Staff sign-in (SPEC §7): login, refresh-token, logout, and the signed-in staff member's own information.
// Tokens travel as the HttpOnly cookies `token` and `refreshToken`, and in the body for other clients.
import {
  envelope,
  idParams,
  loginAnswer,
  loginBody,
  profileUpdate,
  refreshBody,
  staffInfo,
  tokens,
} from '@phongkham/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import { updateProfile } from '../staff/staff.service';
import { refresh, signIn, signOut } from './auth.service';
import { findSessionByToken } from './sessions.service';
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_DAYS, secretKey, verifyAccessToken } from './tokens';

export interface AuthOptions {
  db: Database;
  jwtSecret: string;
  /** Cookies marked Secure when the site is served over https. */
  secureCookies: boolean;
}

/** The refresh cookie only travels to the endpoints that use it. */
const REFRESH_COOKIE_PATH = '/api/nhanvien';

const clientMeta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
});

export const authRoutes: FastifyPluginAsyncZod<AuthOptions> = async (app, { db, jwtSecret, secureCookies }) => {
  const key = secretKey(jwtSecret);
  const cookieBase = { httpOnly: true, sameSite: 'lax' as const, secure: secureCookies };

  const setSessionCookies = (reply: FastifyReply, token: string, refreshToken: string) => {
    reply.setCookie('token', token, { ...cookieBase, path: '/', maxAge: ACCESS_TOKEN_SECONDS });
    reply.setCookie('refreshToken', refreshToken, {
      ...cookieBase,
      path: REFRESH_COOKIE_PATH,
      maxAge: REFRESH_TOKEN_DAYS * 24 * 3600,
    });
  };
  const clearSessionCookies = (reply: FastifyReply) => {
    reply.clearCookie('token', { ...cookieBase, path: '/' });
    reply.clearCookie('refreshToken', { ...cookieBase, path: REFRESH_COOKIE_PATH });
  };

  app.post(
    '/api/nhanvien/login',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Staff sign-in: sets the token and refreshToken cookies and returns them',
        body: loginBody,
        response: { 200: envelope(loginAnswer) },
      },
    },
    async (request, reply) => {
      const session = await signIn(db, request.body, clientMeta(request), key);
      setSessionCookies(reply, session.token, session.refreshToken);
      return ok(session);
    },
  );

  app.post(
    '/api/nhanvien/refresh-token',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Trades a refresh token (body or cookie) for new tokens; a reused one ends the session',
        body: refreshBody,
        response: { 200: envelope(tokens) },
      },
    },
    async (request, reply) => {
      const presented = request.body.refreshToken ?? request.cookies.refreshToken;
      if (!presented) throw new HttpError(401, 'errors.unauthorized');
      try {
        const renewed = await refresh(db, presented, clientMeta(request), key);
        setSessionCookies(reply, renewed.token, renewed.refreshToken);
        return ok(renewed);
      } catch (error) {
        clearSessionCookies(reply);
        throw error;
      }
    },
  );

  app.post(
    '/api/nhanvien/logout',
    {
      // Public: signing out must work with an expired access token too.
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Ends the session (server side) and clears the cookies',
        body: refreshBody,
        response: { 200: envelope(z.object({})) },
      },
    },
    async (request, reply) => {
      const presented = request.body.refreshToken ?? request.cookies.refreshToken;
      const bearer = request.headers.authorization?.startsWith('Bearer ')
        ? request.headers.authorization.slice(7)
        : undefined;
      const claims = await verifyAccessToken(bearer ?? request.cookies.token ?? '', key);
      const session =
        (presented ? await findSessionByToken(db, presented) : null) ??
        (claims ? { familyId: claims.sid, staffId: claims.sub } : null);
      if (session) await signOut(db, session.familyId, session.staffId, clientMeta(request));
      clearSessionCookies(reply);
      return ok({});
    },
  );

  app.get(
    '/api/nhanvien/me',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in staff member, with the role and its menu',
        response: { 200: envelope(staffInfo) },
      },
    },
    async (request) => ok(request.staff!),
  );

  app.put(
    '/api/nhanvien/:id',
    {
      config: { access: { url: '/nhanvien', flag: 'update', self: 'id' } },
      schema: {
        tags: ['auth'],
        summary: 'Updates a staff profile: one’s own, or anyone’s with update permission on /nhanvien',
        params: idParams,
        body: profileUpdate,
        response: { 200: envelope(staffInfo) },
      },
    },
    async (request) => {
      const updated = await updateProfile(db, request.params.id, request.body, {
        _id: request.staff!._id,
        ...clientMeta(request),
      });
      return ok(updated);
    },
  );
};
