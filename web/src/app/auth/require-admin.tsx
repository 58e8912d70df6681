import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { useAdminSession } from './use-admin-session';

/** Guards the admin routes of spec section 2: without a stored admin token, go to /login. */
export function RequireAdmin() {
  const session = useAdminSession();
  const location = useLocation();
  if (!session) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}
