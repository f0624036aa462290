// Staff passwords: argon2id (OWASP's recommended parameters are @node-rs/argon2's defaults).
import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

export const hashPassword = (password: string) => hash(password);

// Checked when an account does not exist, so a wrong account takes as long as a wrong password
// and the answer time does not reveal which accounts exist.
const decoy = hash(randomBytes(16).toString('hex'));

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  try {
    return await verify(storedHash ?? (await decoy), password);
  } catch {
    return false;
  }
}

/** A readable one-time password for the first ADMINISTRATOR when ADMIN_PASSWORD is not set. */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
