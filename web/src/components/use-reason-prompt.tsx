import { useRef, useState, type ReactNode } from 'react';

import type { ReasonPrompt } from '../lib/api/download-file';
import { DownloadReasonDialog } from './download-reason-dialog';
import type { ReasonDialogWords } from './download-reason-texts';

export interface ReasonPromptHandle {
  /** Opens the dialog and resolves with the reason, or null when the person cancelled. */
  ask: ReasonPrompt;
  /** Whether the dialog is open. */
  asking: boolean;
  /** The dialog while it is open (render it next to what opened it). */
  dialog: ReactNode;
}

/**
 * The '다운로드 사유' dialog as a prompt: every download of personal data (the download buttons, '열람' on an
 * attendee's row) passes `ask` to `withReasonPrompt` and renders `dialog`. `words` rewords the dialog for a
 * caller that is not a download (a report on screen asks a '조회 사유').
 */
export function useReasonPrompt(words?: Partial<ReasonDialogWords>): ReasonPromptHandle {
  const [asking, setAsking] = useState(false);
  const answer = useRef<((reason: string | null) => void) | null>(null);

  const ask: ReasonPrompt = () =>
    new Promise<string | null>((resolve) => {
      answer.current = resolve;
      setAsking(true);
    });
  const settle = (reason: string | null) => {
    setAsking(false);
    answer.current?.(reason);
    answer.current = null;
  };

  const dialog = asking ? (
    <DownloadReasonDialog
      words={words}
      onConfirm={(reason) => {
        settle(reason);
      }}
      onCancel={() => {
        settle(null);
      }}
    />
  ) : null;
  return { ask, asking, dialog };
}
