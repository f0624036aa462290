// The device cookie (OWASP's answer to lockout abuse): a browser that once signed in to an account carries a cookie
// naming that account and a random device id, signed with the server's key. Its sign-ins are counted apart from
// everyone else's, so a stranger hammering a known account name locks out strangers, not the account's owner.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE = 'thietbi';
/** How long a device stays known without signing in again. */
export const DEVICE_COOKIE_DAYS = 180;

const mac = (key: Uint8Array, account: string, device: string) =>
  createHmac('sha256', key).update(`thietbi\n${account}\n${device}`).digest('base64url');

/** A new device id for an account, as the cookie's value. */
export function issueDevice(key: Uint8Array, account: string, device = randomBytes(16).toString('base64url')): string {
  return `${Buffer.from(account).toString('base64url')}.${device}.${mac(key, account, device)}`;
}

/**
 * The device id a cookie carries for this account; null when the cookie is absent, forged, or names another
 * account (a browser shared by two staff members is known for the last one who signed in there).
 */
export function deviceOf(key: Uint8Array, cookie: string | undefined, account: string): string | null {
  if (!cookie || cookie.length > 512) return null;
  const [named, device, signature] = cookie.split('.');
  if (!named || !device || !signature) return null;
  if (Buffer.from(named, 'base64url').toString() !== account) return null;
  const expected = Buffer.from(mac(key, account, device));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? device : null;
}
