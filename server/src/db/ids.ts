// Record ids: UUID version 7, made in the application because PostgreSQL 15 has no uuidv7().
// Time-ordered ids keep b-tree inserts at the right edge and sort roughly by creation.
import { randomBytes } from 'node:crypto';

export function uuidv7(now = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = 0x70 | (bytes[6]! & 0x0f);
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
