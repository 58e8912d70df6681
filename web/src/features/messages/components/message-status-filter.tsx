import { QR_MESSAGE_STATUSES, type QrMessageStatus } from '@expo/contract/messaging-values';
import { statusLabel } from '../message-labels';
import { messageTexts } from '../texts';

interface MessageStatusFilterProps {
  status: QrMessageStatus | null;
  onChange: (status: QrMessageStatus | null) => void;
}

/** The '상태' select: 전체 or one of the six statuses. */
export function MessageStatusFilter({ status, onChange }: MessageStatusFilterProps) {
  return (
    <div className="field message-status-filter">
      <label htmlFor="message-status">{messageTexts.statusFilter}</label>
      <select
        id="message-status"
        value={status ?? ''}
        onChange={(event) => {
          onChange(QR_MESSAGE_STATUSES.find((s) => s === event.target.value) ?? null);
        }}
      >
        <option value="">{messageTexts.allStatuses}</option>
        {QR_MESSAGE_STATUSES.map((s) => (
          <option key={s} value={s}>
            {statusLabel(s)}
          </option>
        ))}
      </select>
    </div>
  );
}
