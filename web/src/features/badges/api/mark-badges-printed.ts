import { call } from '../../../lib/api/api-client';
import { getStoredEventId } from '../../../lib/session/admin';
import { frontDeskRoutes } from '@expo/contract/routes/front-desk';

/** Records a print for exactly these attendees (1–5,000). */
export const markBadgesPrinted = (attendeeIds: number[]) =>
  call(frontDeskRoutes.markPrinted, { query: { eventId: getStoredEventId() }, body: { attendeeIds } });
