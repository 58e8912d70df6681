import type { Lang } from '@expo/contract/lang';
import type { OpenSurveys } from '@expo/contract/surveys';
import { surveyRoutes } from '@expo/contract/routes/surveys';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';

import { call } from '../lib/api/api-client';
import { useAsyncData } from '../lib/hooks/use-async-data';
import { answerQueue, KEPT_ANSWERS_SENT } from '../lib/offline/kept-survey-answers';
import './open-survey-links.css';

/** Who asks for their open surveys: an attendee's signed link, a lecture check-in's signature, or a booth phone. */
export type SurveyRespondent =
  | { kind: 'link'; userId: number; sig: string }
  | { kind: 'lecture'; lectureId: number; userId: number }
  | { kind: 'booth' };

/** In the respondent's language: an attendee's pages speak English too (issue 50), a booth phone Korean. */
const TEXTS: Readonly<Record<Lang, { answer: (title: string) => string; answered: string }>> = {
  ko: { answer: (title) => `만족도 조사: ${title}`, answered: '응답함 · 바꾸기' },
  en: { answer: (title) => `Survey: ${title}`, answered: 'answered · change' },
};

async function openSurveys(
  who: SurveyRespondent,
  signal: AbortSignal,
): Promise<{ surveys: OpenSurveys['surveys']; query: string }> {
  if (who.kind === 'lecture') {
    const { surveys, sig } = await call(surveyRoutes.lectureSurveys, {
      params: { lectureId: who.lectureId },
      query: { userId: who.userId },
      signal,
    });
    return { surveys, query: `?userId=${String(who.userId)}&sig=${encodeURIComponent(sig)}` };
  }
  if (who.kind === 'booth') {
    const { surveys } = await call(surveyRoutes.open, { auth: 'booth', signal });
    return { surveys, query: '?booth=1' };
  }
  const { surveys } = await call(surveyRoutes.open, { query: { userId: who.userId, sig: who.sig }, signal });
  return { surveys, query: `?userId=${String(who.userId)}&sig=${encodeURIComponent(who.sig)}` };
}

/**
 * Answers this phone kept while it had no connection, sent when a respondent's screen opens and when the phone is
 * online again (an attendee back on their QR page need not open each survey again); true once one went.
 */
function useKeptAnswersSent(onSent: () => void): boolean {
  const queue = useMemo(() => answerQueue(), []);
  const [sent, setSent] = useState(false);
  useEffect(() => {
    let live = true;
    const flush = () => {
      if (queue.snapshot().pending.length === 0) return;
      void queue.flush().then((report) => {
        if (!live || report.delivered === 0) return;
        setSent(true);
        onSent();
      });
    };
    flush();
    window.addEventListener('online', flush);
    return () => {
      live = false;
      window.removeEventListener('online', flush);
    };
  }, [queue, onSent]);
  return sent;
}

/**
 * The '만족도 조사' buttons of a respondent's screen (their QR page, a lecture check-in's success, the booth
 * phone): one per survey open to them now; nothing while there is none or it cannot be read. Answers kept on the
 * phone go from here too, and say so.
 */
export function OpenSurveyLinks({ who, lang = 'ko' }: { who: SurveyRespondent; lang?: Lang }) {
  const texts = TEXTS[lang];
  const key = JSON.stringify(who);
  const fetcher = useCallback(
    (signal: AbortSignal) => openSurveys(JSON.parse(key) as SurveyRespondent, signal),
    [key],
  );
  const { data, reload } = useAsyncData(fetcher);
  const keptSent = useKeptAnswersSent(reload);
  const sentNote = keptSent && (
    <p className="open-survey-sent" role="status">
      {KEPT_ANSWERS_SENT[lang]}
    </p>
  );
  if (!data || data.surveys.length === 0) return sentNote || null;
  return (
    <>
      {sentNote}
      <ul className="open-survey-links" data-testid="open-surveys">
        {data.surveys.map((survey) => (
          <li key={survey.id}>
            <Link
              className="btn btn-secondary btn-block btn-large open-survey-link"
              to={`/surveys/${String(survey.id)}/answer${data.query}`}
            >
              {texts.answer(survey.title)}
              {survey.answered && <small> ({texts.answered})</small>}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
