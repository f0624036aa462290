// The system settings' secrets at rest (SMTP password, SMS and Zalo keys): AES-256-GCM with a key derived from the
// server's JWT secret (the JWT_SECRET variable or DATA_DIR's generated secret file), so a copy of the database alone
// does not give them away. Changing the JWT secret makes stored secrets unreadable: they read as "not set" and
// must be entered again (docs/decisions/0013).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** The settings' own key: HKDF-SHA256 over the JWT secret, bound to this purpose so it differs from the JWT key. */
export function settingsKey(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'phongkham-settings', 'system settings secrets v1', 32));
}

export function sealSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), sealed.toString('base64')].join(':');
}

/** The plain secret, or null when it was sealed with another key or altered. */
export function openSecret(key: Buffer, stored: string): string | null {
  const [version, iv, tag, sealed] = stored.split(':');
  if (version !== VERSION || !iv || !tag || sealed === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
