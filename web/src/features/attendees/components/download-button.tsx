import { useState } from 'react';

import { isApiError } from '../../../lib/api-client';
import { attendeeTexts } from '../texts';

interface DownloadButtonProps {
  label: string;
  download: () => Promise<void>;
  testId?: string;
}

/** A button for an authorised file download; busy while the file is fetched, alerts on failure. */
export function DownloadButton({ label, download, testId }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);

  const handleClick = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      window.alert(attendeeTexts.downloadFailed(isApiError(error) ? error.message : String(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className="btn btn-secondary"
      onClick={() => void handleClick()}
      disabled={busy}
      data-testid={testId}
    >
      {busy ? attendeeTexts.downloading : label}
    </button>
  );
}
