import type { QrMessage } from '@expo/contract/messaging';
import { attendeeRoutes } from '@expo/contract/routes/attendees';
import { call } from '../../../lib/api/api-client';
import { getStoredEventId } from '../../../lib/session/admin';

/** The fields of one QR message the send action follows. */
export type AttendeeQrMessage = Pick<QrMessage, 'id' | 'status' | 'channel' | 'lastError'>;

/** The attendee's QR messages, newest first. */
export const getAttendeeMessages = (id: number): Promise<AttendeeQrMessage[]> =>
  call(attendeeRoutes.messages, { params: { id }, query: { eventId: getStoredEventId() } });
