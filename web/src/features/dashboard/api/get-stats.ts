import { call } from '../../../lib/api/api-client';
import { getStoredEventId } from '../../../lib/session/admin';
import { statsRoutes } from '@expo/contract/routes/stats';

/** The figures of the admin's event. */
export const getStats = (signal?: AbortSignal) =>
  call(statsRoutes.all, { query: { eventId: getStoredEventId() }, signal });
