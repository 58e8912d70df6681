import { type SubmitEvent, useCallback, useId, useState } from 'react';

import { ModalDialog } from '../../../components/modal-dialog';
import { isApiError } from '../../../lib/api/api-client';
import { getEventName } from '../../../lib/event/get-event-name';
import { useAsyncData } from '../../../lib/hooks/use-async-data';
import { destroyPersonalDataNow } from '../api/privacy-destructions';
import { privacyTexts } from '../texts';

interface DestroyDialogProps {
  onClose: () => void;
  /** Called with the number of people whose data was destroyed. */
  onDestroyed: (attendees: number) => void;
}

/**
 * '지금 파기': says what is destroyed and that it cannot be undone; the admin types the event's name, the
 * server compares it and refuses a wrong one. A modal <dialog>: Esc and 취소 close it.
 */
export function DestroyDialog({ onClose, onDestroyed }: DestroyDialogProps) {
  const titleId = useId();
  const fetcher = useCallback((signal: AbortSignal) => getEventName(signal), []);
  const { data: eventName } = useAsyncData(fetcher);
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const destroy = async () => {
    setPending(true);
    setError(null);
    try {
      const result = await destroyPersonalDataNow(typed);
      onDestroyed(result.attendees);
    } catch (caught) {
      setError(privacyTexts.destroyFailed(isApiError(caught) ? caught.message : String(caught)));
      setPending(false);
    }
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void destroy();
  };

  return (
    <ModalDialog
      className="privacy-dialog"
      labelledBy={titleId}
      testId="privacy-destroy-dialog"
      onCancel={() => {
        if (!pending) onClose();
      }}
    >
      <h2 id={titleId} className="privacy-dialog-title">
        {privacyTexts.dialogTitle}
      </h2>
      <p>{privacyTexts.dialogWhat}</p>
      <p className="privacy-irreversible">{privacyTexts.dialogIrreversible}</p>
      <form className="form" onSubmit={handleSubmit}>
        <div className="field">
          <label htmlFor="privacy-destroy-event-name">{privacyTexts.eventNameLabel}</label>
          <p className="privacy-check-help" id="privacy-destroy-prompt">
            {eventName ? privacyTexts.dialogPrompt(eventName) : privacyTexts.dialogPromptUnknown}
          </p>
          <input
            id="privacy-destroy-event-name"
            type="text"
            autoComplete="off"
            aria-describedby="privacy-destroy-prompt"
            value={typed}
            disabled={pending}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(null);
            }}
          />
        </div>
        {error && (
          <p className="message message-error" role="alert" data-testid="privacy-destroy-error">
            {error}
          </p>
        )}
        <div className="privacy-dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={pending}>
            {privacyTexts.cancel}
          </button>
          <button type="submit" className="btn btn-danger" disabled={pending || typed.trim() === ''}>
            {pending ? privacyTexts.destroying : privacyTexts.confirmDestroy}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
