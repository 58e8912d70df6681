import './bulk-send.css';

import { useId, useState } from 'react';

import { ModalDialog } from '../modal-dialog';
import { isApiError } from '../../lib/api/api-client';
import type { BulkSend, BulkSendForm } from '@expo/contract/messaging';
import type { BulkAudience } from '@expo/contract/messaging-values';
import { startBulkSend } from './bulk-sends';
import { useBulkSendPreview } from './use-bulk-send-preview';
import { bulkSendTexts } from './texts';
import { BulkSendFollow } from './bulk-send-follow';
import { BulkSendPlanView } from './bulk-send-plan-view';

interface BulkSendDialogProps {
  /** The /users search keyword; offers '현재 검색 결과' when there is one. */
  keyword: string;
  onClose: () => void;
}

const errorText = (err: unknown) => (isApiError(err) ? err.message : String(err));

/**
 * 'QR 일괄 발송': the admin picks the set, sees the plan the server makes of it (every change asks again),
 * confirms, and follows the send live. A modal <dialog>: focus moves in, Esc and 취소 close it.
 */
export function BulkSendDialog({ keyword, onClose }: BulkSendDialogProps) {
  const titleId = useId();
  const [audience, setAudience] = useState<BulkAudience>('ALL');
  const [resend, setResend] = useState(false);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [started, setStarted] = useState<BulkSend | null>(null);

  const request: BulkSendForm =
    audience === 'SEARCH' && keyword ? { audience, keyword, resend } : { audience, resend };
  const preview = useBulkSendPreview(started ? null : request);

  const confirm = () => {
    setStarting(true);
    setStartError(null);
    startBulkSend(request)
      .then(setStarted, (err: unknown) => {
        setStartError(bulkSendTexts.startFailed(errorText(err)));
        preview.reload();
      })
      .finally(() => {
        setStarting(false);
      });
  };

  const plan = preview.plan;
  const total = plan?.total ?? 0;
  return (
    <ModalDialog
      className="bulk-dialog"
      labelledBy={titleId}
      testId="bulk-send-dialog"
      onCancel={() => {
        onClose();
      }}
    >
      <h2 id={titleId} className="bulk-dialog-title">
        {bulkSendTexts.title}
      </h2>
      {started ? (
        <BulkSendFollow started={started} />
      ) : (
        <>
          <fieldset className="bulk-audience" disabled={starting}>
            <legend>{bulkSendTexts.audienceLegend}</legend>
            {(['ALL', 'UNSENT', ...(keyword ? ['SEARCH'] : [])] as BulkAudience[]).map((value) => (
              <label key={value} className="bulk-choice">
                <input
                  type="radio"
                  name="bulk-audience"
                  value={value}
                  checked={audience === value}
                  onChange={() => {
                    setAudience(value);
                  }}
                />
                {value === 'SEARCH'
                  ? bulkSendTexts.audiences.SEARCH(keyword)
                  : bulkSendTexts.audiences[value]}
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
              {bulkSendTexts.resend}
            </label>
            {!resend && <p className="bulk-hint">{bulkSendTexts.resendNote}</p>}
          </fieldset>
          <section className="bulk-plan-section" aria-live="polite">
            <h3 className="bulk-plan-title">{bulkSendTexts.planTitle}</h3>
            {plan ? (
              <BulkSendPlanView plan={plan} busy={preview.loading} />
            ) : preview.loading ? (
              <p className="muted">{bulkSendTexts.planLoading}</p>
            ) : null}
            {preview.error && (
              <p className="message message-error" role="alert">
                {bulkSendTexts.planFailed(preview.error)}
              </p>
            )}
          </section>
          {startError && (
            <p className="message message-error" role="alert" data-testid="bulk-start-error">
              {startError}
            </p>
          )}
        </>
      )}
      <div className="bulk-dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {started ? bulkSendTexts.close : bulkSendTexts.cancel}
        </button>
        {!started && (
          <button
            type="button"
            className="btn btn-primary"
            data-testid="bulk-send-confirm"
            disabled={starting || preview.loading || !plan || total === 0}
            onClick={confirm}
          >
            {starting ? bulkSendTexts.starting : bulkSendTexts.confirm(total)}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
