import type { QrTransport } from '../domain/qr-message.events.js';
import type { QrMessageInput } from './qr-message-content.js';

/**
 * A message to hand to a provider: `to` is the normalised mobile number (digits) or the e-mail address;
 * `survey`: the survey it invites to (then `link` is the survey's answer link and the text is the invitation's).
 */
export interface OutgoingQr extends QrMessageInput {
  sendId: string;
  to: string;
  survey?: { id: number; title: string };
}

/** What carried the message, the provider's id for it, and a note (e.g. 알림톡 refused, sent by SMS). */
export interface SentVia {
  transport: QrTransport;
  providerMessageId?: string;
  note?: string;
}

/**
 * A send that did not go out: `reason` in plain Korean for the admin (no URL, host or library's words);
 * `permanent` when trying again cannot help; `channelFault` when the channel itself failed (unreachable,
 * refusing the account) rather than this one message (a refused number or address); `detail`, the technical
 * error, for the server's log only.
 */
export class DeliveryError extends Error {
  readonly channelFault: boolean;
  readonly detail: string | undefined;

  constructor(
    readonly reason: string,
    readonly permanent: boolean,
    options: { channelFault?: boolean; detail?: string } = {},
  ) {
    super(reason);
    this.name = 'DeliveryError';
    this.channelFault = options.channelFault ?? !permanent;
    this.detail = options.detail;
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
