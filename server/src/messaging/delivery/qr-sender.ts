import type { QrTransport } from '../domain/qr-message.events.js';
import type { QrMessageInput } from './qr-message-content.js';

/** A message to hand to a provider: `to` is the normalised mobile number (digits) or the e-mail address. */
export interface OutgoingQr extends QrMessageInput {
  sendId: string;
  to: string;
}

/** What carried the message, the provider's id for it, and a note (e.g. 알림톡 refused, sent by SMS). */
export interface SentVia {
  transport: QrTransport;
  providerMessageId?: string;
  note?: string;
}

/** A send that did not go out: `reason` in Korean for the admin; `permanent` when trying again cannot help. */
export class DeliveryError extends Error {
  constructor(
    readonly reason: string,
    readonly permanent: boolean,
  ) {
    super(reason);
    this.name = 'DeliveryError';
  }
}

export interface QrSender {
  send(message: OutgoingQr): Promise<SentVia>;
  close(): void;
}
