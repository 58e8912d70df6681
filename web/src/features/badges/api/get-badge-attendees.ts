import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';
import type { BadgeFilter, BadgeSort, BatchAttendee } from '@expo/contract/badges';

export interface BadgeAttendeeQuery {
  filter: BadgeFilter;
  keyword: string;
  sort: BadgeSort;
}

/** GET /api/badges/attendees: the attendees to print (at most 5,000), 가나다 by name or by ID. */
export function getBadgeAttendees(query: BadgeAttendeeQuery, signal?: AbortSignal): Promise<BatchAttendee[]> {
  return api.get<BatchAttendee[]>('/badges/attendees', {
    query: {
      filter: query.filter,
      keyword: query.keyword.trim() || undefined,
      sort: query.sort,
      eventId: getStoredEventId(),
    },
    signal,
  });
}
