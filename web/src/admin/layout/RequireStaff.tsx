// The route guard of the back office: every page but sign-in needs the own info. While it loads a spinner
// fills the screen; without it the user goes to sign in, with the path asked for as ?redirect=.
import { Navigate, useLocation } from 'react-router';
import { adminPaths } from '../../shared/paths';
import { useSession } from '../session';
import { FullScreenSpin } from '../shared/FullScreenSpin';
import { AdminLayout } from './AdminLayout';

/** The sign-in path that comes back to `path` afterwards (none for the home page or an explicit sign-out). */
export function signInPath(path: string): string {
  if (path === adminPaths.home) return adminPaths.signIn;
  return `${adminPaths.signIn}?${new URLSearchParams({ redirect: path })}`;
}

export function RequireStaff() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <FullScreenSpin />;
  if (session.status === 'signedOut') {
    const target =
      session.reason === 'signedOut' ? adminPaths.signIn : signInPath(`${location.pathname}${location.search}`);
    return <Navigate to={target} replace />;
  }
  return <AdminLayout />;
}
