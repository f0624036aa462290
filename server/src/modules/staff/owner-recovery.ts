// Restores the owner's access from the machine itself (`npm run admin -- reset-password`), for the day no one can
// sign in as an owner any more: the password is lost, the account was deactivated, locked out or moved to another
// role. Whoever can run commands on the server already holds the data, so this grants nothing new.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { roles, staff } from '../../db/schema';
import { writing } from '../../lib/crud/writer';
import { hashPassword } from '../../lib/password';
import { revokeAllSessions } from '../sessions/sessions.service';
import { normalizeAccount } from './staff.self';

export interface RestoredOwner {
  taikhoan: string;
  /** True when no account had that name and one was made. */
  created: boolean;
}

/**
 * Makes `taikhoan` an active, undeleted ADMINISTRATOR with `password`, ends its sessions and lifts a sign-in
 * lockout (a password reset starts the failure count again). One transaction, kept in the activity history.
 */
export async function restoreOwnerAccess(
  db: Database,
  input: { taikhoan: string; password: string },
): Promise<RestoredOwner> {
  const taikhoan = normalizeAccount(input.taikhoan);
  const matkhau = await hashPassword(input.password);
  // Nobody signed in did it: the history names the command line (`qua`), never the hash.
  return writing(db, { nhanvien_id: null, ip: null, userAgent: null }, async (writer) => {
    const tx = writer.tx;
    const [owner] = await tx.select({ _id: roles._id }).from(roles).where(eq(roles.ma, 'ADMINISTRATOR'));
    if (!owner) throw new Error('The ADMINISTRATOR role is missing: start the server once to create the roles.');
    const [before] = await tx
      .select({ _id: staff._id, vaitro_id: staff.vaitro_id, kichhoat: staff.kichhoat, deletedAt: staff.deletedAt })
      .from(staff)
      .where(eq(staff.taikhoan, taikhoan))
      .for('update');
    let id: string;
    if (before) {
      id = before._id;
      await tx
        .update(staff)
        .set({ vaitro_id: owner._id, kichhoat: true, deletedAt: null, matkhau })
        .where(eq(staff._id, id));
      await revokeAllSessions(tx, id);
    } else {
      const [created] = await tx
        .insert(staff)
        .values({ taikhoan, matkhau, hoten: 'Chủ hệ thống', vaitro_id: owner._id })
        .returning({ _id: staff._id });
      id = created!._id;
    }
    await writer.record({
      hanhdong: 'DAT_LAI_MAT_KHAU',
      tainguyen: 'nhanvien',
      banghi_id: id,
      truoc: before
        ? { vaitro_id: before.vaitro_id, kichhoat: before.kichhoat, daxoa: before.deletedAt !== null }
        : null,
      sau: { taikhoan, vaitro_id: owner._id, kichhoat: true, qua: 'dong-lenh' },
    });
    return { taikhoan, created: !before };
  });
}
