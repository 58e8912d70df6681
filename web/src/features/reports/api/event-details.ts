import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';
import type { EventDetails, EventDetailsBody } from '@expo/contract/reports';

/** What the 행사 개요 form edits: the body of PUT /api/event-details without the event id. */
export type EventDetailsInput = Omit<EventDetailsBody, 'eventId'>;

/** PUT /api/event-details: the event's name, period and venue as saved (a refusal carries a Korean message). */
export function saveEventDetails(input: EventDetailsInput): Promise<EventDetails> {
  return api.put<EventDetails>('/event-details', { ...input, eventId: getStoredEventId() });
}
