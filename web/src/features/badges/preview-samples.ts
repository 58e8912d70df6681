import type { BadgeAttendee } from '@expo/contract/badges';

/** The preview's sample attendees: a usual one, and a long name from abroad (the fit's hard case). */
export const PREVIEW_SAMPLES: readonly BadgeAttendee[] = [
  {
    id: 1024,
    name: '김민수',
    affiliation: '한빛전자 스마트팩토리사업부',
    country: '대한민국',
    registrationType: 'PRE',
  },
  {
    id: 2048,
    name: 'Maximilian Alexander Schwarzenegger-Featherstonehaugh',
    affiliation: 'Fraunhofer-Institut für Produktionstechnik und Automatisierung',
    country: '독일',
    registrationType: 'ONSITE',
  },
];

/** The event name the preview shows when the event's own is not known yet. */
export const PREVIEW_EVENT_NAME = '행사명';
