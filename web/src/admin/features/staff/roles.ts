// The roles a staff form offers, and which of them the signed-in editor may hand out or manage: the same rules
// the server applies (only an ADMINISTRATOR for ADMINISTRATOR, nobody beyond their own role's grants).
import { menuWithin, roleResource, type RoleMenuEntry, type RoleRecord } from '@phongkham/contracts';
import { useAllRows } from '../../kit/query';
import { useStaff } from '../../session';

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
  return useAllRows<RoleRecord>(roleResource.api, { sort: 'ten' }).data;
}

/** Whether the signed-in editor may hand out or manage a role. */
export function useMayHandle(): (role: RoleLike) => boolean {
  const staff = useStaff();
  return (role) => mayHandle(staff.vaitro, role);
}
