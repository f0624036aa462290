// The staff accounts the back office manages (list, create, edit, deactivate, delete, password reset, lifting a
// sign-in lock). Every write logs its before/after in the same transaction, never the password hash. A member's own
// information, sign-in lookup and profile are staff.self.ts.
import {
  menuWithin,
  staffResource,
  type RoleCode,
  type RoleMenuEntry,
  type StaffCreate,
  type StaffListQuery,
  type StaffUpdate,
} from '@phongkham/contracts';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { activityMeta, type Actor } from '../../lib/actor';
import { pgCode } from '../../lib/db-errors';
import { clinics, files, roles, staff } from '../../db/schema';
import { imageColumns, withImage } from '../../lib/content';
import { FieldError, fieldError, HttpError, notFound } from '../../lib/http-error';
import { icu, listPage } from '../../lib/list';
import { recordActivity } from '../../lib/activity-log';
import { hashPassword } from '../../lib/password';
import { revokeAllSessions } from '../sessions/sessions.service';
import { liftLock, lockedUntil } from '../sign-in-locks/locks.service';
import { constraintError, infoColumns, normalizeAccount, staffShown, withConstraintErrors } from './staff.self';

// Managing accounts: the back office's staff screens (/nhanvien, /users).

const ADMINISTRATOR: RoleCode = 'ADMINISTRATOR';

const recordColumns = { ...infoColumns, createdAt: staff.createdAt };

/** What the activity log keeps of an account, before and after a change: everything but the password hash. */
const auditColumns = {
  taikhoan: staff.taikhoan,
  hoten: staff.hoten,
  dienthoai: staff.dienthoai,
  email: staff.email,
  hinhanh_id: staff.hinhanh_id,
  phongkham_id: staff.phongkham_id,
  vaitro_id: staff.vaitro_id,
  kichhoat: staff.kichhoat,
};

const sortable = {
  hoten: icu(staff.hoten),
  taikhoan: staff.taikhoan,
  createdAt: staff.createdAt,
  updatedAt: staff.updatedAt,
};

export async function listStaff(db: Database, query: StaffListQuery) {
  return listPage(query, {
    where: [
      isNull(staff.deletedAt),
      query.vaitro_id ? eq(staff.vaitro_id, query.vaitro_id) : undefined,
      query.kichhoat === undefined ? undefined : eq(staff.kichhoat, query.kichhoat),
    ],
    search: [staff.hoten, staff.taikhoan, staff.dienthoai, staff.email],
    sortable,
    defaultSort: staffResource.defaultSort,
    // _id breaks ties so pages never overlap when names repeat.
    tieBreak: asc(staff._id),
    columns: {
      _id: staff._id,
      taikhoan: staff.taikhoan,
      hoten: staff.hoten,
      dienthoai: staff.dienthoai,
      email: staff.email,
      hinhanh_id: staff.hinhanh_id,
      hinhanh: imageColumns,
      phongkham_id: staff.phongkham_id,
      kichhoat: staff.kichhoat,
      vaitro: { _id: roles._id, ma: roles.ma, ten: roles.ten },
      createdAt: staff.createdAt,
      updatedAt: staff.updatedAt,
    },
    from: (fields) =>
      db
        .select(fields)
        .from(staff)
        .innerJoin(roles, eq(roles._id, staff.vaitro_id))
        .leftJoin(files, eq(files._id, staff.hinhanh_id)),
    map: withImage,
  });
}

/** One account that is not deleted, active or not, with its role and menu and its avatar. */
export async function getStaff(db: Database, id: string) {
  const [row] = await db
    .select({ ...recordColumns, hinhanh: imageColumns })
    .from(staff)
    .innerJoin(roles, eq(roles._id, staff.vaitro_id))
    .leftJoin(files, eq(files._id, staff.hinhanh_id))
    .where(and(eq(staff._id, id), isNull(staff.deletedAt)));
  if (!row) throw notFound();
  // Whether strangers' wrong passwords keep this account's sign-in shut, so an administrator can see and lift it.
  return { ...withImage(row), khoa_den: await lockedUntil(db, row.taikhoan) };
}
export type StaffRecordRow = Awaited<ReturnType<typeof getStaff>>;

/** Staff accounts per role, deleted ones included (their history names the role). */
export async function staffCountsByRole(db: Database): Promise<Map<string, number>> {
  const rows = await db.select({ vaitro_id: staff.vaitro_id, n: count() }).from(staff).groupBy(staff.vaitro_id);
  return new Map(rows.map((row) => [row.vaitro_id, row.n]));
}

/** The account to change, locked for the transaction, with its role; 404 when it does not exist or was deleted. */
async function lockStaff(tx: Transaction, id: string) {
  const [row] = await tx
    .select({ ...auditColumns, role: { ma: roles.ma, menu: roles.menu } })
    .from(staff)
    .innerJoin(roles, eq(roles._id, staff.vaitro_id))
    .where(and(eq(staff._id, id), isNull(staff.deletedAt)))
    .for('update', { of: staff });
  if (!row) throw notFound();
  const { role, ...audit } = row;
  return { role, audit };
}

/** A role to assign; 400 on the field when it does not exist. */
async function roleToAssign(tx: Transaction, id: string) {
  const [role] = await tx
    .select({ _id: roles._id, ma: roles.ma, menu: roles.menu })
    .from(roles)
    .where(eq(roles._id, id));
  if (!role) throw fieldError('vaitro_id', 'errors.unknownRole');
  return role;
}

/** A clinic to belong to; 400 on the field when it does not exist. (No clinics module yet: read here.) */
async function checkClinic(tx: Transaction, id: string | null | undefined) {
  if (!id) return;
  const [clinic] = await tx
    .select({ _id: clinics._id })
    .from(clinics)
    .where(and(eq(clinics._id, id), isNull(clinics.deletedAt)));
  if (!clinic) throw fieldError('phongkham_id', 'errors.unknownClinic');
}

/** Only an ADMINISTRATOR manages ADMINISTRATOR accounts, and nobody manages an account whose role outranks theirs. */
function assertMayManage(actor: Actor, role: { ma: string; menu: RoleMenuEntry[] }) {
  if (role.ma === ADMINISTRATOR && actor.vaitro.ma !== ADMINISTRATOR) {
    throw new HttpError(403, 'errors.administratorOnly');
  }
  if (!menuWithin(role.menu, actor.vaitro.menu)) throw new HttpError(403, 'errors.staffBeyondOwnRole');
}

/** Nobody hands out a role that grants more than their own (an ADMIN making a puppet account with more). */
function assertMayAssign(actor: Actor, role: { ma: string; menu: RoleMenuEntry[] }) {
  if (role.ma === ADMINISTRATOR && actor.vaitro.ma !== ADMINISTRATOR) {
    throw new HttpError(403, 'errors.administratorOnly');
  }
  if (!menuWithin(role.menu, actor.vaitro.menu)) throw new HttpError(403, 'errors.roleBeyondOwnRole');
}

/**
 * Locks every active ADMINISTRATOR account, in one order, before anything else is locked: a request that may take
 * an ADMINISTRATOR away (deactivate, delete, another role) then waits for any other such request, and two of them
 * cannot each remove one of the last two. The same order everywhere keeps them from deadlocking.
 */
async function lockAdministrators(tx: Transaction): Promise<string[]> {
  const owners = await tx
    .select({ _id: staff._id })
    .from(staff)
    .innerJoin(roles, eq(roles._id, staff.vaitro_id))
    .where(and(eq(roles.ma, ADMINISTRATOR), eq(staff.kichhoat, true), isNull(staff.deletedAt)))
    .orderBy(asc(staff._id))
    .for('update', { of: staff });
  return owners.map((owner) => owner._id);
}

/** Refuses to take away the last active ADMINISTRATOR (the owners were locked by lockAdministrators). */
function assertAnotherAdministrator(owners: string[], leaving: string) {
  if (!owners.some((owner) => owner !== leaving)) throw new HttpError(409, 'errors.lastAdministrator');
}

const accountTaken = (taikhoan: string) => new FieldError(409, 'errors.accountTaken', 'taikhoan', { taikhoan });

export async function createStaff(db: Database, input: StaffCreate, actor: Actor) {
  const taikhoan = normalizeAccount(input.taikhoan);
  // Hashing takes a while: before the transaction, so no row stays locked meanwhile.
  const matkhau = await hashPassword(input.matkhau);
  let id = '';
  try {
    await db.transaction(async (tx) => {
      const role = await roleToAssign(tx, input.vaitro_id);
      assertMayAssign(actor, role);
      await checkClinic(tx, input.phongkham_id);
      // Deleted accounts keep their name: the history still shows who they were.
      const [taken] = await tx.select({ _id: staff._id }).from(staff).where(eq(staff.taikhoan, taikhoan));
      if (taken) throw accountTaken(taikhoan);
      const [created] = await tx
        .insert(staff)
        .values({
          taikhoan,
          matkhau,
          hoten: input.hoten,
          dienthoai: input.dienthoai ?? null,
          email: input.email ?? null,
          vaitro_id: role._id,
          phongkham_id: input.phongkham_id ?? null,
          kichhoat: input.kichhoat ?? true,
        })
        .returning({ _id: staff._id, ...auditColumns });
      const { _id, ...after } = created!;
      id = _id;
      await recordActivity(tx, {
        ...activityMeta(actor),
        hanhdong: 'TAO',
        tainguyen: 'nhanvien',
        banghi_id: id,
        sau: after,
      });
    });
  } catch (error) {
    // Two requests for one name at once: the unique index lets one through, the other meets this.
    if (pgCode(error) === '23505') throw accountTaken(taikhoan);
    throw constraintError(error);
  }
  return getStaff(db, id);
}

/** Someone else's account edited by a manager of accounts: the profile, and the role and clinic. */
export async function updateStaff(db: Database, id: string, input: StaffUpdate, actor: Actor) {
  await withConstraintErrors(() =>
    db.transaction(async (tx) => {
      const owners = input.vaitro_id ? await lockAdministrators(tx) : [];
      const { role, audit: before } = await lockStaff(tx, id);
      assertMayManage(actor, role);
      const changes: Partial<typeof staff.$inferInsert> = {
        hoten: input.hoten,
        ...(input.dienthoai !== undefined ? { dienthoai: input.dienthoai } : {}),
        ...(input.email !== undefined ? { email: input.email } : {}),
        ...(input.hinhanh_id !== undefined ? { hinhanh_id: input.hinhanh_id } : {}),
        ...(input.phongkham_id !== undefined ? { phongkham_id: input.phongkham_id } : {}),
      };
      if (input.vaitro_id && input.vaitro_id !== before.vaitro_id) {
        const next = await roleToAssign(tx, input.vaitro_id);
        assertMayAssign(actor, next);
        if (role.ma === ADMINISTRATOR && next.ma !== ADMINISTRATOR && before.kichhoat) {
          assertAnotherAdministrator(owners, id);
        }
        changes.vaitro_id = next._id;
      }
      await checkClinic(tx, input.phongkham_id);
      const [after] = await tx.update(staff).set(changes).where(eq(staff._id, id)).returning(auditColumns);
      await recordActivity(tx, {
        ...activityMeta(actor),
        hanhdong: 'CAP_NHAT',
        tainguyen: 'nhanvien',
        banghi_id: id,
        truoc: before,
        sau: after,
      });
    }),
  );
  staffShown();
  return getStaff(db, id);
}

/** Deactivates (every session ends at once) or reactivates an account. */
export async function setStaffActive(db: Database, id: string, kichhoat: boolean, actor: Actor) {
  await db.transaction(async (tx) => {
    if (!kichhoat && id === actor._id) throw new HttpError(403, 'errors.selfStatus');
    const owners = kichhoat ? [] : await lockAdministrators(tx);
    const { role, audit: before } = await lockStaff(tx, id);
    assertMayManage(actor, role);
    if (before.kichhoat === kichhoat) return;
    if (!kichhoat && role.ma === ADMINISTRATOR) assertAnotherAdministrator(owners, id);
    await tx.update(staff).set({ kichhoat }).where(eq(staff._id, id));
    if (!kichhoat) await revokeAllSessions(tx, id);
    await recordActivity(tx, {
      ...activityMeta(actor),
      hanhdong: 'CAP_NHAT',
      tainguyen: 'nhanvien',
      banghi_id: id,
      truoc: { kichhoat: before.kichhoat },
      sau: { kichhoat },
    });
  });
  staffShown();
  return getStaff(db, id);
}

/** Soft delete: the account disappears from lists and sign-in, its sessions end, its history stays. */
export async function deleteStaff(db: Database, id: string, actor: Actor) {
  await db.transaction(async (tx) => {
    if (id === actor._id) throw new HttpError(403, 'errors.selfStatus');
    const owners = await lockAdministrators(tx);
    const { role, audit: before } = await lockStaff(tx, id);
    assertMayManage(actor, role);
    if (role.ma === ADMINISTRATOR && before.kichhoat) assertAnotherAdministrator(owners, id);
    await tx
      .update(staff)
      .set({ deletedAt: sql`now()` })
      .where(eq(staff._id, id));
    await revokeAllSessions(tx, id);
    await recordActivity(tx, {
      ...activityMeta(actor),
      hanhdong: 'XOA',
      tainguyen: 'nhanvien',
      banghi_id: id,
      truoc: before,
    });
  });
  staffShown();
}

/** An administrator sets a new password for someone else (forgotten, or a new hire); their sessions end. */
/** Lifts the sign-in lock of someone else's account (docs/decisions/0017-device-cookie.md). */
export async function liftStaffLock(db: Database, id: string, actor: Actor) {
  await db.transaction(async (tx) => {
    const { role, audit } = await lockStaff(tx, id);
    assertMayManage(actor, role);
    await liftLock(tx, { _id: id, taikhoan: audit.taikhoan }, activityMeta(actor));
  });
  return getStaff(db, id);
}

export async function resetStaffPassword(db: Database, id: string, password: string, actor: Actor) {
  if (id === actor._id) throw new HttpError(403, 'errors.selfPasswordReset');
  const matkhau = await hashPassword(password);
  await db.transaction(async (tx) => {
    const { role } = await lockStaff(tx, id);
    assertMayManage(actor, role);
    await tx.update(staff).set({ matkhau }).where(eq(staff._id, id));
    await revokeAllSessions(tx, id);
    await recordActivity(tx, {
      ...activityMeta(actor),
      hanhdong: 'CAP_NHAT',
      tainguyen: 'nhanvien',
      banghi_id: id,
      // That it happened, never the hash.
      sau: { datlaimatkhau: true },
    });
  });
}
