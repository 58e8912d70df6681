import type { Lead } from '@expo/contract/leads';
import type { LeadInterest } from '@expo/contract/leads-values';
import type { LeadChange, LeadEdit } from '../lead-types';

/** What a row shows of a visitor's lead. */
export interface LeadValues {
  interest: LeadInterest | null;
  tags: string[];
  memo: string;
}

export const EMPTY_LEAD: LeadValues = { interest: null, tags: [], memo: '' };

/** The lead the server holds (none: nothing noted yet) with the edits still on their way laid over it, in order. */
export function shownLead(stored: Lead | undefined, pending: readonly LeadEdit[]): LeadValues {
  let values: LeadValues = stored
    ? { interest: stored.interest, tags: stored.tags, memo: stored.memo }
    : EMPTY_LEAD;
  for (const { change } of pending) values = applyChange(values, change);
  return values;
}

export function applyChange(values: LeadValues, change: LeadChange): LeadValues {
  return {
    interest: change.interest === undefined ? values.interest : change.interest,
    tags: change.tags ?? values.tags,
    memo: change.memo ?? values.memo,
  };
}

/** One tap on an interest button: sets it, or clears it when it was already set. */
export function tapInterest(current: LeadInterest | null, tapped: LeadInterest): LeadInterest | null {
  return current === tapped ? null : tapped;
}

/**
 * One tap on a tag chip: adds or removes it. The result keeps the booth's order of tags; tags the booth no
 * longer defines are dropped (the server refuses them).
 */
export function toggleTag(current: readonly string[], tag: string, defined: readonly string[]): string[] {
  const chosen = new Set(current);
  if (chosen.has(tag)) chosen.delete(tag);
  else chosen.add(tag);
  return defined.filter((known) => chosen.has(known));
}
