import type { PrintOptions } from '@expo/contract/desks';

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
