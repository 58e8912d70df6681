import { useState } from 'react';

import { isApiError } from '../lib/api-client';
import { sharedTexts } from './texts';

interface DownloadButtonProps {
  download: () => Promise<void>;
  /** Default '엑셀 다운로드'. */
  label?: string;
  disabled?: boolean;
  testId?: string;
  className?: string;
}

/** A button for an authorised file download; busy while the file is fetched, alerts on failure. */
export function DownloadButton({
  download,
  label = sharedTexts.downloadExcel,
  disabled = false,
  testId,
  className = 'btn btn-secondary',
}: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);

  const handleClick = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      window.alert(sharedTexts.downloadFailed(isApiError(error) ? error.message : String(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={className}
      onClick={() => void handleClick()}
      disabled={disabled || busy}
      data-testid={testId}
    >
      {busy ? sharedTexts.downloading : label}
    </button>
  );
}
