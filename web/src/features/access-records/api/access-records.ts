import { useCallback } from 'react';

import { privacyRoutes } from '@expo/contract/routes/privacy';
import { call } from '../../../lib/api/api-client';
import { downloadFile } from '../../../lib/api/download-file';
import { getStoredEventId } from '../../../lib/session/admin';
import { useAsyncData } from '../../../lib/hooks/use-async-data';
import { accessRecordTexts } from '../texts';
import type { AccessFilter } from '../types';

export const ACCESS_PAGE_SIZE = 20;

const filterQuery = (filter: AccessFilter) => ({
  account: filter.account || undefined,
  actorKind: filter.actorKind || undefined,
  from: filter.from || undefined,
  to: filter.to || undefined,
  attendeeId: filter.attendeeId || undefined,
  eventId: getStoredEventId(),
});

/** A page of the filtered records, newest first. */
export function useAccessRecords(filter: AccessFilter, page: number) {
  const { account, actorKind, from, to, attendeeId } = filter;
  const fetcher = useCallback(
    (signal: AbortSignal) =>
      call(privacyRoutes.accessRecords, {
        query: {
          ...filterQuery({ account, actorKind, from, to, attendeeId }),
          page,
          size: ACCESS_PAGE_SIZE,
        },
        signal,
      }),
    [account, actorKind, from, to, attendeeId, page],
  );
  return useAsyncData(fetcher);
}

/** The daily check over the filter's days (the last 7 unless given). */
export function useAccessAlerts(from: string, to: string) {
  const fetcher = useCallback(
    (signal: AbortSignal) =>
      call(privacyRoutes.accessAlerts, {
        query: { from: from || undefined, to: to || undefined, eventId: getStoredEventId() },
        signal,
      }),
    [from, to],
  );
  return useAsyncData(fetcher);
}

/** The filtered records as .xlsx (itself recorded). */
export function downloadAccessRecords(filter: AccessFilter): Promise<void> {
  return downloadFile(privacyRoutes.downloadAccessRecords, {
    query: filterQuery(filter),
    fallbackName: accessRecordTexts.fileName,
  });
}
