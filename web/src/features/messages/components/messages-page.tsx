import { useMessages, type QrMessage } from '../api/get-messages';
import { messageTexts } from '../texts';

const linkOf = (message: QrMessage) => /https?:\/\/\S+\/qr-view\/\S+/.exec(message.body)?.[0];

function MessageRow({ message }: { message: QrMessage }) {
  const link = linkOf(message);
  return (
    <tr data-testid={`message-row-${message.id}`}>
      <td className="cell-muted">{message.createdAt.replace('T', ' ')}</td>
      <td>{message.attendeeId}</td>
      <td>{message.recipient || messageTexts.noRecipient}</td>
      <td>
        <span className={message.status === 'FAILED' ? 'badge badge-no' : 'badge badge-yes'}>
          {messageTexts.status[message.status] ?? message.status}
        </span>
        {message.lastError && <div className="cell-muted">{message.lastError}</div>}
      </td>
      <td>{message.attempts}</td>
      <td>{message.transport ? (messageTexts.transport[message.transport] ?? message.transport) : '-'}</td>
      <td>
        <div>{message.subject}</div>
        {link && (
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => {
              void navigator.clipboard?.writeText(link).then(() => window.alert(messageTexts.copied));
            }}
          >
            {messageTexts.copyLink}
          </button>
        )}
      </td>
    </tr>
  );
}

/** /messages: the QR messages of the admin's event, with their delivery state and the attendee's link. */
export function MessagesPage() {
  const { data, error, loading, reload } = useMessages();
  return (
    <section className="page">
      <header className="page-header">
        <div>
          <h1>{messageTexts.title}</h1>
          <p className="page-subtitle">{messageTexts.subtitle}</p>
        </div>
        <div className="page-header-actions">
          <button type="button" className="btn btn-secondary" onClick={reload}>
            {messageTexts.refresh}
          </button>
        </div>
      </header>
      {error && (
        <p className="message message-error" role="alert">
          {messageTexts.loadFailed(error.message)}
        </p>
      )}
      <div className="table-wrap" aria-busy={loading}>
        <table className="data-table" data-testid="messages-table">
          <thead>
            <tr>
              {messageTexts.columns.map((column) => (
                <th key={column}>{column}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data?.map((message) => (
              <MessageRow key={message.id} message={message} />
            ))}
            {data?.length === 0 && (
              <tr>
                <td colSpan={messageTexts.columns.length} className="cell-empty">
                  {messageTexts.empty}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
