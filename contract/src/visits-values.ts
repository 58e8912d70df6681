/**
 * How long after a visit the same badge scanned at the same booth counts as the attendee coming back (a
 * revisit, recorded); sooner, it is the same visit scanned twice (a duplicate, refused with '중복'). Half an
 * hour: staff often scan a badge again while the visitor is still at the booth (a second phone, a lead form);
 * a visitor who comes back after a tour of the hall has been away longer than that.
 */
export const REVISIT_AFTER_MINUTES = 30;
