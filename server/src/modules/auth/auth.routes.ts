// Staff sign-in (docs/product-rules.md, 'Sign-in and sessions'): login, refresh-token, logout, and the signed-in staff
// member's own information (the profile update, PUT /api/nhanvien/:id, lives with the other staff writes in
// modules/staff).
// Tokens travel as the HttpOnly cookies `token` and `refreshToken`, and in the body for other clients.
// Changing one's own password lives here too: it ends the other sessions and renews this one.
import {
  changePasswordBody,
  envelope,
  loginAnswer,
  loginBody,
  refreshBody,
  staffInfo,
  tokens,
  translate,
} from '@phongkham/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import { imageOf } from '../../lib/files/store';
import type { StaffMember } from '../staff/staff.self';
import { closeDemoAtRealSignIn } from '../demo/demo.gate';
import { changePassword, refresh, signIn, signOut } from './auth.service';
import { limitRequests } from '../../lib/rate-limits';
import { findSessionByToken } from '../sessions/sessions.service';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from '../sign-in-locks/device';
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_DAYS, secretKey, verifyAccessToken } from '../sessions/tokens';

export interface AuthOptions {
  db: Database;
  jwtSecret: string;
  /** Cookies marked Secure when the site is served over https. */
  secureCookies: boolean;
}

/** The refresh cookie only travels to the endpoints that use it. */
const REFRESH_COOKIE_PATH = '/api/nhanvien';
/**
 * A cookie scripts may read, saying only that this browser holds a session (no secret in it). Without it the back
 * office knows at once that nobody is signed in, instead of asking the API twice and logging two 401s on the
 * sign-in page; the tokens themselves stay HttpOnly.
 */
export const SESSION_HINT_COOKIE = 'phien';

const clientMeta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
});

/** Password changes a staff member may try in CHANGE_WINDOW_MINUTES (each checks the current password). */
export const PASSWORD_CHANGES_PER_STAFF = 10;
export const CHANGE_WINDOW_MINUTES = 15;

export const authRoutes: FastifyPluginAsyncZod<AuthOptions> = async (app, { db, jwtSecret, secureCookies }) => {
  const key = secretKey(jwtSecret);
  /** The own info with the avatar's address, so the header can show it. */
  const ownInfo = async (member: StaffMember) => ({ ...member, hinhanh: await imageOf(db, member.hinhanh_id) });
  const cookieBase = { httpOnly: true, sameSite: 'lax' as const, secure: secureCookies };

  const setSessionCookies = (reply: FastifyReply, token: string, refreshToken: string) => {
    reply.setCookie('token', token, { ...cookieBase, path: '/', maxAge: ACCESS_TOKEN_SECONDS });
    reply.setCookie('refreshToken', refreshToken, {
      ...cookieBase,
      path: REFRESH_COOKIE_PATH,
      maxAge: REFRESH_TOKEN_DAYS * 24 * 3600,
    });
    reply.setCookie(SESSION_HINT_COOKIE, '1', {
      ...cookieBase,
      httpOnly: false,
      path: '/',
      maxAge: REFRESH_TOKEN_DAYS * 24 * 3600,
    });
  };
  const clearSessionCookies = (reply: FastifyReply) => {
    reply.clearCookie('token', { ...cookieBase, path: '/' });
    reply.clearCookie('refreshToken', { ...cookieBase, path: REFRESH_COOKIE_PATH });
    reply.clearCookie(SESSION_HINT_COOKIE, { ...cookieBase, httpOnly: false, path: '/' });
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
      const { deviceCookie, ...session } = await signIn(
        db,
        request.body,
        clientMeta(request),
        key,
        request.cookies[DEVICE_COOKIE],
      );
      // The clinic's own people at work close the demo's public sign-in (docs/decisions/0062-demo-clinic.md).
      await closeDemoAtRealSignIn(db, { nhanvien_id: session.nhanvien._id, ...clientMeta(request) });
      setSessionCookies(reply, session.token, session.refreshToken);
      // Only the sign-in endpoint reads it; it outlives sign-out, since the browser stays the owner's.
      reply.setCookie(DEVICE_COOKIE, deviceCookie, {
        ...cookieBase,
        path: '/api/nhanvien/login',
        maxAge: DEVICE_COOKIE_DAYS * 24 * 3600,
      });
      session.nhanvien = await ownInfo(session.nhanvien);
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
    async (request) => ok(await ownInfo(request.staff!)),
  );

  app.post(
    '/api/nhanvien/change-password',
    {
      config: { access: 'signedIn' },
      preHandler: limitRequests(app, 'errors.passwordChangeRateLimited', [
        {
          name: 'password-change',
          max: PASSWORD_CHANGES_PER_STAFF,
          minutes: CHANGE_WINDOW_MINUTES,
          key: (request) => request.staff?._id,
        },
      ]),
      schema: {
        tags: ['auth'],
        summary: 'Changes one’s own password (the current one is required); other sessions end, this one is renewed',
        body: changePasswordBody,
        response: { 200: envelope(tokens) },
      },
    },
    async (request, reply) => {
      try {
        const renewed = await changePassword(db, request.staff!._id, request.body, clientMeta(request), key);
        setSessionCookies(reply, renewed.token, renewed.refreshToken);
        return ok(renewed);
      } catch (error) {
        if (error instanceof HttpError && error.messageKey === 'errors.wrongCurrentPassword') {
          // Marked on the field too, so the form shows it where the mistake is.
          throw new HttpError(400, error.messageKey, undefined, {
            matkhaucu: translate(request.lang, error.messageKey),
          });
        }
        throw error;
      }
    },
  );
};
