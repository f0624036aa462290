// Staff members: their own information with the role's menu, sign-in lookup, profile updates.
import type { ProfileUpdate } from '@phongkham/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { roles, staff } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { recordActivity } from '../activity/activity.service';

const infoColumns = {
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
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ hoten: staff.hoten, dienthoai: staff.dienthoai, email: staff.email, hinhanh_id: staff.hinhanh_id })
      .from(staff)
      // Only active staff, as the answer below: an inactive one would be changed and then answered 404.
      .where(and(eq(staff._id, id), isNull(staff.deletedAt), eq(staff.kichhoat, true)))
      .for('update');
    if (!before) throw notFound();
    const [after] = await tx
      .update(staff)
      .set(input)
      .where(eq(staff._id, id))
      .returning({ hoten: staff.hoten, dienthoai: staff.dienthoai, email: staff.email, hinhanh_id: staff.hinhanh_id });
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
  });
  const updated = await findActiveStaff(db, id);
  if (!updated) throw notFound();
  return updated;
}
