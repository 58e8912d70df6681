import './bulk-send.css';

import { useId, useState, type ReactNode } from 'react';

import { ModalDialog } from '../modal-dialog';
import { isApiError } from '../../lib/api/api-client';
import type { BulkSend } from '@expo/contract/messaging';
import { useBulkSendPreview, type PreviewCall } from './use-bulk-send-preview';
import { BulkSendFollow } from './bulk-send-follow';
import { BulkSendPlanView } from './bulk-send-plan-view';

/** The copy of a bulk send's dialog: the QR one's (`bulkSendTexts`) or a survey's. */
export interface BulkSendFormTexts {
  title: string;
  audienceLegend: string;
  resend: string;
  resendNote: string;
  planTitle: string;
  planLoading: string;
  planFailed: (message: string) => string;
  /** The confirm button: `kept` of the `total` messages would only be kept (no channel to send them by). */
  confirm: (total: number, kept: number) => string;
  starting: string;
  startFailed: (message: string) => string;
  cancel: string;
  close: string;
}

interface BulkSendFormDialogProps<A extends string, T> {
  /** The dialog's class and test id. */
  className: string;
  testId: string;
  texts: BulkSendFormTexts;
  /** What stands under the title (a survey's: which survey). */
  intro?: ReactNode;
  /** The sets to choose from, in order, and the one chosen first; `audienceName` names their radio group. */
  audiences: readonly { value: A; label: string }[];
  initialAudience: A;
  audienceName: string;
  /** The request of the chosen set and resend box. */
  toRequest: (audience: A, resend: boolean) => T;
  /** Asks the plan of a request; must stay the same function from render to render (a module's, or memoised). */
  preview: PreviewCall<T>;
  /** Starts the send of a request. */
  start: (request: T) => Promise<BulkSend>;
  /** The test ids of the confirm button, of a failed start, and of a plan the server refused (none: no id). */
  confirmTestId: string;
  startErrorTestId: string;
  planErrorTestId?: string;
  onClose: () => void;
}

const errorText = (err: unknown) => (isApiError(err) ? err.message : String(err));

/**
 * A bulk send's dialog ('QR 일괄 발송', '설문 발송'): the admin picks the set, sees the plan the server makes of
 * it (every change asks again), confirms, and follows the send live. A modal <dialog>: focus moves in, Esc and
 * 취소 close it.
 */
export function BulkSendFormDialog<A extends string, T>({
  className,
  testId,
  texts,
  intro,
  audiences,
  initialAudience,
  audienceName,
  toRequest,
  preview: previewCall,
  start,
  confirmTestId,
  startErrorTestId,
  planErrorTestId,
  onClose,
}: BulkSendFormDialogProps<A, T>) {
  const titleId = useId();
  const [audience, setAudience] = useState<A>(initialAudience);
  const [resend, setResend] = useState(false);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [started, setStarted] = useState<BulkSend | null>(null);

  const request = toRequest(audience, resend);
  const preview = useBulkSendPreview(started ? null : request, previewCall);

  const confirm = () => {
    setStarting(true);
    setStartError(null);
    start(request)
      .then(setStarted, (err: unknown) => {
        setStartError(texts.startFailed(errorText(err)));
        preview.reload();
      })
      .finally(() => {
        setStarting(false);
      });
  };

  // An error comes with no plan (the hook's); a plan is only shown, and confirmed, without one.
  const plan = preview.error ? undefined : preview.plan;
  const total = plan?.total ?? 0;
  return (
    <ModalDialog
      className={className}
      labelledBy={titleId}
      testId={testId}
      onCancel={() => {
        onClose();
      }}
    >
      <h2 id={titleId} className="bulk-dialog-title">
        {texts.title}
      </h2>
      {intro}
      {started ? (
        <BulkSendFollow started={started} />
      ) : (
        <>
          <fieldset className="bulk-audience" disabled={starting}>
            <legend>{texts.audienceLegend}</legend>
            {audiences.map(({ value, label }) => (
              <label key={value} className="bulk-choice">
                <input
                  type="radio"
                  name={audienceName}
                  value={value}
                  checked={audience === value}
                  onChange={() => {
                    setAudience(value);
                  }}
                />
                {label}
              </label>
            ))}
            <label className="bulk-choice bulk-resend">
              <input
                type="checkbox"
                checked={resend}
                onChange={(event) => {
                  setResend(event.target.checked);
                }}
              />
              {texts.resend}
            </label>
            {!resend && <p className="bulk-hint">{texts.resendNote}</p>}
          </fieldset>
          <section className="bulk-plan-section" aria-live="polite">
            <h3 className="bulk-plan-title">{texts.planTitle}</h3>
            {plan ? (
              <BulkSendPlanView plan={plan} busy={preview.loading} />
            ) : preview.loading ? (
              <p className="muted">{texts.planLoading}</p>
            ) : null}
            {preview.error && (
              <p className="message message-error" role="alert" data-testid={planErrorTestId}>
                {texts.planFailed(preview.error)}
              </p>
            )}
          </section>
          {startError && (
            <p className="message message-error" role="alert" data-testid={startErrorTestId}>
              {startError}
            </p>
          )}
        </>
      )}
      <div className="bulk-dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {started ? texts.close : texts.cancel}
        </button>
        {!started && (
          <button
            type="button"
            className="btn btn-primary"
            data-testid={confirmTestId}
            disabled={starting || preview.loading || !plan || total === 0}
            onClick={confirm}
          >
            {starting ? texts.starting : texts.confirm(total, plan?.byChannel.KEPT ?? 0)}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
