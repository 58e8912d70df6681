import { seoulClock, seoulDisplay } from '@expo/contract/seoul-time';
import type { QrMessage } from '@expo/contract/messaging';
import { channelLabel, statusBadgeClass, statusLabel } from '../message-labels';
import { messageTexts } from '../texts';
import { LongText } from '../../../components/long-text';

interface MessageRowProps {
  message: QrMessage;
  /** A retry of this row is on its way. */
  retrying: boolean;
  onCopyLink: (message: QrMessage) => void;
  onRetry: (message: QrMessage) => void;
}

export function MessageRow({ message, retrying, onCopyLink, onRetry }: MessageRowProps) {
  const failed = message.status === 'FAILED';
  return (
    <tr data-testid={`message-row-${message.id}`} data-status={message.status}>
      <td className="cell-nowrap cell-muted">{seoulDisplay(message.createdAt)}</td>
      <td className="message-attendee">
        <div className="cell-strong">
          <LongText text={message.name} lines={2} />
        </div>
        <div className="cell-muted">{messageTexts.attendeeId(message.attendeeId)}</div>
      </td>
      <td className={message.recipient ? 'message-recipient' : 'message-recipient cell-muted'}>
        {message.recipient ? <LongText text={message.recipient} lines={2} /> : messageTexts.noRecipient}
      </td>
      <td className="message-status-cell">
        <span className={statusBadgeClass(message.status)} data-testid="message-status">
          {statusLabel(message.status)}
        </span>
        {message.survey && (
          <span className="badge message-survey" data-testid="message-survey">
            {messageTexts.surveyLabel(message.survey.title)}
          </span>
        )}
        {message.lastError && (failed || message.status === 'UNREACHABLE') && (
          <div className="message-reason">{message.lastError}</div>
        )}
        {message.lastError && message.nextAttemptAt && message.status === 'PENDING' && (
          <div className="message-retrying" data-testid="message-retrying">
            <div className="message-reason">
              {messageTexts.retryingReason(message.attempts, message.lastError)}
            </div>
            <div className="cell-muted">{messageTexts.nextAttempt(seoulClock(message.nextAttemptAt))}</div>
          </div>
        )}
      </td>
      <td className="cell-nowrap" data-testid="message-channel">
        {channelLabel(message.channel, message.transport)}
      </td>
      <td className="cell-number cell-center">{message.attempts}</td>
      <td className="cell-nowrap cell-muted">
        {message.sentAt && <div>{messageTexts.sentAt(seoulDisplay(message.sentAt))}</div>}
        {message.deliveredAt && <div>{messageTexts.deliveredAt(seoulDisplay(message.deliveredAt))}</div>}
      </td>
      <td className="message-content">
        <div>
          <LongText text={message.subject} lines={2} />
        </div>
        <div className="row-actions">
          {message.link && (
            <button
              type="button"
              className="btn btn-secondary btn-small"
              onClick={() => {
                onCopyLink(message);
              }}
            >
              {messageTexts.copyLink}
            </button>
          )}
          {failed && (
            <button
              type="button"
              className="btn btn-primary btn-small"
              disabled={retrying}
              onClick={() => {
                onRetry(message);
              }}
            >
              {retrying ? messageTexts.retrying : messageTexts.retry}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
