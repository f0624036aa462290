// Who is acting: the signed-in staff member with the role's code and menu, and where the request came from.
// The access plugin puts it on each guarded request (`request.actor`); services take it to check rules and
// to write the activity history.
import type { RoleMenuEntry } from '@phongkham/contracts';

export interface Actor {
  _id: string;
  vaitro: { ma: string; menu: RoleMenuEntry[] };
  ip: string;
  userAgent: string | null;
}

/** The part of an actor the activity history keeps. */
export const activityMeta = (actor: Actor) => ({ nhanvien_id: actor._id, ip: actor.ip, userAgent: actor.userAgent });
