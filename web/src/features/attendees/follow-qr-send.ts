import type { AttendeeQrMessage } from './api/get-attendee-messages';
import type { QrSendReceipt } from '@expo/contract/messaging';
import { outcomeOfMessage, outcomeOfReceipt, type QrSendOutcome } from './qr-send-outcome';

export interface FollowOptions {
  /** How long to wait between two looks at the message (ms). */
  intervalMs?: number;
  /** How long to follow it before saying it was requested (ms). */
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const defaultSleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * Follows a send until its message settles: KEPT at once; PENDING by reading the attendee's messages
 * about every `intervalMs` for up to `timeoutMs`, the row whose id is the answer's sendId. A read that fails
 * is tried again at the next look; a message still waiting at the end is 'pending' on its channel.
 */
export async function followQrSend(
  receipt: QrSendReceipt,
  readMessages: () => Promise<AttendeeQrMessage[]>,
  { intervalMs = 500, timeoutMs = 5000, sleep = defaultSleep, now = Date.now }: FollowOptions = {},
): Promise<QrSendOutcome> {
  const settled = outcomeOfReceipt(receipt);
  if (settled) return settled;
  const deadline = now() + timeoutMs;
  while (now() < deadline) {
    await sleep(Math.min(intervalMs, Math.max(0, deadline - now())));
    const messages = await readMessages().catch(() => undefined);
    const message = messages?.find((m) => String(m.id) === String(receipt.sendId));
    const outcome = message && outcomeOfMessage(message);
    if (outcome) return outcome;
  }
  return { kind: 'pending', channel: receipt.channel };
}
