import { z } from 'zod';
import { eventIdField, idParam, oneOf, refuse, requestQuery } from '@expo/contract/fields';
import { QR_MESSAGE_STATUSES } from '../queries/list-qr-messages/list-qr-messages.query.js';

/** The attendee of `/api/users/{id}/messages`. */
export const attendeeIdParam = idParam('참석자 ID');

/** A message of `/api/messages/{id}/retry`: its send id (a UUID, or the id a client gave its request). */
export const messageIdParam = z
  .string()
  .meta({ description: '발송 ID', pattern: '^[A-Za-z0-9_.:-]{1,100}$' })
  .transform((raw, ctx): string =>
    /^[A-Za-z0-9_.:-]{1,100}$/.test(raw) ? raw : refuse(ctx, '발송 ID가 올바르지 않습니다.', 'VALIDATION.ID'),
  );

/** `/api/messages?status=`: one status, or all (ALL or none). */
export const listMessagesQuery = requestQuery({
  eventId: eventIdField,
  status: oneOf('상태', [...QR_MESSAGE_STATUSES, 'ALL'], 'ALL'),
});
export type ListMessagesParams = z.output<typeof listMessagesQuery>;
