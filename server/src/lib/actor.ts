// Who is acting: the signed-in staff member with the role's code and menu, the clinic they work for, and where the
// request came from. The access plugin puts it on each guarded request (`request.actor`); services take it to check
// rules, to keep each clinic's data to its own staff (lib/crud/scope.ts), and to write the activity history.
import type { RoleMenuEntry } from '@phongkham/contracts';

export interface Actor {
  _id: string;
  vaitro: { ma: string; menu: RoleMenuEntry[] };
  /** The clinic the staff member works for; null for the installation's owner (ADMINISTRATOR). */
  phongkham_id: string | null;
  ip: string;
  userAgent: string | null;
}

/** The installation's owner sees and changes every clinic's data; everyone else only their own clinic's. */
export const seesEveryClinic = (actor: Pick<Actor, 'vaitro'>): boolean => actor.vaitro.ma === 'ADMINISTRATOR';

/** The part of an actor the activity history keeps (their clinic files a change that names none, lib/activity-log.ts). */
export const activityMeta = (actor: Actor) => ({
  nhanvien_id: actor._id,
  actorClinic: actor.phongkham_id,
  ip: actor.ip,
  userAgent: actor.userAgent,
});
