// Roles (vai trò) and their menus: list, read, create, rename and re-grant, delete. The escalation rule
// (docs/permissions.md) lives here: an editor changes only the permissions their own role holds.
import {
  escalations,
  isBuiltInRole,
  normalizeMenu,
  roleCodes,
  roleResource,
  type Permission,
  type RoleCode,
  type RoleCreate,
  type RoleListQuery,
  type RoleMenuEntry,
  type RoleUpdate,
} from '@phongkham/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { roles } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { icu, listPage } from '../../lib/list';
import { recordActivity } from '../../lib/activity-log';
import type { Actor } from '../../lib/actor';
import { FieldError } from '../../lib/http-error';
import { staffCountsByRole } from '../staff/staff.service';

const columns = {
  _id: roles._id,
  ma: roles.ma,
  ten: roles.ten,
  menu: roles.menu,
  createdAt: roles.createdAt,
  updatedAt: roles.updatedAt,
};

// The default order: the built-in roles first, from the owner down, then the clinic's own roles by name.
const builtInFirst = sql`case ${roles.ma} ${sql.join(
  roleCodes.map((code, index) => sql`when ${code} then ${index}`),
  sql` `,
)} else ${roleCodes.length} end`;

const sortable = {
  ten: icu(roles.ten),
  ma: roles.ma,
  thutu: builtInFirst,
  createdAt: roles.createdAt,
  updatedAt: roles.updatedAt,
};

type RoleRow = { _id: string; ma: string; ten: string; menu: RoleMenuEntry[]; createdAt: Date; updatedAt: Date };

const withCounts = (rows: RoleRow[], counts: Map<string, number>) =>
  rows.map((row) => ({ ...row, macdinh: isBuiltInRole(row.ma), sonhanvien: counts.get(row._id) ?? 0 }));

export async function listRoles(db: Database, query: RoleListQuery) {
  const counts = await staffCountsByRole(db);
  return listPage(query, {
    where: [],
    search: [roles.ten, roles.ma],
    sortable,
    defaultSort: roleResource.defaultSort,
    tieBreak: asc(roles._id),
    columns,
    from: (fields) => db.select(fields).from(roles),
    map: (row) => withCounts([row], counts)[0]!,
  });
}

export async function getRole(db: Database, id: string) {
  const [row] = await db.select(columns).from(roles).where(eq(roles._id, id));
  if (!row) throw notFound();
  return withCounts([row], await staffCountsByRole(db))[0]!;
}

/** "/tin-tuc: create, /setting: view", for the message that refuses an escalation. */
const describe = (permissions: Permission[]) => permissions.map((p) => `${p.url}: ${p.permission}`).join(', ');

function assertNoEscalation(actor: Actor, before: RoleMenuEntry[], after: RoleMenuEntry[]) {
  const beyond = escalations(actor.vaitro.menu, before, after);
  if (beyond.length) throw new HttpError(403, 'errors.escalation', { permissions: describe(beyond) });
}

/**
 * The table types `ma` as the four built-in codes, but the column is text: roles added here bring codes of their
 * own. This is where such a code meets the table's type.
 */
const storedCode = (ma: string) => ma as RoleCode;

const activityMeta = (actor: Actor) => ({ nhanvien_id: actor._id, ip: actor.ip, userAgent: actor.userAgent });

export async function createRole(db: Database, input: RoleCreate, actor: Actor) {
  const menu = normalizeMenu(input.menu);
  assertNoEscalation(actor, [], menu);
  const id = await db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ _id: roles._id })
      .from(roles)
      .where(eq(roles.ma, storedCode(input.ma)));
    if (taken) throw new FieldError(409, 'errors.roleCodeTaken', 'ma', { ma: input.ma });
    const [created] = await tx
      .insert(roles)
      .values({ ma: storedCode(input.ma), ten: input.ten, menu })
      .onConflictDoNothing({ target: roles.ma })
      .returning({ _id: roles._id, ma: roles.ma, ten: roles.ten, menu: roles.menu });
    // The same code created at the same moment by someone else.
    if (!created) throw new FieldError(409, 'errors.roleCodeTaken', 'ma', { ma: input.ma });
    const { _id, ...after } = created;
    await recordActivity(tx, {
      ...activityMeta(actor),
      hanhdong: 'TAO',
      tainguyen: 'vaitro',
      banghi_id: _id,
      sau: after,
    });
    return _id;
  });
  return getRole(db, id);
}

export async function updateRole(db: Database, id: string, input: RoleUpdate, actor: Actor) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ ma: roles.ma, ten: roles.ten, menu: roles.menu })
      .from(roles)
      .where(eq(roles._id, id))
      .for('update');
    if (!before) throw notFound();
    const menu = normalizeMenu(input.menu);
    if (before.ma === 'ADMINISTRATOR') {
      // The owner's role always holds everything: its menu is not edited, and only an owner renames it.
      if (actor.vaitro.ma !== 'ADMINISTRATOR') throw new HttpError(403, 'errors.administratorOnly');
      if (menusDiffer(before.menu, menu)) throw new HttpError(403, 'errors.administratorMenuLocked');
    } else {
      assertNoEscalation(actor, before.menu, menu);
    }
    const next = before.ma === 'ADMINISTRATOR' ? { ten: input.ten } : { ten: input.ten, menu };
    const [after] = await tx
      .update(roles)
      .set(next)
      .where(eq(roles._id, id))
      .returning({ ma: roles.ma, ten: roles.ten, menu: roles.menu });
    await recordActivity(tx, {
      ...activityMeta(actor),
      hanhdong: 'CAP_NHAT',
      tainguyen: 'vaitro',
      banghi_id: id,
      truoc: before,
      sau: after,
    });
  });
  return getRole(db, id);
}

/** True when two menus differ in any permission (the ADMINISTRATOR menu may be sent back unchanged). */
const menusDiffer = (before: RoleMenuEntry[], after: RoleMenuEntry[]) =>
  JSON.stringify(normalizeMenu(before)) !== JSON.stringify(after);

/** Deletes a role nobody holds; the built-in roles stay. */
export async function deleteRole(db: Database, id: string, actor: Actor) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ ma: roles.ma, ten: roles.ten, menu: roles.menu })
      .from(roles)
      .where(eq(roles._id, id))
      .for('update');
    if (!before) throw notFound();
    if (isBuiltInRole(before.ma)) throw new HttpError(403, 'errors.builtInRole');
    // Deleting a role whose grants one does not hold would take them away from its holders: the same rule.
    assertNoEscalation(actor, before.menu, []);
    const holders = (await staffCountsByRole(tx)).get(id) ?? 0;
    if (holders > 0) throw new HttpError(409, 'errors.roleInUse', { count: holders });
    await tx.delete(roles).where(eq(roles._id, id));
    await recordActivity(tx, {
      ...activityMeta(actor),
      hanhdong: 'XOA',
      tainguyen: 'vaitro',
      banghi_id: id,
      truoc: before,
    });
  });
}
