import type { BadgeAttendee } from '@expo/contract/badges';
import type { DeskAttendee } from '@expo/contract/desks';

/** What a badge shows of a desk attendee (never the phone number or the flags). */
export function toBadgeAttendee(attendee: DeskAttendee): BadgeAttendee {
  const { id, name, affiliation, country, registrationType } = attendee;
  return { id, name, affiliation, country, registrationType };
}
