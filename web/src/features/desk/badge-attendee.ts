import type { BadgeAttendee } from '../badges/types';
import type { DeskAttendee } from './types';

/** What a badge shows of a desk attendee (never the phone number or the flags). */
export function toBadgeAttendee(attendee: DeskAttendee): BadgeAttendee {
  const { id, name, affiliation, country, registrationType } = attendee;
  return { id, name, affiliation, country, registrationType };
}
