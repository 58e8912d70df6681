export interface ResultMessageValue {
  kind: 'success' | 'error';
  text: string;
}

/** The outcome line under a form (✅ … / ❌ …), announced to screen readers. */
export function ResultMessage({ message }: { message: ResultMessageValue | null }) {
  if (!message) return null;
  return (
    <p
      className={message.kind === 'success' ? 'message message-success' : 'message message-error'}
      role={message.kind === 'success' ? 'status' : 'alert'}
      data-testid="result-message"
    >
      {message.text}
    </p>
  );
}
