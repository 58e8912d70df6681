export type QrMessageSent = {
  type: 'QrMessageSent';
  data: { sendId: string; attendeeId: number; eventId: number; transport: 'smtp' | 'log' };
};
export type QrMessageFailed = {
  type: 'QrMessageFailed';
  data: {
    sendId: string;
    attendeeId: number;
    eventId: number;
    error: string;
    final: boolean;
    nextAttemptAt: string;
  };
};
export type QrMessageEvent = QrMessageSent | QrMessageFailed;

export const qrMessageStreamId = (sendId: string) => `qr-message-${sendId}`;
