import { Suspense } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';

import { EventSwitcher } from '../../features/events/components/event-switcher';
import { NavBar } from '../../features/layout/components/nav-bar';
import { PageLoading } from '../../features/layout/components/page-loading';
import { logout } from '../auth/logout';
import { useAdminSession } from '../../lib/session/use-admin-session';

/** Every screen: the navigation bar when logged in, then the screen (loaded on demand). */
export function AppShell() {
  const session = useAdminSession();
  const navigate = useNavigate();

  return (
    <div className="app">
      {session && (
        <NavBar
          adminName={session.adminName}
          hasBooth={session.hasBooth}
          hasLecture={session.hasLecture}
          organiser={session.organiser}
          eventName={session.eventName}
          eventSlot={
            session.organiser ? (
              <EventSwitcher eventId={Number(session.eventId)} eventName={session.eventName} />
            ) : undefined
          }
          onLogout={() => {
            logout(() => void navigate('/login', { replace: true }));
          }}
        />
      )}
      <main className="app-main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
