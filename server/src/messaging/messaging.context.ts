import { boundedContext, type Touch } from '../event-store/bounded-context.js';
import { eventSearchSubject } from '../privacy/queries/destruction-reads.js';
import type { MessageSettingsChanged } from './domain/message-settings.js';
import type { QrBulkSendStarted } from './domain/qr-bulk-send.js';
import type { QrMessageEvent } from './domain/qr-message.events.js';
import { messageSettingsProjection } from './projections/message-settings.projection.js';
import { qrBulkSendsProjection } from './projections/qr-bulk-sends.projection.js';
import { qrMessagesProjection } from './projections/qr-messages.projection.js';

/** A message queued or changing state: the event's bulk sends' progress changed. */
const progress = ({ eventId }: { eventId: number }): Touch[] => [{ on: 'messages', eventId }];

export const messagingContext = boundedContext<QrMessageEvent | QrBulkSendStarted | MessageSettingsChanged>({
  name: 'messaging',
  projections: [qrMessagesProjection, qrBulkSendsProjection, messageSettingsProjection],
  // a bulk send's search word is often a name: sealed per event, destroyed with the event's personal data
  sealed: {
    QrBulkSendStarted: {
      subject: (data) => eventSearchSubject(Number(data.eventId)),
      path: 'search',
      fields: ['keyword'],
    },
  },
  touches: {
    QrBulkSendStarted: progress,
    QrMessageSent: progress,
    QrMessageFailed: progress,
    QrMessageUndeliverable: progress,
    QrMessageDelivered: progress,
    QrMessageRetried: progress,
  },
});
