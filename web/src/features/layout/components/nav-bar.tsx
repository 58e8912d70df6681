import { useState } from 'react';
import { NavLink } from 'react-router-dom';

import { fullText } from '../../../components/long-text';

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
    { to: '/report', label: layoutTexts.report },
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

/** The id of the links, for the phone's menu button (aria-controls). */
const NAV_ID = 'admin-nav';

/**
 * The admin navigation bar: shown by the app shell only while an admin is logged in. On a phone
 * (< 640 px) the links fold behind a '메뉴' button; a chosen link or Escape folds them again.
 */
export function NavBar({ adminName, hasBooth, hasLecture, onLogout }: NavBarProps) {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
  };
  return (
    <header
      className={open ? 'nav-bar nav-bar-open' : 'nav-bar'}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <span
        className="nav-brand"
        data-testid="nav-admin-name"
        {...fullText(`${adminName} ${layoutTexts.adminSuffix}`)}
      >
        {adminName} {layoutTexts.adminSuffix}
      </span>
      <button
        type="button"
        className="btn btn-ghost nav-menu-button"
        aria-expanded={open}
        aria-controls={NAV_ID}
        onClick={() => {
          setOpen((current) => !current);
        }}
      >
        <span className="nav-menu-icon" aria-hidden="true" />
        {layoutTexts.menu}
      </button>
      <nav id={NAV_ID} className="nav-menu" aria-label={layoutTexts.navLabel}>
        <ul className="nav-links">
          {navItems({ hasBooth, hasLecture }).map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end ?? true} className="nav-link" onClick={close}>
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
