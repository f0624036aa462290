// The roles screens (SPEC §2): /vaitro with /vaitro/them-moi and /vaitro/{0}, and the same screens behind
// /roles with /roles/add and /roles/{0}. A grant on either url counts, as the roles API accepts either.
import { roleUrls } from '@phongkham/contracts';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { adminPaths } from '../../../shared/paths';
import { useGrants } from '../staff/grants';
import type { ScreenPaths } from '../staff/screen-paths';
import { RoleEditor } from './RoleEditor';
import { RoleList } from './RoleList';

function RoleItem({ paths }: { paths: ScreenPaths }) {
  const { id } = useParams();
  const can = useGrants(roleUrls);
  return <RoleEditor key={id} paths={paths} can={can} id={id!} />;
}

function RolesRoutes({ paths, addSegment }: { paths: ScreenPaths; addSegment: string }) {
  const can = useGrants(roleUrls);
  return (
    <Routes>
      <Route index element={<RoleList paths={paths} can={can} />} />
      <Route
        path={addSegment}
        element={can.create ? <RoleEditor paths={paths} can={can} /> : <Navigate to={adminPaths.notFound} replace />}
      />
      <Route path=":id" element={<RoleItem paths={paths} />} />
      <Route path="*" element={<Navigate to={adminPaths.notFound} replace />} />
    </Routes>
  );
}

/** /admin/vaitro. */
export function RolesScreen() {
  return <RolesRoutes paths={adminPaths.roles} addSegment="them-moi" />;
}

/** /admin/roles: the same screens, in English-style paths. */
export function RoleListScreen() {
  return <RolesRoutes paths={adminPaths.roleList} addSegment="add" />;
}
