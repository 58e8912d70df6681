/** Who did it, as records show it: the desk's name, '키오스크 (데스크 2)', or the admin's name. */
export type EntranceActor = { via: 'desk' | 'kiosk' | 'admin'; name: string };

/** A badge printed (or marked printed by a batch): the printed flag (출력유무) becomes Y. */
export type BadgePrinted = {
  type: 'BadgePrinted';
  data: {
    attendeeId: number;
    eventId: number;
    /** Prints of this attendee's badge so far, this one included. */
    printCount: number;
    reprint: boolean;
    batch: boolean;
    /** Korean local time of the print ('2026-11-25T10:32:05'): a laptop's queued print keeps its own time. */
    at: string;
    by: EntranceActor;
  };
};

/** The attendee came in on this event day (Asia/Seoul): counted once per day. */
export type EntryCheckedIn = {
  type: 'EntryCheckedIn';
  data: { attendeeId: number; eventId: number; day: string; at: string; by: EntranceActor };
};

export type EntranceEvent = BadgePrinted | EntryCheckedIn;
