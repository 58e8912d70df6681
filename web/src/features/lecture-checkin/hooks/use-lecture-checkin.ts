import { useState } from 'react';

import { isApiError } from '../../../lib/api/api-client';
import { useLang } from '../../../lib/i18n/language';
import { checkInToLecture } from '../api/check-in-to-lecture';
import { CHECKIN_TEXTS, type CheckinTexts } from '../texts';

export interface CheckinResult {
  kind: 'success' | 'error';
  text: string;
}

/** The text of a failed check-in: 409 is the repeated check-in, anything else shows the server's reason. */
function failureText(texts: CheckinTexts, error: unknown): string {
  if (isApiError(error) && error.status === 409) return texts.duplicate;
  return texts.failed(isApiError(error) ? error.message : String(error));
}

/**
 * Checks the attendee in: alerts the outcome (or why the ID was not sent) and keeps it as the one result shown;
 * a new attempt clears the last one first. `onSuccess` runs after a successful check-in (the page clears the ID).
 * In the page's language, the server's reasons too.
 */
export function useLectureCheckin(lectureId: number | null, onSuccess: () => void) {
  const lang = useLang();
  const checkinTexts = CHECKIN_TEXTS[lang];
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<CheckinResult | null>(null);
  /** The attendee now checked in (this time or before): the lecture's surveys are theirs to answer. */
  const [checkedIn, setCheckedIn] = useState<number | null>(null);

  const report = (next: CheckinResult) => {
    setResult(next);
    window.alert(next.text);
  };

  const checkIn = async (userIdText: string) => {
    // one message at a time: a new attempt first takes the last outcome away
    setResult(null);
    setCheckedIn(null);
    if (lectureId === null) {
      window.alert(checkinTexts.invalidAccess);
      return;
    }
    const userId = userIdText.trim();
    if (userId === '') {
      report({ kind: 'error', text: checkinTexts.emptyId });
      return;
    }
    // digits only: Number() would take '1e3' or '0x1F' for attendees 1000 and 31
    if (!/^\d{1,10}$/.test(userId)) {
      report({ kind: 'error', text: checkinTexts.idDigitsOnly });
      return;
    }
    setPending(true);
    try {
      await checkInToLecture(lectureId, Number(userId), lang);
      setCheckedIn(Number(userId));
      onSuccess();
      report({ kind: 'success', text: checkinTexts.succeeded });
    } catch (error) {
      if (isApiError(error) && error.status === 409) setCheckedIn(Number(userId));
      report({ kind: 'error', text: failureText(checkinTexts, error) });
    } finally {
      setPending(false);
    }
  };

  return { pending, result, checkedIn, checkIn };
}
