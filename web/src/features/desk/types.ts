export type YesNo = 'Y' | 'N';

export interface DeskEntry {
  /** The event day, 'YYYY-MM-DD' (Asia/Seoul). */
  day: string;
  /** Seoul local time like createdAt ('2026-11-21T10:32:05'). */
  at: string;
  by: string;
}

/** An attendee as the desk sees it (GET /api/desk/attendees). */
export interface DeskAttendee {
  id: number;
  name: string;
  affiliation: string;
  country: string;
  phoneNumber: string;
  registrationType: 'PRE' | 'ONSITE';
  /** The printed flag (출력유무). */
  paymentStatus: YesNo;
  /** The paid flag (결제유무). */
  paymentStatus2: YesNo;
  badge: { printCount: number; lastPrintedAt: string | null; lastPrintedBy: string | null };
  entries: DeskEntry[];
  enteredToday: { at: string; by: string } | null;
}

export interface EntryResult {
  recorded: boolean;
  entry: DeskEntry;
  attendee: DeskAttendee;
}

export interface PrintResult {
  printCount: number;
  reprint: boolean;
  entryRecorded: boolean;
  attendee: DeskAttendee;
}

export interface PrintOptions {
  reprint?: boolean;
  unpaidConfirmed?: boolean;
}

/** POST /api/desk/kiosk-sessions answers the kiosk token of the desk's event. */
export interface KioskStart {
  token: string;
  eventId: number;
  eventName: string;
}

/** A check-in or a print made at the desk, on its way to the server; clientEventId is its Idempotency-Key. */
export interface DeskAction {
  kind: 'entry' | 'print';
  attendeeId: number;
  /** Shown in the queue notice while the action waits. */
  attendeeName: string;
  clientEventId: string;
  options: PrintOptions;
  /** When the staff acted (ISO 8601, UTC); sent as `at`, so a late check-in counts for its own day. */
  madeAt: string;
}
