import type { QrChannel } from '../../messaging/domain/qr-channel.js';
import type { AttendeeFields } from './attendee-fields.js';

export type AttendeeRegistered = {
  type: 'AttendeeRegistered';
  data: { attendeeId: number; eventId: number; fields: AttendeeFields; source: 'ADMIN' | 'PUBLIC' | 'EXCEL' };
};
export type AttendeeUpdated = {
  type: 'AttendeeUpdated';
  data: { attendeeId: number; eventId: number; changed: Partial<AttendeeFields> };
};
export type AttendeeDeleted = { type: 'AttendeeDeleted'; data: { attendeeId: number; eventId: number } };
export type QrSendRequested = {
  type: 'QrSendRequested';
  /**
   * `channel`: how the message goes out (absent in requests made before channels existed); `bulkSendId`: the
   * 'QR 일괄 발송' it belongs to.
   */
  data: { attendeeId: number; eventId: number; sendId: string; channel?: QrChannel; bulkSendId?: string };
};

export type AttendeeEvent = AttendeeRegistered | AttendeeUpdated | AttendeeDeleted | QrSendRequested;

export const attendeeStreamId = (attendeeId: number) => `attendee-${attendeeId}`;
