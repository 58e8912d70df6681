import type { LeadInterest } from '@expo/contract/leads-values';

/** What a booth keeps about one visitor. */
export interface LeadFields {
  interest: LeadInterest | null;
  tags: string[];
  memo: string;
}

/** A change of a lead: each given field replaces the stored one. */
export type LeadChanges = Partial<LeadFields>;

export const EMPTY_LEAD: LeadFields = { interest: null, tags: [], memo: '' };

/** The memo is about a person: sealed under the attendee's key and erased with them. */
export const LEAD_SEALED_FIELDS = ['memo'] as const;
