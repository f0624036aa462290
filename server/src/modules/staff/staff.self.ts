// A staff member's own record: their information with the role's menu (what every request's access check reads),
// the sign-in lookup by account name, and the profile they edit themselves, audited in the same transaction. The
// accounts the back office manages are staff.service.ts.
import type { ProfileUpdate } from '@phongkham/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { roles, staff } from '../../db/schema';
import { recordActivity } from '../../lib/activity-log';
import { contentChanged } from '../../lib/content-events';
import { constraintFieldError, pgError } from '../../lib/db-errors';
import { fieldError, notFound } from '../../lib/http-error';

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

export async function findForSignIn(db: Database, taikhoan: string) {
  const [row] = await db
    .select({ _id: staff._id, matkhau: staff.matkhau, kichhoat: staff.kichhoat })
    .from(staff)
    .where(and(eq(staff.taikhoan, normalizeAccount(taikhoan)), isNull(staff.deletedAt)));
  return row ?? null;
}

export async function updateProfile(
  db: Database,
  id: string,
  input: ProfileUpdate,
  actor: { _id: string; ip: string; userAgent: string | null },
): Promise<StaffMember> {
  await withConstraintErrors(() =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select({ hoten: staff.hoten, dienthoai: staff.dienthoai, email: staff.email, hinhanh_id: staff.hinhanh_id })
        .from(staff)
        // Only active staff, as the answer below: an inactive one would be changed and then answered 404.
        .where(and(eq(staff._id, id), isNull(staff.deletedAt), eq(staff.kichhoat, true)))
        .for('update');
      if (!before) throw notFound();
      const [after] = await tx.update(staff).set(input).where(eq(staff._id, id)).returning({
        hoten: staff.hoten,
        dienthoai: staff.dienthoai,
        email: staff.email,
        hinhanh_id: staff.hinhanh_id,
      });
      await recordActivity(tx, {
        nhanvien_id: actor._id,
        hanhdong: 'CAP_NHAT',
        tainguyen: 'nhanvien',
        banghi_id: id,
        truoc: before,
        sau: after,
        ip: actor.ip,
        userAgent: actor.userAgent,
      });
    }),
  );
  staffShown();
  const updated = await findActiveStaff(db, id);
  if (!updated) throw notFound();
  return updated;
}

/**
 * A reference that does not exist, as a 400 on the field that holds it: an avatar id (a picture never uploaded),
 * a clinic, or a role deleted between the check and the write (the same answer as an unknown role).
 */
export function constraintError(error: unknown): unknown {
  const failure = pgError(error);
  if (failure?.code === '23503' && failure.detail?.includes('(vaitro_id)')) {
    return fieldError('vaitro_id', 'errors.unknownRole');
  }
  return constraintFieldError(error, ['hinhanh_id', 'phongkham_id', 'vaitro_id']);
}

export async function withConstraintErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw constraintError(error);
  }
}
