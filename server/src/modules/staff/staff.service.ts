// The staff accounts the back office manages: the reads, the kit's write path for create, edit (one's own profile
// included) and delete with who may make each (`staffWrites`), and the commands beside it (deactivate, password
// reset, lifting a sign-in lock) on the audited writer. The history never holds the password hash. A member's own
// information and sign-in lookup are staff.self.ts.
import {
  menuWithin,
  staffResource,
  type RoleCode,
  type RoleMenuEntry,
  type StaffCreate,
  type StaffListQuery,
  type StaffUpdate,
} from '@phongkham/contracts';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { clinics, files, roles, staff } from '../../db/schema';
import { imageColumns, withImage } from '../../lib/content';
import type { Authorization, WriteOptions } from '../../lib/crud/write';
import { authorOf, writing, type Writer } from '../../lib/crud/writer';
import { constraintFieldError } from '../../lib/db-errors';
import { FieldError, fieldError, HttpError, notFound } from '../../lib/http-error';
import { icu, listPage } from '../../lib/list';
import { hashPassword } from '../../lib/password';
import { revokeAllSessions } from '../sessions/sessions.service';
import { liftLock, lockedUntil } from '../sign-in-locks/locks.service';
import { infoColumns, normalizeAccount, staffShown } from './staff.self';

// Managing accounts: the back office's staff screens (/nhanvien, /users).

const ADMINISTRATOR: RoleCode = 'ADMINISTRATOR';

const recordColumns = { ...infoColumns, createdAt: staff.createdAt };

/** What the activity history keeps of an account, before and after a change: never the password hash. */
const auditFields = ['taikhoan', 'hoten', 'dienthoai', 'email', 'hinhanh_id', 'phongkham_id', 'vaitro_id', 'kichhoat'];

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

/** One account that is not deleted, active or not, with its role and menu and its avatar; null otherwise. */
export async function getStaff(db: Database, id: string) {
  const [row] = await db
    .select({ ...recordColumns, hinhanh: imageColumns })
    .from(staff)
    .innerJoin(roles, eq(roles._id, staff.vaitro_id))
    .leftJoin(files, eq(files._id, staff.hinhanh_id))
    .where(and(eq(staff._id, id), isNull(staff.deletedAt)));
  if (!row) return null;
  // Whether strangers' wrong passwords keep this account's sign-in shut, so an administrator can see and lift it.
  return { ...withImage(row), khoa_den: await lockedUntil(db, row.taikhoan) };
}

/** The account a command answers with; 404 when it went meanwhile. */
export async function staffRecordOf(db: Database, id: string) {
  const found = await getStaff(db, id);
  if (!found) throw notFound();
  return found;
}

/** Staff accounts per role, deleted ones included (their history names the role). */
export async function staffCountsByRole(db: Database): Promise<Map<string, number>> {
  const rows = await db.select({ vaitro_id: staff.vaitro_id, n: count() }).from(staff).groupBy(staff.vaitro_id);
  return new Map(rows.map((row) => [row.vaitro_id, row.n]));
}

type Role = { _id: string; ma: string; menu: RoleMenuEntry[] };

/** A role by id, or null. */
async function findRole(tx: Transaction, id: string): Promise<Role | null> {
  const [role] = await tx
    .select({ _id: roles._id, ma: roles.ma, menu: roles.menu })
    .from(roles)
    .where(eq(roles._id, id));
  return role ?? null;
}

/** A role to assign; 400 on the field when it does not exist. */
async function roleToAssign(tx: Transaction, id: string) {
  const role = await findRole(tx, id);
  if (!role) throw fieldError('vaitro_id', 'errors.unknownRole');
  return role;
}

/** A clinic to belong to; 400 on the field when it does not exist. (No clinics module yet: read here.) */
async function checkClinic(tx: Transaction, id: unknown) {
  if (typeof id !== 'string') return;
  const [clinic] = await tx
    .select({ _id: clinics._id })
    .from(clinics)
    .where(and(eq(clinics._id, id), isNull(clinics.deletedAt)));
  if (!clinic) throw fieldError('phongkham_id', 'errors.unknownClinic');
}

/** Only an ADMINISTRATOR manages ADMINISTRATOR accounts, and nobody manages an account whose role outranks theirs. */
function assertMayManage(actor: Actor, role: Role) {
  if (role.ma === ADMINISTRATOR && actor.vaitro.ma !== ADMINISTRATOR) {
    throw new HttpError(403, 'errors.administratorOnly');
  }
  if (!menuWithin(role.menu, actor.vaitro.menu)) throw new HttpError(403, 'errors.staffBeyondOwnRole');
}

/** Nobody hands out a role that grants more than their own (an ADMIN making a puppet account with more). */
function assertMayAssign(actor: Actor, role: Role) {
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
async function assertAnotherAdministrator(tx: Transaction, leaving: string) {
  const owners = await lockAdministrators(tx);
  if (!owners.some((owner) => owner !== leaving)) throw new HttpError(409, 'errors.lastAdministrator');
}

const accountTaken = (taikhoan: string) => new FieldError(409, 'errors.accountTaken', 'taikhoan', { taikhoan });

/** The account `row` (locked) with its role, which decides who may manage it. */
async function managed(tx: Transaction, actor: Actor, row: Record<string, unknown>) {
  const role = (await findRole(tx, row.vaitro_id as string))!;
  assertMayManage(actor, role);
  return role;
}

/** Who may make a write of an account, beyond the flag on /nhanvien or /users. */
async function authorizeStaff({ kind, tx, actor, id, before, body }: Authorization) {
  if (kind === 'create') {
    assertMayAssign(actor, await roleToAssign(tx, body!.vaitro_id as string));
    return checkClinic(tx, body!.phongkham_id);
  }
  const role = await managed(tx, actor, before!);
  if (kind === 'delete') {
    if (role.ma === ADMINISTRATOR && before!.kichhoat) await assertAnotherAdministrator(tx, id!);
    return;
  }
  const next = body!.vaitro_id as string | undefined;
  if (next && next !== before!.vaitro_id) {
    const assigned = await roleToAssign(tx, next);
    assertMayAssign(actor, assigned);
    if (role.ma === ADMINISTRATOR && assigned.ma !== ADMINISTRATOR && before!.kichhoat) {
      await assertAnotherAdministrator(tx, id!);
    }
  }
  await checkClinic(tx, body!.phongkham_id);
}

const pick = (row: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(fields.filter((field) => field in row).map((field) => [field, row[field]]));

/** The kit's write path for staff accounts (staff.routes.ts): the rules above, the hash never shown. */
export const staffWrites: Omit<WriteOptions, 'resource'> = {
  table: staff,
  authorize: authorizeStaff,
  redact: (row, seenIn) => {
    if (seenIn === 'history') return pick(row, auditFields);
    const { matkhau: _hash, ...shown } = row;
    return shown;
  },
  lockFirst: async ({ kind, tx, actor, id, body }) => {
    // Self deletion is refused before anything is locked (deactivating oneself is /kichhoat's refusal).
    if (kind === 'delete' && id === actor._id) throw new HttpError(403, 'errors.selfStatus');
    if (kind === 'delete' || body?.vaitro_id) await lockAdministrators(tx);
  },
  prepare: async (values, { tx, id }) => {
    if (id !== null) return values;
    const input = values as StaffCreate;
    const taikhoan = normalizeAccount(input.taikhoan);
    // Deleted accounts keep their name: the history still shows who they were.
    const [taken] = await tx.select({ _id: staff._id }).from(staff).where(eq(staff.taikhoan, taikhoan));
    if (taken) throw accountTaken(taikhoan);
    return {
      taikhoan,
      // Nothing is locked yet: hashing (slow on purpose) holds no row.
      matkhau: await hashPassword(input.matkhau),
      hoten: input.hoten,
      dienthoai: input.dienthoai ?? null,
      email: input.email ?? null,
      vaitro_id: input.vaitro_id,
      phongkham_id: input.phongkham_id ?? null,
      kichhoat: input.kichhoat ?? true,
    };
  },
  deleted: ({ tx, id }) => revokeAllSessions(tx, id),
};

/** The account to change by a command, locked, with its role; 404 when absent or deleted. */
async function lockManaged(writer: Writer, actor: Actor, id: string) {
  const row = await writer.lock(staff, id);
  return { row, role: await managed(writer.tx, actor, row) };
}

/**
 * One's own record is a profile (docs/product-rules.md, 'Own profile'): the name, phone, e-mail and avatar; the role
 * and the clinic are not one's to change and are dropped. The history keeps those four fields before and after.
 */
export async function updateProfile(db: Database, id: string, input: StaffUpdate, actor: Actor) {
  const { hoten, dienthoai, email, hinhanh_id } = input;
  try {
    await writing(db, authorOf(actor), async (writer) => {
      // Only active staff, as the answer: an inactive one would be changed and then answered 404.
      const before = await writer.lock(staff, id, eq(staff.kichhoat, true));
      await writer.update(staff, id, { hoten, dienthoai, email, hinhanh_id }, { before });
    });
  } catch (error) {
    // An avatar that was never uploaded: a 400 on its field.
    throw constraintFieldError(error, ['hinhanh_id']);
  }
  staffShown();
  return staffRecordOf(db, id);
}

/** Deactivates (every session ends at once) or reactivates an account. */
export async function setStaffActive(db: Database, id: string, kichhoat: boolean, actor: Actor) {
  if (!kichhoat && id === actor._id) throw new HttpError(403, 'errors.selfStatus');
  await writing(db, authorOf(actor), async (writer) => {
    if (!kichhoat) await lockAdministrators(writer.tx);
    const { row, role } = await lockManaged(writer, actor, id);
    if (row.kichhoat === kichhoat) return;
    if (!kichhoat && role.ma === ADMINISTRATOR) await assertAnotherAdministrator(writer.tx, id);
    await writer.update(staff, id, { kichhoat }, { before: row });
    if (!kichhoat) await revokeAllSessions(writer.tx, id);
  });
  staffShown();
  return staffRecordOf(db, id);
}

/** Lifts the sign-in lock of someone else's account (docs/decisions/0017-device-cookie.md). */
export async function liftStaffLock(db: Database, id: string, actor: Actor) {
  await writing(db, authorOf(actor), async (writer) => {
    const { row } = await lockManaged(writer, actor, id);
    await liftLock(writer, { _id: id, taikhoan: row.taikhoan });
  });
  return staffRecordOf(db, id);
}

/** An administrator sets a new password for someone else (forgotten, or a new hire); their sessions end. */
export async function resetStaffPassword(db: Database, id: string, password: string, actor: Actor) {
  if (id === actor._id) throw new HttpError(403, 'errors.selfPasswordReset');
  const matkhau = await hashPassword(password);
  await writing(db, authorOf(actor), async (writer) => {
    const { row } = await lockManaged(writer, actor, id);
    // The hash is written beside the history row, which keeps only that it happened.
    await writer.tx.update(staff).set({ matkhau }).where(eq(staff._id, id));
    await writer.update(staff, id, {}, { before: row, sau: { datlaimatkhau: true } });
    await revokeAllSessions(writer.tx, id);
  });
}
