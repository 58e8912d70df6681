/** GET /api/kiosk/attendees/{qr}: what a kiosk may know of the scanned attendee (no phone number). */
export interface KioskAttendee {
  id: number;
  name: string;
  affiliation: string;
  country: string;
  registrationType: 'PRE' | 'ONSITE';
  printed: boolean;
  paid: boolean;
}

/** POST /api/kiosk/attendees/{id}/badge-prints answers the print (without the attendee's phone). */
export interface KioskPrintResult {
  printCount: number;
  reprint: boolean;
  entryRecorded: boolean;
}
