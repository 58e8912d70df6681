import { call } from '../../../lib/api/api-client';
import { frontDeskRoutes } from '@expo/contract/routes/front-desk';

/** One attendee of the desk's event. */
export const getDeskAttendee = (id: number, signal?: AbortSignal) =>
  call(frontDeskRoutes.attendee, { params: { id }, signal });
