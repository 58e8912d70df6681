import { Query } from '@nestjs/cqrs';
import type { ConfiguredChannels } from '../../domain/qr-channel.js';

/** What a QR request of the event chooses its channel by, and whether new attendees get their QR at once. */
export interface QrSendSettings {
  /** The channels this deployment can send by. */
  configured: ConfiguredChannels;
  /** The event prefers e-mail to the phone. */
  emailFirst: boolean;
  /** '등록 시 자동 발송': a registration asks for the attendee's QR with it. */
  autoSendOnRegister: boolean;
}

/** The event's QR send settings; answered by messaging, which keeps them (messaging/queries/answer-qr-send-settings). */
export class QrSendSettingsQuery extends Query<QrSendSettings> {
  constructor(readonly eventId: number) {
    super();
  }
}
