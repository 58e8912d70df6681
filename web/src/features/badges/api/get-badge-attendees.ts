import { call } from '../../../lib/api/api-client';
import { getStoredEventId } from '../../../lib/session/admin';
import type { BadgeAttendeesQueryInput } from '@expo/contract/badges';
import { frontDeskRoutes } from '@expo/contract/routes/front-desk';

export type BadgeAttendeeQuery = Pick<BadgeAttendeesQueryInput, 'filter' | 'keyword' | 'sort'>;

/** The attendees to print (at most 5,000), 가나다 by name or by ID. */
export const getBadgeAttendees = ({ filter, keyword, sort }: BadgeAttendeeQuery, signal?: AbortSignal) =>
  call(frontDeskRoutes.badgeAttendees, {
    query: { filter, keyword: keyword.trim() || undefined, sort, eventId: getStoredEventId() },
    signal,
  });
