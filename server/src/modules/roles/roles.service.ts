// Roles (vai trò) and their menus: the reads, and what the kit's writes need (roles.routes.ts): the escalation rule
// (docs/permissions.md), that an editor changes only the permissions their own role holds, the owner's role whose
// menu never changes, and the built-in roles that are never deleted.
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
import { roles, staff } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { Authorization, WriteOptions } from '../../lib/crud/write';
import { FieldError, HttpError } from '../../lib/http-error';
import { icu, listPage } from '../../lib/list';
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

/** One role with its holders' count; null when it does not exist. */
export async function getRole(db: Database, id: string) {
  const [row] = await db.select(columns).from(roles).where(eq(roles._id, id));
  return row ? withCounts([row], await staffCountsByRole(db))[0]! : null;
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

/** True when two menus differ in any permission (the ADMINISTRATOR menu may be sent back unchanged). */
const menusDiffer = (before: RoleMenuEntry[], after: RoleMenuEntry[]) =>
  JSON.stringify(normalizeMenu(before)) !== JSON.stringify(after);

/** Who may write this role: never beyond one's own grants, the owner's role only by an owner, built-ins stay. */
function authorizeRole({ kind, actor, before, body }: Authorization) {
  const was = before as { ma: string; menu: RoleMenuEntry[] } | null;
  const menu = body ? normalizeMenu((body as RoleUpdate).menu) : [];
  if (kind === 'delete') {
    if (isBuiltInRole(was!.ma)) throw new HttpError(403, 'errors.builtInRole');
    // Deleting a role whose grants one does not hold would take them away from its holders: the same rule.
    return assertNoEscalation(actor, was!.menu, []);
  }
  if (was?.ma === 'ADMINISTRATOR') {
    // The owner's role always holds everything: its menu is not edited, and only an owner renames it.
    if (actor.vaitro.ma !== 'ADMINISTRATOR') throw new HttpError(403, 'errors.administratorOnly');
    if (menusDiffer(was.menu, menu)) throw new HttpError(403, 'errors.administratorMenuLocked');
    return;
  }
  assertNoEscalation(actor, was?.menu ?? [], menu);
}

/** The kit's write path for roles: the rules above, the code unique, the owner's menu kept, holders keep a role. */
export const roleWrites: Omit<WriteOptions, 'resource'> = {
  table: roles,
  authorize: authorizeRole,
  prepare: async (values, { tx, id }) => {
    const menu = normalizeMenu((values as RoleUpdate).menu);
    if (id === null) {
      const ma = storedCode((values as RoleCreate).ma);
      const [taken] = await tx.select({ _id: roles._id }).from(roles).where(eq(roles.ma, ma));
      if (taken) throw new FieldError(409, 'errors.roleCodeTaken', 'ma', { ma });
      return { ma, ten: values.ten, menu };
    }
    const [role] = await tx.select({ ma: roles.ma }).from(roles).where(eq(roles._id, id));
    return role?.ma === 'ADMINISTRATOR' ? { ten: values.ten } : { ten: values.ten, menu };
  },
  // Deleted accounts count too: their history names the role.
  usedBy: [{ table: staff, column: staff.vaitro_id, message: 'errors.roleInUse' }],
};
