// What the signed-in staff member may do on a screen that serves one or more back-office urls: the buttons for
// create, update and delete show only with the grant (the server checks it again on every request).
import { grantsAny, permissionFlags, type PermissionFlag } from '@phongkham/contracts';
import { useStaff } from '../session';

export type Grants = Record<PermissionFlag, boolean>;

export function useGrants(urls: readonly string[]): Grants {
  const staff = useStaff();
  return Object.fromEntries(permissionFlags.map((flag) => [flag, grantsAny(staff.vaitro.menu, urls, flag)])) as Grants;
}
