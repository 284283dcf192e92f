import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSession } from './use-session';

/** §2 "logged in or demo mode, otherwise redirected to /". */
export function RequireLoginOrDemo() {
  const session = useSession();
  if (session.isLoading) return null;
  if (!session.loggedIn && !session.demoMode) return <Navigate to={paths.home.href()} replace />;
  return <Outlet />;
}

/** §2 "logged in": visitors are sent to the sign-in page. */
export function RequireLogin() {
  const session = useSession();
  if (session.isLoading) return null;
  if (!session.loggedIn) return <Navigate to={paths.login.href()} replace />;
  return <Outlet />;
}
