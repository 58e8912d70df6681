import { useId, useState } from 'react';

import { ModalDialog } from './modal-dialog';
import { downloadReasonTexts as t, REASON_MAX_LENGTH, type ReasonDialogWords } from './download-reason-texts';

interface DownloadReasonDialogProps {
  onConfirm: (reason: string) => void;
  onCancel: () => void;
  /** The caller's own title, sentence, error and confirm label (a download's by default). */
  words?: Partial<ReasonDialogWords>;
}

const OTHER = 'other';

/**
 * '다운로드 사유': a short list, or '기타' with the reason typed. A modal <dialog>: focus moves to the first
 * choice, Esc and 취소 cancel, the opener gets the focus back. A caller that asks the reason for something else
 * than a download (a report on screen) words its title, sentence and button itself.
 */
export function DownloadReasonDialog({ onConfirm, onCancel, words }: DownloadReasonDialogProps) {
  const { title, description, required, confirm } = { ...t, ...words };
  const titleId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const [choice, setChoice] = useState<string>(t.choices[0]);
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const reason = choice === OTHER ? other.trim() : choice;
    if (!reason) {
      setError(required);
      return;
    }
    if ([...reason].length > REASON_MAX_LENGTH) {
      setError(t.tooLong);
      return;
    }
    onConfirm(reason);
  };

  return (
    <ModalDialog
      className="reason-dialog"
      labelledBy={titleId}
      describedBy={descriptionId}
      testId="download-reason-dialog"
      onCancel={() => {
        onCancel();
      }}
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h2 id={titleId} className="reason-dialog-title">
          {title}
        </h2>
        <p id={descriptionId} className="reason-dialog-description">
          {description}
        </p>
        <fieldset className="reason-choices">
          <legend className="visually-hidden">{title}</legend>
          {[...t.choices, OTHER].map((value, index) => (
            <label key={value} className="reason-choice">
              <input
                type="radio"
                name="download-reason"
                value={value}
                checked={choice === value}
                autoFocus={index === 0}
                onChange={() => {
                  setChoice(value);
                  setError(null);
                }}
              />
              <span>{value === OTHER ? t.other : value}</span>
            </label>
          ))}
        </fieldset>
        {choice === OTHER && (
          <label className="reason-other">
            <span className="visually-hidden">{t.otherLabel}</span>
            <input
              type="text"
              className="input"
              value={other}
              maxLength={REASON_MAX_LENGTH}
              placeholder={t.otherPlaceholder}
              aria-label={t.otherLabel}
              aria-invalid={error !== null}
              aria-describedby={error ? errorId : undefined}
              autoFocus
              onChange={(event) => {
                setOther(event.target.value);
                setError(null);
              }}
            />
          </label>
        )}
        {error && (
          <p id={errorId} className="reason-error" role="alert">
            {error}
          </p>
        )}
        <div className="reason-actions">
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {t.cancel}
          </button>
          <button type="submit" className="btn btn-primary" data-testid="download-reason-confirm">
            {confirm}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
