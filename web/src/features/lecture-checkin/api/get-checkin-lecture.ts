import { lectureRoutes } from '@expo/contract/routes/lectures';

import { call } from '../../../lib/api/api-client';

/** One lecture: open, called without any token from the attendee's phone. */
export const getCheckinLecture = (id: number, signal?: AbortSignal) =>
  call(lectureRoutes.get, { params: { id }, signal });
