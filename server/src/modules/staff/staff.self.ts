// A staff member's own record: their information with the role's menu (what every request's access check reads)
// and the sign-in lookup by account name. The accounts the back office manages, and the profile a member edits
// themselves (PUT /api/nhanvien/:id on their own id), are staff.service.ts.
import { and, eq, exists, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { roles, sessions, staff } from '../../db/schema';
import { contentChanged } from '../../lib/content-events';

export const infoColumns = {
  _id: staff._id,
  taikhoan: staff.taikhoan,
  hoten: staff.hoten,
  dienthoai: staff.dienthoai,
  email: staff.email,
  hinhanh_id: staff.hinhanh_id,
  phongkham_id: staff.phongkham_id,
  updatedAt: staff.updatedAt,
  kichhoat: staff.kichhoat,
  vaitro: { _id: roles._id, ma: roles.ma, ten: roles.ten, menu: roles.menu },
};

/** Account names ignore case and surrounding spaces. */
export const normalizeAccount = (taikhoan: string) => taikhoan.trim().toLowerCase();

/**
 * A doctor's public pages show their staff record (name, photo; gone once deactivated or deleted): after such a
 * change commits, the site's caches must forget it, as after any write of public content.
 */
export const staffShown = () => contentChanged('nhanvien');

/** An active, not deleted staff member with the role and its menu; null otherwise. */

export async function findActiveStaff(db: Database, id: string) {
  const [row] = await db
    .select(infoColumns)
    .from(staff)
    .innerJoin(roles, eq(roles._id, staff.vaitro_id))
    .where(and(eq(staff._id, id), isNull(staff.deletedAt), eq(staff.kichhoat, true)));
  if (!row) return null;
  const { kichhoat: _active, ...info } = row;
  return info;
}
export type StaffMember = NonNullable<Awaited<ReturnType<typeof findActiveStaff>>>;

/**
 * The staff member behind an access token, read as every authenticated request reads it: active, not deleted, and
 * the token's session family stands (it exists, it is theirs, and none of its rows was revoked), so a sign-out, a
 * deactivation or a revoked family refuses the very next request. One query where the member and the family were
 * two: every request pays it.
 */
export async function findSignedInStaff(db: Database, id: string, familyId: string): Promise<StaffMember | null> {
  const family = and(eq(sessions.familyId, familyId), eq(sessions.nhanvien_id, id));
  const [row] = await db
    .select(infoColumns)
    .from(staff)
    .innerJoin(roles, eq(roles._id, staff.vaitro_id))
    .where(
      and(
        eq(staff._id, id),
        isNull(staff.deletedAt),
        eq(staff.kichhoat, true),
        exists(
          db
            .select({ one: sql`1` })
            .from(sessions)
            .where(family),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(sessions)
            .where(and(family, isNotNull(sessions.revokedAt))),
        ),
      ),
    );
  if (!row) return null;
  const { kichhoat: _active, ...info } = row;
  return info;
}

export async function findForSignIn(db: Database, taikhoan: string) {
  const [row] = await db
    .select({ _id: staff._id, matkhau: staff.matkhau, kichhoat: staff.kichhoat })
    .from(staff)
    .where(and(eq(staff.taikhoan, normalizeAccount(taikhoan)), isNull(staff.deletedAt)));
  return row ?? null;
}
