import type { LeadChanges } from './lead-fields.js';

/**
 * A booth changed what it keeps about a visitor (관심도, tags, memo). Recorded on the visit's own stream
 * (`booth-visit-{boothId}-{attendeeId}`), after the visit: a lead is always of a visitor.
 */
export type LeadUpdated = {
  type: 'LeadUpdated';
  data: {
    boothId: number;
    attendeeId: number;
    eventId: number;
    changed: LeadChanges;
    /** Korean local time the staff made the change (a phone's queued edit keeps its own time). */
    at: string;
    /** Who: the booth's login ID. */
    by: string;
  };
};

/** The booth's own tags for its leads ('견적 요청', '샘플 발송'), on the booth's stream. */
export type BoothLeadTagsDefined = {
  type: 'BoothLeadTagsDefined';
  data: { id: number; eventId: number; tags: string[] };
};
