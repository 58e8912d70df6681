import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { OpenSurveyLinks } from '../../../components/open-survey-links';
import { useLectureCheckin } from '../hooks/use-lecture-checkin';
import { LanguageSwitch } from '../../../components/language-switch';
import { useLang } from '../../../lib/i18n/language';
import { CHECKIN_TEXTS } from '../texts';
import { LectureSummary } from './lecture-summary';

/** The lecture id of the address, or null when it is missing or not a positive integer. */
function lectureIdFrom(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /visit-lecture?lectureId=: an attendee scanned the lecture QR and checks in with their own ID, in Korean or
 * English (the browser's language or the switch).
 */
export function VisitLecturePage() {
  const [searchParams] = useSearchParams();
  const lectureId = lectureIdFrom(searchParams.get('lectureId'));
  const lang = useLang();
  const checkinTexts = CHECKIN_TEXTS[lang];
  const [userId, setUserId] = useState('');
  const { pending, result, checkedIn, checkIn } = useLectureCheckin(lectureId, () => {
    setUserId('');
  });
  const alerted = useRef(false);

  const invalidAccess = checkinTexts.invalidAccess;
  useEffect(() => {
    if (lectureId !== null || alerted.current) return;
    alerted.current = true;
    window.alert(invalidAccess);
  }, [lectureId, invalidAccess]);

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) void checkIn(userId);
  };

  return (
    <section className="checkin-page">
      <LanguageSwitch />
      <div className="card checkin-card">
        <h1 className="checkin-heading">{checkinTexts.pageTitle}</h1>
        {lectureId === null ? (
          <p className="checkin-lecture-status checkin-unavailable">{checkinTexts.invalidAccess}</p>
        ) : (
          <LectureSummary lectureId={lectureId} />
        )}
        <form className="form checkin-form" onSubmit={handleSubmit}>
          <div className="field">
            <label htmlFor="checkin-user-id">{checkinTexts.idLabel}</label>
            <input
              id="checkin-user-id"
              name="userId"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              className="checkin-input"
              aria-describedby="checkin-user-id-hint"
              value={userId}
              onChange={(event) => {
                setUserId(event.target.value);
              }}
            />
            <p id="checkin-user-id-hint" className="checkin-hint">
              {checkinTexts.idHint}
            </p>
          </div>
          <button
            type="submit"
            className="btn btn-primary btn-block btn-large"
            disabled={pending || lectureId === null}
          >
            {pending ? checkinTexts.pending : checkinTexts.submit}
          </button>
        </form>
        {result && (
          <p
            className={`checkin-result checkin-result-${result.kind}`}
            role="status"
            data-testid="checkin-result"
          >
            {result.text}
          </p>
        )}
        {lectureId !== null && checkedIn !== null && (
          <OpenSurveyLinks who={{ kind: 'lecture', lectureId, userId: checkedIn }} lang={lang} />
        )}
      </div>
    </section>
  );
}
