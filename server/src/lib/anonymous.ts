// Whether a request carries no session: no Authorization header and no session cookie (the access token, or the
// refresh token that would sign the browser in again). Such a request gets what every visitor gets, so its answer
// may be kept and shared (a rendered page, a public list); anything signed in is answered for its reader alone.
import type { FastifyRequest } from 'fastify';

export const isAnonymous = (request: Pick<FastifyRequest, 'headers' | 'cookies'>): boolean =>
  !request.headers.authorization && !request.cookies.token && !request.cookies.refreshToken;
