// Access tokens (JWT, HS256, 15 minutes, exp in seconds) and refresh tokens (256 random bits, stored hashed).
import { jwtVerify, SignJWT } from 'jose';
import { createHash, randomBytes, randomUUID } from 'node:crypto';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 14;

export interface AccessClaims {
  /** The staff member's _id. */
  sub: string;
  /** The session family the token belongs to, so revoking a family ends its access tokens too. */
  sid: string;
}

export async function signAccessToken(claims: AccessClaims, secret: Uint8Array, now = Date.now()) {
  const iat = Math.floor(now / 1000);
  const exp = iat + ACCESS_TOKEN_SECONDS;
  const token = await new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    // A unique id, so two tokens issued in the same second still differ.
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(secret);
  return { token, exp };
}

/** The claims of a valid, unexpired token signed with our secret; null for anything else. */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { sub: payload.sub, sid: payload.sid };
  } catch {
    return null;
  }
}

export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const secretKey = (secret: string) => new TextEncoder().encode(secret);
