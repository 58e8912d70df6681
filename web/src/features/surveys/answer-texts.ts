import type { Lang } from '@expo/contract/lang';
import { OTHER_OPTION, SCALE5_LABELS } from '@expo/contract/surveys-values';

import { KEPT_ANSWERS_SENT } from '../../lib/offline/kept-survey-answers';
import { surveyTexts } from './texts';

/**
 * The respondent's page (/surveys/{id}/answer): its own words in Korean (as the admin's preview shows them) and
 * English (issue 50). The survey's title, notice, questions and options are the organiser's, shown as written.
 */
export interface SurveyAnswerTexts {
  loading: string;
  requiredMark: string;
  /** The 5점 척도's point names when the organiser named none (their own names are shown as written). */
  scale: readonly string[];
  /** '기타' as the respondent reads it (the answer sent is still 기타). */
  other: string;
  otherPlaceholder: string;
  otherLabel: (n: number) => string;
  submit: string;
  submitChange: string;
  sending: string;
  thanks: string;
  changedThanks: string;
  keptOffline: string;
  sentLater: string;
  answeredAt: (at: string) => string;
  closedNotice: string;
  scheduledNotice: string;
  closesAtNotice: (at: string) => string;
  invalidLink: string;
  missingRequired: (n: number) => string;
  missingOther: (n: number) => string;
}

export const SURVEY_ANSWER_TEXTS: Record<Lang, SurveyAnswerTexts> = {
  ko: {
    loading: surveyTexts.loading,
    requiredMark: surveyTexts.requiredMark,
    scale: SCALE5_LABELS,
    other: OTHER_OPTION,
    otherPlaceholder: surveyTexts.otherPlaceholder,
    otherLabel: (n) => `${n}번 문항 ${surveyTexts.otherPlaceholder}`,
    submit: surveyTexts.submit,
    submitChange: surveyTexts.submitChange,
    sending: surveyTexts.sending,
    thanks: surveyTexts.thanks,
    changedThanks: surveyTexts.changedThanks,
    keptOffline: surveyTexts.keptOffline,
    sentLater: surveyTexts.sentLater,
    answeredAt: surveyTexts.answeredAt,
    closedNotice: surveyTexts.closedNotice,
    scheduledNotice: surveyTexts.scheduledNotice,
    closesAtNotice: surveyTexts.closesAtNotice,
    invalidLink: surveyTexts.invalidLink,
    missingRequired: surveyTexts.missingRequired,
    missingOther: surveyTexts.missingOther,
  },
  en: {
    loading: 'Loading...',
    requiredMark: 'required',
    scale: ['Very dissatisfied', 'Dissatisfied', 'Neutral', 'Satisfied', 'Very satisfied'],
    other: 'Other',
    otherPlaceholder: 'Please specify',
    otherLabel: (n) => `Question ${n}: other, please specify`,
    submit: 'Submit',
    submitChange: 'Change my answer',
    sending: 'Sending...',
    thanks: 'Thank you for your answer.',
    changedThanks: 'Your answer has been changed.',
    keptOffline:
      'No internet connection: your answer is kept on this phone and will be sent once, when connected.',
    sentLater: KEPT_ANSWERS_SENT.en,
    answeredAt: (at) => `Answered at ${at}`,
    closedNotice: 'This survey is closed.',
    scheduledNotice: 'This survey has not started yet.',
    closesAtNotice: (at) => `You can answer until ${at}.`,
    invalidLink: 'This link is not valid.',
    missingRequired: (n) => `Please answer question ${n}.`,
    missingOther: (n) => `Question ${n}: please specify your 'Other' answer.`,
  },
};
