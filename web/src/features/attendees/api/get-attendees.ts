import { useCallback } from 'react';

import { attendeeRoutes } from '@expo/contract/routes/attendees';
import { call } from '../../../lib/api/api-client';
import { getStoredEventId } from '../../../lib/session/admin';
import { useAsyncData } from '../../../lib/hooks/use-async-data';

export const ATTENDEE_PAGE_SIZE = 10;

export interface AttendeePageQuery {
  /** 0-based. */
  page: number;
  keyword: string;
}

/** One page of the event's attendees, newest first, optionally filtered by keyword. */
export const getAttendees = ({ page, keyword }: AttendeePageQuery, signal?: AbortSignal) =>
  call(attendeeRoutes.list, {
    query: { page, size: ATTENDEE_PAGE_SIZE, keyword: keyword || undefined, eventId: getStoredEventId() },
    signal,
  });

export function useAttendees({ page, keyword }: AttendeePageQuery) {
  const fetcher = useCallback(
    (signal: AbortSignal) => getAttendees({ page, keyword }, signal),
    [page, keyword],
  );
  return useAsyncData(fetcher);
}
