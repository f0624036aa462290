// The roles a staff form offers, and which of them the signed-in editor may hand out or manage: the same rules
// the server applies (only an ADMINISTRATOR for ADMINISTRATOR, nobody beyond their own role's grants).
import { menuWithin, type Paginated, type RoleMenuEntry, type RoleRecord } from '@phongkham/contracts';
import { apiPaths } from '../../../shared/paths';
import { useStaff } from '../../session';
import { useApiGet } from './data';

interface RoleLike {
  ma: string;
  menu: readonly RoleMenuEntry[];
}

export function mayHandle(editor: RoleLike, role: RoleLike): boolean {
  if (role.ma === 'ADMINISTRATOR' && editor.ma !== 'ADMINISTRATOR') return false;
  return menuWithin(role.menu, editor.menu);
}

/** Every role (for filters and selects), undefined while loading. */
export function useRoles(): RoleRecord[] | undefined {
  const { data } = useApiGet<Paginated<RoleRecord>>(apiPaths.roles, { limit: 0, sort: 'ten' });
  return data === undefined ? undefined : (data?.docs ?? []);
}

/** Whether the signed-in editor may hand out or manage a role. */
export function useMayHandle(): (role: RoleLike) => boolean {
  const staff = useStaff();
  return (role) => mayHandle(staff.vaitro, role);
}
