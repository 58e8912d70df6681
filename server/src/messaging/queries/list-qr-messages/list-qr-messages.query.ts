import { Query } from '@nestjs/cqrs';

/** A QR message as the admins read it: its state and the text the attendee receives. */
export interface QrMessageDto {
  id: string;
  attendeeId: number;
  status: string;
  attempts: number;
  transport: string | null;
  lastError: string | null;
  recipient: string;
  subject: string;
  body: string;
  /** Korean local time of the request. */
  createdAt: string;
  sentAt: string | null;
}

/**
 * The QR messages of an event, or of one of its attendees (404 for an attendee of another event), most recent
 * first (at most 200).
 */
export class ListQrMessagesQuery extends Query<QrMessageDto[]> {
  constructor(
    readonly eventId: number,
    readonly attendeeId?: number,
  ) {
    super();
  }
}
