import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';
import type { BadgeAttendee } from '../types';

export type BadgeFilter = 'all' | 'unprinted' | 'pre' | 'paid';
export type BadgeSort = 'name' | 'id';

/** One attendee of GET /api/badges/attendees: the badge's fields plus the printed and paid flags. */
export interface BatchAttendee extends BadgeAttendee {
  paymentStatus: 'Y' | 'N';
  paymentStatus2: 'Y' | 'N';
}

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
