import { useState } from 'react';

import { isApiError } from '../../../lib/api-client';
import { checkInToLecture } from '../api/check-in-to-lecture';
import { checkinTexts } from '../texts';

export interface CheckinResult {
  kind: 'success' | 'error';
  text: string;
}

/** The text of a failed check-in: 409 is the repeated check-in, anything else shows the server's reason. */
function failureText(error: unknown): string {
  if (isApiError(error) && error.status === 409) return checkinTexts.duplicate;
  return checkinTexts.failed(isApiError(error) ? error.message : String(error));
}

/**
 * Checks the attendee in: alerts the outcome and keeps it as the last result; `onSuccess` runs after a
 * successful check-in (the page clears the ID then).
 */
export function useLectureCheckin(lectureId: number | null, onSuccess: () => void) {
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<CheckinResult | null>(null);

  const report = (next: CheckinResult) => {
    setResult(next);
    window.alert(next.text);
  };

  const checkIn = async (userIdText: string) => {
    if (lectureId === null) {
      window.alert(checkinTexts.invalidAccess);
      return;
    }
    const userId = userIdText.trim();
    if (userId === '') {
      window.alert(checkinTexts.emptyId);
      return;
    }
    // digits only: Number() would take '1e3' or '0x1F' for attendees 1000 and 31
    if (!/^\d{1,10}$/.test(userId)) {
      window.alert(checkinTexts.idDigitsOnly);
      return;
    }
    setPending(true);
    try {
      await checkInToLecture(lectureId, Number(userId));
      onSuccess();
      report({ kind: 'success', text: checkinTexts.succeeded });
    } catch (error) {
      report({ kind: 'error', text: failureText(error) });
    } finally {
      setPending(false);
    }
  };

  return { pending, result, checkIn };
}
