import type { PublicAddressProblem, ReadinessItem, TestMessageStatus } from '@expo/contract/readiness';
import { READINESS_TEXTS as T } from '@expo/contract/readiness-texts';
import type { BadgeSize, NoticeVersions } from './readiness.events.js';

/** Where the public-address recipe is (the docs are not a screen of the app). */
export const HTTPS_RECIPE = 'docs/OPERATIONS.md#현장-https';

/** Everything the checklist is decided from: the event's own facts and its readiness records. */
export interface ReadinessFacts {
  details: { name: string; period: string; venue: string; startDate: string | null };
  /** The names an event has before anyone names it: '데모 행사' and the deployment's EVENT_NAME. */
  defaultNames: readonly string[];
  publicUrl: string;
  addressProblem: PublicAddressProblem | null;
  /** What the server's own /api/health said through the public address (asked only when its form is fine). */
  probe: { answered: true } | { answered: false; reason: string } | null;
  channels: { email: boolean; phone: boolean };
  lastTestMessage: { status: TestMessageStatus; to: string; reason: string | null; at: string } | null;
  notices: { current: NoticeVersions; reviewed: NoticeVersions | null; reviewedAt: string | null };
  catalog: { booths: number; desks: number; lectures: number };
  badge: { current: BadgeSize; printed: BadgeSize | null; printedAt: string | null };
}

const sizeText = ({ widthMm, heightMm }: BadgeSize) => `${widthMm}×${heightMm} mm`;
const sameSize = (a: BadgeSize, b: BadgeSize) => a.widthMm === b.widthMm && a.heightMm === b.heightMm;

function details({ details: d, defaultNames }: ReadinessFacts): ReadinessItem {
  const base = {
    key: 'details',
    title: T.details.title,
    fixPath: '/report',
    fixLabel: T.details.fixLabel,
  } as const;
  const name = d.name.trim();
  if (defaultNames.includes(name))
    return { ...base, state: 'todo', explanation: T.details.defaultName(name) };
  const missing = [
    ...(d.period.trim() || d.startDate ? [] : [T.details.period]),
    ...(d.venue.trim() ? [] : [T.details.venue]),
  ];
  if (missing.length) return { ...base, state: 'todo', explanation: T.details.missing(missing.join('·')) };
  return { ...base, state: 'done', explanation: T.details.done(name) };
}

function publicAddress({ publicUrl, addressProblem, probe }: ReadinessFacts): ReadinessItem {
  const base = {
    key: 'publicAddress',
    title: T.publicAddress.title,
    fixPath: HTTPS_RECIPE,
    fixLabel: T.publicAddress.fixLabel,
  } as const;
  const howTo = ` ${T.publicAddress.howTo}`;
  if (addressProblem)
    return { ...base, state: 'todo', explanation: T.publicAddress[addressProblem](publicUrl) + howTo };
  if (!probe || !probe.answered)
    return {
      ...base,
      state: 'warning',
      explanation: T.publicAddress.unreachable(publicUrl, probe?.reason ?? '') + howTo,
    };
  return { ...base, state: 'done', explanation: T.publicAddress.done(publicUrl) };
}

function messaging({ channels, lastTestMessage: last }: ReadinessFacts): ReadinessItem {
  const base = {
    key: 'messaging',
    title: T.messaging.title,
    fixPath: '/messages',
    fixLabel: T.messaging.fixLabel,
  } as const;
  const configured = channels.email || channels.phone;
  if (last?.status === 'sent' && configured)
    return { ...base, state: 'done', explanation: T.messaging.sent(last.to, last.at) };
  if (last?.status === 'failed')
    return { ...base, state: 'warning', explanation: T.messaging.failed(last.to, last.reason ?? '') };
  if (!configured)
    return {
      ...base,
      state: 'todo',
      explanation:
        last?.status === 'kept'
          ? `${T.messaging.kept(last.to)} ${T.messaging.noChannel}`
          : T.messaging.noChannel,
    };
  return { ...base, state: 'todo', explanation: T.messaging.notTested };
}

function privacy({ notices }: ReadinessFacts): ReadinessItem {
  const base = {
    key: 'privacy',
    title: T.privacy.title,
    fixPath: '/privacy',
    fixLabel: T.privacy.fixLabel,
  } as const;
  const { current, reviewed, reviewedAt } = notices;
  if (!reviewed) return { ...base, state: 'todo', explanation: T.privacy.todo };
  if (reviewed.collection !== current.collection || reviewed.exhibitors !== current.exhibitors)
    return { ...base, state: 'warning', explanation: T.privacy.changed };
  return { ...base, state: 'done', explanation: T.privacy.done(reviewedAt ?? '') };
}

function catalog({ catalog: c }: ReadinessFacts): ReadinessItem {
  const base = {
    key: 'catalog',
    title: T.catalog.title,
    fixPath: '/booths',
    fixLabel: T.catalog.fixLabel,
  } as const;
  return c.booths + c.desks + c.lectures > 0
    ? { ...base, state: 'done', explanation: T.catalog.done(c.booths, c.desks, c.lectures) }
    : { ...base, state: 'todo', explanation: T.catalog.todo };
}

function badge({ badge: b }: ReadinessFacts): ReadinessItem {
  const base = {
    key: 'badge',
    title: T.badge.title,
    fixPath: '/badges/settings',
    fixLabel: T.badge.fixLabel,
  } as const;
  const size = sizeText(b.current);
  if (!b.printed) return { ...base, state: 'todo', explanation: T.badge.todo(size) };
  if (!sameSize(b.printed, b.current))
    return { ...base, state: 'warning', explanation: T.badge.changed(size) };
  return { ...base, state: 'done', explanation: T.badge.done(size, b.printedAt ?? '') };
}

/** The checklist of an event, in the order an organiser works through it (pure). */
export const readinessItems = (facts: ReadinessFacts): ReadinessItem[] =>
  [details, publicAddress, messaging, privacy, catalog, badge].map((item) => item(facts));
