import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

import { fullText } from '../../../components/long-text';

import { currentGroupKey, navGroups } from '../nav-groups';
import { layoutTexts } from '../texts';
import { NavGroupMenu } from './nav-group-menu';

export interface NavBarProps {
  adminName: string;
  hasBooth: boolean;
  hasLecture: boolean;
  /** An organiser also gets '행사 목록' (/events) under 설정. */
  organiser?: boolean;
  /** The current event's name, always shown in the bar ('' shows nothing). */
  eventName?: string;
  /** Shown where the event's name would be (an organiser's event switcher); the name is then not shown. */
  eventSlot?: ReactNode;
  onLogout: () => void;
}

/** The id of the links, for the phone's menu button (aria-controls); the groups' ids start with it. */
const NAV_ID = 'admin-nav';

/**
 * The admin navigation bar: shown by the app shell only while an admin is logged in. From 640 px the brand,
 * the event, the groups of links (each a menu) and 로그아웃 stand on one line; on a phone (< 640 px) every
 * group folds behind one '메뉴' button. A chosen link, Escape or a click outside folds what is open.
 */
export function NavBar({
  adminName,
  hasBooth,
  hasLecture,
  organiser = false,
  eventName = '',
  eventSlot,
  onLogout,
}: NavBarProps) {
  const { pathname } = useLocation();
  /** The phone's panel of every group. */
  const [panelOpen, setPanelOpen] = useState(false);
  /** The key of the group whose menu is open (from 640 px). */
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [shownPath, setShownPath] = useState(pathname);
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // another page (a link, the browser's back button): whatever was open folds
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setPanelOpen(false);
    setOpenGroup(null);
  }

  // a press outside the open group (or, on a phone, outside the bar) folds it
  useEffect(() => {
    if (!panelOpen && openGroup === null) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      const header = headerRef.current;
      if (!target || !header) return;
      const group = header.querySelector(`[data-group="${openGroup ?? ''}"]`);
      if (group && !group.contains(target)) setOpenGroup(null);
      if (!header.contains(target)) setPanelOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [panelOpen, openGroup]);

  const groups = navGroups({ hasBooth, hasLecture, organiser });
  const currentGroup = currentGroupKey(groups, pathname);
  const chosen = () => {
    setOpenGroup(null);
    setPanelOpen(false);
  };

  return (
    <header
      ref={headerRef}
      className={panelOpen ? 'nav-bar nav-bar-open' : 'nav-bar'}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && panelOpen) {
          setPanelOpen(false);
          menuButtonRef.current?.focus();
        }
      }}
    >
      <div className="nav-identity">
        <span
          className="nav-brand"
          data-testid="nav-admin-name"
          {...fullText(`${adminName} ${layoutTexts.adminSuffix}`)}
        >
          {adminName} {layoutTexts.adminSuffix}
        </span>
        {eventSlot !== undefined && eventSlot !== null ? (
          <div className="nav-event">{eventSlot}</div>
        ) : (
          eventName !== '' && (
            <span className="nav-event nav-event-name" data-testid="nav-event-name" {...fullText(eventName)}>
              {eventName}
            </span>
          )
        )}
      </div>
      <button
        ref={menuButtonRef}
        type="button"
        className="btn btn-ghost nav-menu-button"
        aria-expanded={panelOpen}
        aria-controls={NAV_ID}
        onClick={() => {
          setPanelOpen((current) => !current);
        }}
      >
        <span className="nav-menu-icon" aria-hidden="true" />
        {layoutTexts.menu}
      </button>
      <nav id={NAV_ID} className="nav-menu" aria-label={layoutTexts.navLabel}>
        <ul className="nav-groups">
          {groups.map((group) => (
            <NavGroupMenu
              key={group.key}
              group={group}
              idPrefix={NAV_ID}
              open={openGroup === group.key}
              current={currentGroup === group.key}
              onToggle={() => {
                setOpenGroup((open) => (open === group.key ? null : group.key));
              }}
              onClose={(focusOwner) => {
                setOpenGroup(null);
                if (focusOwner) document.getElementById(`${NAV_ID}-${group.key}-button`)?.focus();
              }}
              onChoose={chosen}
            />
          ))}
        </ul>
      </nav>
      <button type="button" className="btn btn-ghost nav-logout" onClick={onLogout}>
        {layoutTexts.logout}
      </button>
    </header>
  );
}
