import type { LeadChange } from '@expo/contract/leads';

export type { LeadChange };

/** One edit on its way to the server; clientEventId is sent as the Idempotency-Key on every try. */
export interface LeadEdit {
  boothId: number;
  userId: number;
  clientEventId: string;
  /** When the edit was made on the phone (ISO 8601). */
  changedAt: string;
  change: LeadChange;
}
