import { useCallback } from 'react';

import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';
import { useAsyncData } from '../../../lib/use-async-data';
import type { AttendeePage } from '@expo/contract/attendees';

export const ATTENDEE_PAGE_SIZE = 10;

export interface AttendeePageQuery {
  /** 0-based. */
  page: number;
  keyword: string;
}

/** GET /api/users: one page of the event's attendees, newest first, optionally filtered by keyword. */
export function getAttendees(
  { page, keyword }: AttendeePageQuery,
  signal?: AbortSignal,
): Promise<AttendeePage> {
  return api.get<AttendeePage>('/users', {
    query: { page, size: ATTENDEE_PAGE_SIZE, keyword: keyword || undefined, eventId: getStoredEventId() },
    signal,
  });
}

export function useAttendees({ page, keyword }: AttendeePageQuery) {
  const fetcher = useCallback(
    (signal: AbortSignal) => getAttendees({ page, keyword }, signal),
    [page, keyword],
  );
  return useAsyncData(fetcher);
}
