import type { Decider } from '../../kernel/decider.js';
import type { BoothVisitRecorded } from '../../visits/domain/visit.events.js';
import { EMPTY_LEAD, type LeadChanges, type LeadFields } from './lead-fields.js';
import { LeadErrors } from './lead.errors.js';
import type { LeadUpdated } from './lead.events.js';

/** A booth visit's stream as leads see it: whether the visit is recorded, and the lead so far. */
export type LeadState = { visited: boolean; lead: LeadFields };

/**
 * A booth staffer's change to a visitor's lead, given what the handler looked up: the booth's tags and
 * whether the attendee still exists (an erased visitor cannot be annotated).
 */
export type UpdateLead = {
  type: 'UpdateLead';
  data: {
    boothId: number;
    attendeeId: number;
    eventId: number;
    attendeeExists: boolean;
    changes: LeadChanges;
    boothTags: readonly string[];
    at: string;
    by: string;
  };
};

const sameTags = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((tag, i) => tag === b[i]);

/** What of `changes` differs from `lead`: only that is recorded. */
function differences(lead: LeadFields, changes: LeadChanges): LeadChanges {
  const changed: LeadChanges = {};
  if (changes.interest !== undefined && changes.interest !== lead.interest)
    changed.interest = changes.interest;
  if (changes.tags !== undefined && !sameTags(changes.tags, lead.tags)) changed.tags = changes.tags;
  if (changes.memo !== undefined && changes.memo !== lead.memo) changed.memo = changes.memo;
  return changed;
}

/** What the visit stream holds: the visit, then the lead's changes. */
export type LeadStreamEvent = BoothVisitRecorded | LeadUpdated;

export const leadDecider: Decider<UpdateLead, LeadState, LeadStreamEvent> = {
  initialState: { visited: false, lead: EMPTY_LEAD },
  decide({ data }, state) {
    if (!state.visited || !data.attendeeExists) throw LeadErrors.notVisitor();
    // a tag the booth has since dropped may stay on a lead that had it; a new one must be the booth's
    const known = new Set([...data.boothTags, ...state.lead.tags]);
    const unknown = data.changes.tags?.find((tag) => !known.has(tag));
    if (unknown !== undefined) throw LeadErrors.unknownTag(unknown);
    const changed = differences(state.lead, data.changes);
    if (Object.keys(changed).length === 0) return [];
    const { boothId, attendeeId, eventId, at, by } = data;
    return [{ type: 'LeadUpdated', data: { boothId, attendeeId, eventId, changed, at, by } }];
  },
  evolve(state, event) {
    if (event.type === 'BoothVisitRecorded') return { ...state, visited: true };
    if (event.type === 'LeadUpdated') return { ...state, lead: { ...state.lead, ...event.data.changed } };
    return state;
  },
};
