import { lectureRoutes } from '@expo/contract/routes/lectures';

import { call } from '../../../lib/api/api-client';
import { getStoredEventId } from '../../../lib/session/admin';

/** The event's lectures: a lecture survey asks one of them. */
export const listEventLectures = (signal?: AbortSignal) =>
  call(lectureRoutes.list, { query: { eventId: getStoredEventId() }, signal });
