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

/** What the provider reports of a message it accepted: delivered, not delivered (why), or not yet known. */
export type DeliveryReport = { delivered: true } | { delivered: false; reason: string };

export interface QrSender {
  send(message: OutgoingQr): Promise<SentVia>;
  /**
   * The message of this send id the provider already accepted (to `to`, since `since`), if any: asked before
   * sending again a message a killed node may have handed over. A sender that cannot be asked has no such method.
   */
  find?(sendId: string, to: string, since: Date): Promise<SentVia | undefined>;
  /** The reports the provider has of these messages (by its ids); a sender without reports has no such method. */
  reports?(providerMessageIds: readonly string[]): Promise<Map<string, DeliveryReport>>;
  close(): void;
}
