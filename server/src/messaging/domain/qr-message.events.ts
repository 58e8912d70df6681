/** What carried a message: 알림톡, SMS or LMS (the phone), e-mail; 'smtp' and 'log' in messages of before. */
export type QrTransport = 'ALIMTALK' | 'SMS' | 'LMS' | 'EMAIL' | 'smtp' | 'log';

type MessageIds = { sendId: string; attendeeId: number; eventId: number };

/** Accepted by the provider or the SMTP server (`note`: e.g. 알림톡 refused, sent by SMS instead). */
export type QrMessageSent = {
  type: 'QrMessageSent';
  data: MessageIds & { transport: QrTransport; providerMessageId?: string; note?: string };
};
/**
 * A send that failed (`final`: given up), or a sent message the provider reported undelivered. `channelFault`:
 * the channel itself failed (provider or mail server unreachable, the account refused) rather than this one
 * message; absent in events of before, where a failure to be tried again stands for it.
 */
export type QrMessageFailed = {
  type: 'QrMessageFailed';
  data: MessageIds & { error: string; final: boolean; nextAttemptAt: string; channelFault?: boolean };
};
/** At sending time the attendee had no contact the message's channel reaches (removed since the request). */
export type QrMessageUndeliverable = {
  type: 'QrMessageUndeliverable';
  data: MessageIds & { reason: string };
};
/** The provider reported the message delivered to the phone. */
export type QrMessageDelivered = { type: 'QrMessageDelivered'; data: MessageIds };
/** An admin asked for a failed message to be sent again. */
export type QrMessageRetried = { type: 'QrMessageRetried'; data: MessageIds };

export type QrMessageEvent =
  QrMessageSent | QrMessageFailed | QrMessageUndeliverable | QrMessageDelivered | QrMessageRetried;

export const qrMessageStreamId = (sendId: string) => `qr-message-${sendId}`;
