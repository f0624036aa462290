// Roles and the first staff account. Roles are added when missing (also on databases seeded before they
// existed); the first ADMINISTRATOR is created once, with ADMIN_PASSWORD or a random password.
import { defaultRoleMenus, roleCodes, type RoleCode } from '@phongkham/contracts';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { roles, staff } from '../schema';
import { generatePassword, hashPassword } from '../../lib/password';

const roleNames: Record<RoleCode, string> = {
  ADMINISTRATOR: 'Chủ hệ thống',
  ADMIN: 'Quản trị viên',
  QUANLY: 'Quản lý phòng khám',
  BACSY: 'Bác sĩ',
  LETAN: 'Lễ tân',
  THUNGAN: 'Thu ngân',
  DUOCSI: 'Dược sĩ',
  KYTHUATVIEN: 'Kỹ thuật viên',
};

export const FIRST_ACCOUNT = 'admin';

export async function ensureRoles(db: Database): Promise<void> {
  await db
    .insert(roles)
    .values(roleCodes.map((ma) => ({ ma, ten: roleNames[ma], menu: defaultRoleMenus[ma] })))
    .onConflictDoNothing({ target: roles.ma });
  // The owner holds every page by definition, and that menu is never edited: a release that adds pages gives
  // them to the owner at start-up, who then grants them to the other roles.
  await db.update(roles).set({ menu: defaultRoleMenus.ADMINISTRATOR }).where(eq(roles.ma, 'ADMINISTRATOR'));
}

/**
 * Creates the account `admin` (ADMINISTRATOR) when the installation has no ADMINISTRATOR account yet (the
 * demo doctors are staff too, so "no staff at all" would never hold after the seed). Returns the password
 * only when it was generated here, so the caller can print it once; null when nothing was created.
 */
export async function ensureFirstAdministrator(
  db: Database,
  adminPassword: string | undefined,
): Promise<{ taikhoan: string; generatedPassword: string | null } | null> {
  const [owner] = await db.select({ _id: roles._id }).from(roles).where(eq(roles.ma, 'ADMINISTRATOR'));
  if (!owner) throw new Error('ensureRoles must run before ensureFirstAdministrator');
  const [existing] = await db.select({ n: count() }).from(staff).where(eq(staff.vaitro_id, owner._id));
  if ((existing?.n ?? 0) > 0) return null;
  const password = adminPassword ?? generatePassword();
  // Two instances starting together on one empty database: the unique account name lets only one win.
  const created = await db
    .insert(staff)
    .values({
      taikhoan: FIRST_ACCOUNT,
      matkhau: await hashPassword(password),
      hoten: 'Chủ hệ thống',
      vaitro_id: owner._id,
    })
    .onConflictDoNothing({ target: staff.taikhoan })
    .returning({ _id: staff._id });
  if (created.length === 0) return null;
  return { taikhoan: FIRST_ACCOUNT, generatedPassword: adminPassword ? null : password };
}
