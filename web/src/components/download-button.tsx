import './download-reason.css';

import { useState } from 'react';

import { isApiError } from '../lib/api/api-client';
import { DownloadCancelled, withReasonPrompt } from '../lib/api/download-file';
import { sharedTexts } from './texts';
import { useReasonPrompt } from './use-reason-prompt';

interface DownloadButtonProps {
  download: () => Promise<void>;
  /** Default '엑셀 다운로드'. */
  label?: string;
  disabled?: boolean;
  testId?: string;
  className?: string;
}

/**
 * A button for an authorised file download; busy while the file is fetched, alerts on failure. When the event
 * asks a reason for downloads of personal data, its dialog asks one first.
 */
export function DownloadButton({
  download,
  label = sharedTexts.downloadExcel,
  disabled = false,
  testId,
  className = 'btn btn-secondary',
}: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const reasons = useReasonPrompt();

  const handleClick = async () => {
    setBusy(true);
    try {
      await withReasonPrompt(reasons.ask, download);
    } catch (error) {
      if (!(error instanceof DownloadCancelled))
        window.alert(sharedTexts.downloadFailed(isApiError(error) ? error.message : String(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => void handleClick()}
        disabled={disabled || busy}
        data-testid={testId}
      >
        {busy && !reasons.asking ? sharedTexts.downloading : label}
      </button>
      {reasons.dialog}
    </>
  );
}
