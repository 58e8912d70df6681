import type { Decider } from '../../kernel/decider.js';
import { BoothErrors } from '../../booths/domain/booth.errors.js';
import type { BoothEvent } from '../../booths/domain/booth.events.js';
import type { BoothLeadTagsDefined } from './lead.events.js';

/** The booth's stream as its lead tags see it. */
export type LeadTagsState =
  { status: 'none' | 'removed' } | { status: 'active'; id: number; eventId: number; tags: string[] };

/** What the booth stream holds. */
export type BoothStreamEvent = BoothEvent | BoothLeadTagsDefined;

export type DefineLeadTags = { type: 'DefineLeadTags'; data: { eventId: number; tags: string[] } };

export const leadTagsDecider: Decider<DefineLeadTags, LeadTagsState, BoothStreamEvent> = {
  initialState: { status: 'none' },
  decide({ data }, state) {
    if (state.status !== 'active' || state.eventId !== data.eventId) throw BoothErrors.notFound();
    if (state.tags.length === data.tags.length && state.tags.every((tag, i) => tag === data.tags[i]))
      return [];
    return [
      { type: 'BoothLeadTagsDefined', data: { id: state.id, eventId: state.eventId, tags: data.tags } },
    ];
  },
  evolve(state, event): LeadTagsState {
    switch (event.type) {
      case 'BoothRegistered':
        return { status: 'active', id: event.data.id, eventId: event.data.eventId, tags: [] };
      case 'BoothRemoved':
        return { status: 'removed' };
      case 'BoothLeadTagsDefined':
        return state.status === 'active' ? { ...state, tags: event.data.tags } : state;
      default:
        return state;
    }
  },
};
