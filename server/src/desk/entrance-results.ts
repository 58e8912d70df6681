import type { DeskAttendee, EntryDto } from './desk-attendee-reads.js';

export interface EntryResult {
  /** False when the attendee had already come in that day: `entry` is that first check-in. */
  recorded: boolean;
  entry: EntryDto;
  attendee: DeskAttendee;
}

/** An attendee as a kiosk may see them: no phone number, no history. */
export interface KioskAttendee {
  id: number;
  name: string;
  affiliation: string;
  country: string;
  registrationType: DeskAttendee['registrationType'];
  printed: boolean;
  paid: boolean;
}

export interface PrintResult {
  printCount: number;
  reprint: boolean;
  /** Whether this print also checked the attendee in for the day. */
  entryRecorded: boolean;
  attendee: DeskAttendee | KioskAttendee;
}

export const toKioskAttendee = (a: DeskAttendee): KioskAttendee => ({
  id: a.id,
  name: a.name,
  affiliation: a.affiliation,
  country: a.country,
  registrationType: a.registrationType,
  printed: a.paymentStatus === 'Y',
  paid: a.paymentStatus2 === 'Y',
});
