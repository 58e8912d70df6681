import type { SurveyAnswerItem, SurveyQuestion } from '@expo/contract/surveys';
import { toSeoulLocal } from '@expo/contract/seoul-time';
import type { Decider } from '../../kernel/decider.js';
import { checkAnswers } from './survey-answers.js';
import { joinTexts, openTexts, sealTexts, splitTexts } from './survey-texts.js';
import { SurveyErrors } from './survey.errors.js';
import type { Respondent, SurveyAnswered } from './survey-answer.events.js';

/** The survey as the answer handler read it (the read model, in the answer's transaction). */
export interface SurveySnapshot {
  id: number;
  eventId: number;
  version: number;
  noticeVersion: number;
  collectsContact: boolean;
  opensAt: Date | null;
  closesAt: Date | null;
  questions: SurveyQuestion[];
}

export type AnswerSurvey = {
  type: 'AnswerSurvey';
  data: {
    survey: SurveySnapshot;
    respondent: Respondent;
    /** The version of the questions the respondent's form showed. */
    version: number;
    answers: SurveyAnswerItem[];
    /** When the respondent answered (a phone's kept answer: its own time, never later than now). */
    at: Date;
  };
};

/** The respondent's answer so far (null: none yet). */
export type SurveyAnswerState = {
  version: number;
  choices: SurveyAnswerItem[];
  texts: string;
  /** Seoul local time of the answer. */
  at: string;
} | null;

/**
 * One respondent's answer to one survey: while it is open (at the time they answered), to the questions of its
 * current version, within each question's scale or options, every required one answered; changed as often as
 * they like until it closes; the same answer again records nothing.
 */
export const surveyAnswerDecider: Decider<AnswerSurvey, SurveyAnswerState, SurveyAnswered> = {
  initialState: null,
  decide({ data }, state) {
    const { survey, respondent, at } = data;
    if (survey.opensAt && at < survey.opensAt) throw SurveyErrors.notYetOpen();
    if (survey.closesAt && at >= survey.closesAt) throw SurveyErrors.closed();
    if (data.version !== survey.version) throw SurveyErrors.changed();
    const answers = checkAnswers(survey.questions, data.answers);
    if (state && state.version === survey.version) {
      const before = joinTexts(survey.questions, state.choices, openTexts(state.texts));
      if (JSON.stringify(before) === JSON.stringify(answers)) return [];
    }
    const { choices, texts } = splitTexts(survey.questions, answers);
    return [
      {
        type: 'SurveyAnswered',
        data: {
          surveyId: survey.id,
          eventId: survey.eventId,
          respondent,
          version: survey.version,
          noticeVersion: survey.noticeVersion,
          collectsContact: survey.collectsContact,
          answers: choices,
          personal: { texts: sealTexts(texts) },
          at: toSeoulLocal(at),
          changed: state !== null,
        },
      },
    ];
  },
  evolve(_state, event) {
    return {
      version: event.data.version,
      choices: event.data.answers,
      texts: event.data.personal.texts,
      at: event.data.at,
    };
  },
};
