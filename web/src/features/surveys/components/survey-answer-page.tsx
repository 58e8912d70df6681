import { seoulDisplay } from '@expo/contract/seoul-time';
import type { SurveyForm } from '@expo/contract/surveys';
import { type SubmitEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';

import { LanguageSwitch } from '../../../components/language-switch';
import { isApiError } from '../../../lib/api/api-client';
import { useLang } from '../../../lib/i18n/language';
import { useAsyncData } from '../../../lib/hooks/use-async-data';
import { deliveryOutcome, toDeliveryError } from '../../../lib/offline/offline-queue';
import { answersOf, draftsOf, type AnswerDrafts } from '../answer-model';
import { answerQueue } from '../../../lib/offline/kept-survey-answers';
import { getSurveyForm, sendSurveyAnswer, type RespondentLink } from '../api/answer-calls';
import { SURVEY_ANSWER_TEXTS } from '../answer-texts';
import { SurveyQuestions } from './survey-questions';
import './survey-answer.css';

/** Who answers, from the address: the attendee's signed link, or `?booth=1` on a booth phone. */
function respondentOf(params: URLSearchParams): RespondentLink | null {
  if (params.get('booth') === '1') return { booth: true };
  const userId = Number(params.get('userId'));
  const sig = params.get('sig');
  return Number.isSafeInteger(userId) && userId > 0 && sig ? { userId, sig } : null;
}

type Outcome = { kind: 'sent' | 'kept' | 'error'; text: string } | null;

/**
 * /surveys/{id}/answer: a respondent answers on their phone, without a login; offline answers wait and go once.
 * The page's words in Korean or English (the browser's language or the switch); the survey as the organiser
 * wrote it.
 */
export function SurveyAnswerPage() {
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const lang = useLang();
  const texts = SURVEY_ANSWER_TEXTS[lang];
  // the language the survey was asked in: switching it keeps the answer being written (no new lookup)
  const loadLang = useRef(lang);
  const who = useMemo(() => respondentOf(params), [params]);
  const queue = useMemo(() => answerQueue(), []);
  const fetcher = useCallback(
    (signal: AbortSignal) =>
      who && Number.isSafeInteger(id)
        ? getSurveyForm(id, who, signal, loadLang.current)
        : Promise.reject(new Error(SURVEY_ANSWER_TEXTS[loadLang.current].invalidLink)),
    [id, who],
  );
  const { data: form, error, loading } = useAsyncData<SurveyForm>(fetcher);
  // the answer being written: from the respondent's earlier answer of the form as loaded
  const [edited, setEdited] = useState<{ from: SurveyForm; drafts: AnswerDrafts } | null>(null);
  const drafts: AnswerDrafts =
    form && edited?.from === form
      ? edited.drafts
      : form
        ? draftsOf(form.questions, form.answer?.answers)
        : {};
  const [problem, setProblem] = useState<{ text: string; questionId: string } | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);

  // a kept answer goes when the connection is back (on this page's load, and when the phone is online again)
  useEffect(() => {
    const flush = () => {
      if (!queue.snapshot().pending.some((item) => item.surveyId === id)) return;
      void queue
        .flush((item) => item.surveyId === id)
        .then((report) => {
          if (report.delivered > 0) setOutcome({ kind: 'sent', text: SURVEY_ANSWER_TEXTS[lang].sentLater });
        });
    };
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [id, queue, lang]);

  if (loading && !form)
    return (
      <section className="survey-page">
        <LanguageSwitch />
        <p>{texts.loading}</p>
      </section>
    );
  if (!form || !who)
    return (
      <section className="survey-page">
        <LanguageSwitch />
        <p className="survey-notice survey-notice-error" role="alert">
          {isApiError(error) ? error.message : texts.invalidLink}
        </p>
      </section>
    );

  const closed = form.state !== 'open';
  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const checked = answersOf(form.questions, drafts, texts);
    if ('problem' in checked) {
      setProblem({ text: checked.problem, questionId: checked.questionId });
      return;
    }
    setProblem(null);
    const kept = {
      clientEventId: crypto.randomUUID(),
      surveyId: form.id,
      who,
      body: { version: form.version, answers: checked.answers, answeredAt: new Date().toISOString() },
    };
    setSending(true);
    try {
      const answered = await sendSurveyAnswer(form.id, who, kept.body, kept.clientEventId, lang);
      setOutcome({ kind: 'sent', text: answered.changed ? texts.changedThanks : texts.thanks });
    } catch (caught) {
      if (deliveryOutcome(toDeliveryError(caught)) === 'retry') {
        queue.replace(kept);
        setOutcome({ kind: 'kept', text: texts.keptOffline });
      } else setOutcome({ kind: 'error', text: isApiError(caught) ? caught.message : String(caught) });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="survey-page">
      <LanguageSwitch />
      <form className="survey-card" onSubmit={(event) => void handleSubmit(event)} noValidate>
        <h1 className="survey-title">{form.title}</h1>
        {form.lectureTitle && <p className="survey-lecture">{form.lectureTitle}</p>}
        {form.notice && <p className="survey-notice-text">{form.notice}</p>}
        {form.state === 'closed' && <p className="survey-notice survey-notice-error">{texts.closedNotice}</p>}
        {form.state === 'scheduled' && <p className="survey-notice">{texts.scheduledNotice}</p>}
        {form.state === 'open' && form.closesAt && (
          <p className="survey-deadline">{texts.closesAtNotice(seoulDisplay(form.closesAt, 'minute'))}</p>
        )}
        {form.answer && (
          <p className="survey-answered">
            {texts.answeredAt(seoulDisplay(form.answer.answeredAt, 'minute'))}
          </p>
        )}
        <SurveyQuestions
          questions={form.questions}
          drafts={drafts}
          disabled={closed || sending}
          problemId={problem?.questionId}
          texts={texts}
          onChange={(questionId, draft) => {
            setEdited({ from: form, drafts: { ...drafts, [questionId]: draft } });
            if (problem?.questionId === questionId) setProblem(null);
          }}
        />
        {problem && (
          <p className="survey-notice survey-notice-error" role="alert">
            {problem.text}
          </p>
        )}
        {!closed && (
          <button type="submit" className="btn btn-primary btn-block btn-large" disabled={sending}>
            {sending ? texts.sending : form.answer ? texts.submitChange : texts.submit}
          </button>
        )}
        {outcome && (
          <p
            className={`survey-notice survey-notice-${outcome.kind}`}
            role={outcome.kind === 'error' ? 'alert' : 'status'}
            data-testid="survey-outcome"
          >
            {outcome.text}
          </p>
        )}
      </form>
    </section>
  );
}
