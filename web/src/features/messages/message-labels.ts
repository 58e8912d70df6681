import { QR_MESSAGE_STATUSES, type QrMessageStatus } from '@expo/contract/messaging-values';
import { messageTexts } from './texts';

/** The status of a filter value from the address (`?status=`), or null (전체) for anything else. */
export function statusFromParam(value: string | null): QrMessageStatus | null {
  return QR_MESSAGE_STATUSES.find((status) => status === value) ?? null;
}

/** The Korean status name. */
export function statusLabel(status: string): string {
  return (messageTexts.statuses as Record<string, string>)[status] ?? status;
}

/** The badge colour class of a status: grey waiting, blue sent, green delivered, amber kept, red otherwise. */
export function statusBadgeClass(status: string): string {
  return `badge message-status message-status-${status.toLowerCase()}`;
}

/**
 * The channel in Korean; when something else carried it (알림톡 that fell back to a text message),
 * both: '알림톡 → 문자'. A legacy row without a channel shows what carried it.
 */
export function channelLabel(channel: string | null | undefined, transport: string | null): string {
  const chosen = channel ? (messageTexts.channels[channel] ?? channel) : null;
  const carried = transport ? (messageTexts.transports[transport] ?? transport) : null;
  if (!chosen) return carried ?? '-';
  if (!carried || carried === chosen) return chosen;
  return `${chosen} → ${carried}`;
}
