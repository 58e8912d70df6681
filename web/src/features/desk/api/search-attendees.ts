import { call } from '../../../lib/api/api-client';
import { frontDeskRoutes } from '@expo/contract/routes/front-desk';

/** At most 20 attendees; an ID (or a QR's text) finds that one first. */
export const searchAttendees = (keyword: string, signal?: AbortSignal) =>
  call(frontDeskRoutes.findAttendees, { query: { keyword }, signal });
