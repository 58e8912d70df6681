import { Navigate, Outlet } from 'react-router-dom';

import { useAdminSession } from '../../lib/session/use-admin-session';

/** The organiser's screens (/events …): an event admin is not offered them and lands on the attendee list. */
export function RequireOrganiser() {
  const session = useAdminSession();
  if (!session?.organiser) return <Navigate to="/users" replace />;
  return <Outlet />;
}
