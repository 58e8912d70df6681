import { NavLink } from 'react-router-dom';

import { layoutTexts } from '../texts';

export interface NavBarProps {
  adminName: string;
  hasBooth: boolean;
  hasLecture: boolean;
  onLogout: () => void;
}

interface NavItem {
  to: string;
  label: string;
  /** Marked current on its own path only (default), or on the paths below it too. */
  end?: boolean;
}

function navItems({ hasBooth, hasLecture }: Pick<NavBarProps, 'hasBooth' | 'hasLecture'>): NavItem[] {
  return [
    { to: '/users', label: layoutTexts.attendees },
    { to: '/dashboard', label: layoutTexts.dashboard },
    ...(hasBooth
      ? [
          { to: '/booths', label: layoutTexts.booths },
          { to: '/booth-visits', label: layoutTexts.boothVisits },
        ]
      : []),
    { to: '/desks', label: layoutTexts.desks },
    { to: '/badges', label: layoutTexts.badges },
    { to: '/badges/settings', label: layoutTexts.badgeSettings },
    ...(hasLecture
      ? [
          { to: '/lectures', label: layoutTexts.lectures },
          { to: '/lecture-visits', label: layoutTexts.lectureVisits },
        ]
      : []),
    { to: '/messages', label: layoutTexts.messages },
    // 설정 · 파기 and 접속기록 are tabs of one entry (privacy-tabs.tsx)
    { to: '/privacy', label: layoutTexts.privacy, end: false },
  ];
}

/** The admin navigation bar: shown by the app shell only while an admin is logged in. */
export function NavBar({ adminName, hasBooth, hasLecture, onLogout }: NavBarProps) {
  return (
    <header className="nav-bar">
      <span className="nav-brand" data-testid="nav-admin-name">
        {adminName} {layoutTexts.adminSuffix}
      </span>
      <nav aria-label={layoutTexts.navLabel}>
        <ul className="nav-links">
          {navItems({ hasBooth, hasLecture }).map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end ?? true} className="nav-link">
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className="btn btn-ghost nav-logout" onClick={onLogout}>
        {layoutTexts.logout}
      </button>
    </header>
  );
}
