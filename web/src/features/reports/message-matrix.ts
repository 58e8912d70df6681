import {
  QR_CHANNELS,
  QR_MESSAGE_STATUSES,
  type QrChannel,
  type QrMessageStatus,
} from '@expo/contract/messaging-values';
import type { ReportMessages } from '@expo/contract/reports';

/** The key of a message's channel in the table and its data-figure: the channel, or NONE when not decided. */
export type ChannelKey = QrChannel | 'NONE';

export interface MessageRow {
  channel: ChannelKey;
  counts: Record<QrMessageStatus, number>;
  total: number;
}

/** The QR messages as a table: one row per channel that has a message (알림톡, 문자, 이메일, 보관, then 미정). */
export interface MessageMatrix {
  statuses: readonly QrMessageStatus[];
  rows: MessageRow[];
  statusTotals: Record<QrMessageStatus, number>;
}

const zeros = () =>
  Object.fromEntries(QR_MESSAGE_STATUSES.map((status) => [status, 0])) as Record<QrMessageStatus, number>;

const CHANNEL_ORDER: readonly ChannelKey[] = [...QR_CHANNELS, 'NONE'];

/** The channel × status counts with the sums of every row and column (a repeated pair is added up). */
export function messageMatrix(messages: ReportMessages): MessageMatrix {
  const rows = new Map<ChannelKey, MessageRow>();
  const statusTotals = zeros();
  for (const { channel, status, count } of messages.byChannel) {
    const key: ChannelKey = channel ?? 'NONE';
    const row = rows.get(key) ?? { channel: key, counts: zeros(), total: 0 };
    row.counts[status] += count;
    row.total += count;
    statusTotals[status] += count;
    rows.set(key, row);
  }
  return {
    statuses: QR_MESSAGE_STATUSES,
    rows: CHANNEL_ORDER.flatMap((key) => rows.get(key) ?? []),
    statusTotals,
  };
}
