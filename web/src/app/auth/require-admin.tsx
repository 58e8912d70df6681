import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { handleUnauthorized } from '../../lib/api/api-client';
import { watchTokenExpiry } from '../../lib/session/token-expiry';
import { useAdminSession } from '../../lib/session/use-admin-session';

/**
 * Guards the admin routes of spec section 2: without a stored admin token, go to /login; when the token
 * expires (admin sessions last a working day), the session ends and the page goes to /login.
 */
export function RequireAdmin() {
  const session = useAdminSession();
  const location = useLocation();
  const token = session?.token;
  useEffect(() => (token ? watchTokenExpiry(token, handleUnauthorized) : undefined), [token]);
  if (!session) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}
