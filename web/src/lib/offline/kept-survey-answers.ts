import type { Lang } from '@expo/contract/lang';
import { sendSurveyAnswer, type AnswerInput, type RespondentLink } from '../api/survey-answer-calls';
import { browserStorage, OfflineQueue, type KeyValueStorage } from './offline-queue';

/** What a screen says once answers kept on the phone went (the survey's page and the screens listing surveys). */
export const KEPT_ANSWERS_SENT: Readonly<Record<Lang, string>> = {
  ko: '보관했던 응답을 보냈습니다.',
  en: 'Your kept answer has been sent.',
};

/** An answer made without a connection: kept on the phone and sent once (its Idempotency-Key) when back. */
export interface KeptAnswer {
  clientEventId: string;
  surveyId: number;
  who: RespondentLink;
  body: AnswerInput;
}

const isKeptAnswer = (value: unknown): value is KeptAnswer => {
  const v = value as Partial<KeptAnswer> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.clientEventId === 'string' &&
    typeof v.surveyId === 'number' &&
    typeof v.who === 'object' &&
    typeof v.body === 'object'
  );
};

const sameRespondent = (a: RespondentLink, b: RespondentLink) =>
  'booth' in a ? 'booth' in b : !('booth' in b) && a.userId === b.userId;

/**
 * The phone's kept survey answers: one per survey and respondent (a changed answer replaces the kept one). Sent
 * from the survey's page and from every screen that lists a respondent's surveys (OpenSurveyLinks: the QR page,
 * a lecture check-in, the booth phone), when they load and when the phone is online again.
 */
export function answerQueue(
  storage: KeyValueStorage = browserStorage,
  send: (item: KeptAnswer) => Promise<unknown> = (item) =>
    sendSurveyAnswer(item.surveyId, item.who, item.body, item.clientEventId),
) {
  return new OfflineQueue<KeptAnswer>({
    storage,
    keys: { pending: 'expo.surveyAnswers.pending', failed: 'expo.surveyAnswers.failed' },
    isItem: isKeptAnswer,
    sameAs: (a, b) => a.surveyId === b.surveyId && sameRespondent(a.who, b.who),
    send,
  });
}
