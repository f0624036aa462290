// The staff screens (SPEC §2): the list at /nhanvien with /nhanvien/them-moi, an account at /nhanhvien/{0} (the
// spec's spelling, kept), and the same screens behind /users, /users/add and /users/{0}. One staff entity is
// behind both, and a grant on either url counts, as the staff API accepts either (docs/permissions.md).
import { staffUrls } from '@phongkham/contracts';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { adminPaths } from '../../../shared/paths';
import { useGrants } from './grants';
import type { ScreenPaths } from './screen-paths';
import { StaffCreate } from './StaffCreate';
import { StaffDetail } from './StaffDetail';
import { StaffList } from './StaffList';

function StaffItem({ paths }: { paths: ScreenPaths }) {
  const { id } = useParams();
  const can = useGrants(staffUrls);
  return <StaffDetail key={id} id={id!} paths={paths} can={can} />;
}

function StaffRoutes({ paths, addSegment, title }: { paths: ScreenPaths; addSegment: string; title: string }) {
  const can = useGrants(staffUrls);
  return (
    <Routes>
      <Route index element={<StaffList paths={paths} can={can} title={title} />} />
      <Route
        path={addSegment}
        element={can.create ? <StaffCreate paths={paths} /> : <Navigate to={adminPaths.notFound} replace />}
      />
      <Route path=":id" element={<StaffItem paths={paths} />} />
      <Route path="*" element={<Navigate to={adminPaths.notFound} replace />} />
    </Routes>
  );
}

/** /admin/nhanvien, and /admin/nhanhvien/{0} (the same screen reached through the alias of contracts' pageAliases). */
export function StaffScreen() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const underItemPath = pathname === '/nhanhvien' || pathname.startsWith('/nhanhvien/');
  if (underItemPath) {
    return (
      <Routes>
        <Route path=":id" element={<StaffItem paths={adminPaths.staff} />} />
        <Route path="*" element={<Navigate to={adminPaths.staff.list} replace />} />
      </Routes>
    );
  }
  return <StaffRoutes paths={adminPaths.staff} addSegment="them-moi" title={t('admin.menu.staff')} />;
}

/** /admin/users: the same screens, in English-style paths. */
export function UsersScreen() {
  const { t } = useI18n();
  return <StaffRoutes paths={adminPaths.users} addSegment="add" title={t('admin.menu.users')} />;
}
