import { matchPath } from 'react-router-dom';

import { layoutTexts } from './texts';

export interface NavItem {
  to: string;
  label: string;
  /** Marked current on its own path only (default), or on the paths below it too. */
  end?: boolean;
}

export interface NavGroup {
  /** A stable key, part of the ids of the group's button and list. */
  key: string;
  label: string;
  items: NavItem[];
}

export interface NavFlags {
  hasBooth: boolean;
  hasLecture: boolean;
  organiser: boolean;
}

/**
 * The admin's links grouped by what the admin does. The spec's conditional links stay conditional (booths and
 * booth visits with `hasBooth`, lectures and lecture attendance with `hasLecture`); an empty group is left out.
 */
export function navGroups({ hasBooth, hasLecture, organiser }: NavFlags): NavGroup[] {
  const groups: NavGroup[] = [
    {
      key: 'attendees',
      label: layoutTexts.groupAttendees,
      items: [
        { to: '/users', label: layoutTexts.attendees },
        { to: '/badges', label: layoutTexts.badges },
        { to: '/messages', label: layoutTexts.messages },
      ],
    },
    {
      key: 'on-site',
      label: layoutTexts.groupOnSite,
      items: [
        { to: '/dashboard', label: layoutTexts.dashboard },
        { to: '/desks', label: layoutTexts.desks },
        ...(hasBooth ? [{ to: '/booth-visits', label: layoutTexts.boothVisits }] : []),
        ...(hasLecture ? [{ to: '/lecture-visits', label: layoutTexts.lectureVisits }] : []),
      ],
    },
    {
      key: 'booths-lectures',
      label: layoutTexts.groupBoothsLectures,
      items: [
        ...(hasBooth ? [{ to: '/booths', label: layoutTexts.booths }] : []),
        ...(hasLecture ? [{ to: '/lectures', label: layoutTexts.lectures }] : []),
      ],
    },
    {
      key: 'reports',
      label: layoutTexts.groupReports,
      items: [
        { to: '/report', label: layoutTexts.report },
        { to: '/report/booths', label: layoutTexts.boothReports },
        { to: '/surveys', label: layoutTexts.surveys, end: false },
      ],
    },
    {
      key: 'settings',
      label: layoutTexts.groupSettings,
      items: [
        { to: '/badges/settings', label: layoutTexts.badgeSettings },
        // 설정 · 파기 and 접속기록 are tabs of one entry (components/privacy/privacy-tabs.tsx)
        { to: '/privacy', label: layoutTexts.privacy, end: false },
        ...(organiser ? [{ to: '/events', label: layoutTexts.events }] : []),
      ],
    },
  ];
  return groups.filter((group) => group.items.length > 0);
}

/**
 * The key of the group the current page belongs to: the group of the link whose path is the longest one at the
 * start of `pathname` (/users/3/edit is in 참가자, /badges/settings in 설정 and not in 참가자's /badges).
 */
export function currentGroupKey(groups: NavGroup[], pathname: string): string | null {
  let best: { key: string; length: number } | null = null;
  for (const group of groups) {
    for (const item of group.items) {
      const matches = matchPath({ path: item.to, end: false }, pathname) !== null;
      if (matches && (!best || item.to.length > best.length))
        best = { key: group.key, length: item.to.length };
    }
  }
  return best?.key ?? null;
}
