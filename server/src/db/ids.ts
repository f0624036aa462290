// Record ids: UUID version 7, made in the application because PostgreSQL 15 has no uuidv7().
// Time-ordered ids keep b-tree inserts at the right edge and sort by creation. Rows made in one transaction share
// its timestamp, so "in the order they were made" rests on the id alone: within one millisecond a counter in the
// version's 12 spare bits (RFC 9562, method 1) keeps this process's ids in the order it made them.
import { randomBytes } from 'node:crypto';

/** The last id's millisecond and counter, for the next one to come after it. */
let last = { ms: -1, seq: 0 };

/** The millisecond and counter of the next id: never before the last one (a clock stepping back waits in the counter). */
function nextStamp(): { ms: number; seq: number } {
  const now = Date.now();
  if (now > last.ms) last = { ms: now, seq: 0 };
  else if (last.seq < 0xfff) last = { ms: last.ms, seq: last.seq + 1 };
  else last = { ms: last.ms + 1, seq: 0 };
  return last;
}

/** A new id, later than every id this process made before; `now` makes one for that moment instead (no counter). */
export function uuidv7(now?: number): string {
  const bytes = randomBytes(16);
  const stamp = now === undefined ? nextStamp() : null;
  bytes.writeUIntBE(stamp ? stamp.ms : now!, 0, 6);
  if (stamp) {
    bytes[6] = 0x70 | (stamp.seq >> 8);
    bytes[7] = stamp.seq & 0xff;
  } else {
    bytes[6] = 0x70 | (bytes[6]! & 0x0f);
  }
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
