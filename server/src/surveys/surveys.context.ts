import { attendeeStreamId } from '../attendees/domain/attendee.events.js';
import { boundedContext } from '../event-store/bounded-context.js';
import { eventSurveyTextsSubject } from '../privacy/queries/destruction-reads.js';
import type { Respondent, SurveyAnswered } from './domain/survey-answer.events.js';
import type { SurveyEvent } from './domain/survey.events.js';
import { surveysProjection } from './projections/surveys.projection.js';

/**
 * Whose key seals what a respondent wrote in their own words: an attendee's goes with them, a booth's with the
 * event's data (the answer's facts read the key with the survey: docs/SURVEYS.md, "Speed").
 */
export const answerTextsSubject = (respondent: Respondent, eventId: number) =>
  respondent.kind === 'attendee' ? attendeeStreamId(respondent.attendeeId) : eventSurveyTextsSubject(eventId);

export const surveysContext = boundedContext<SurveyEvent | SurveyAnswered>({
  name: 'surveys',
  projections: [surveysProjection],
  sealed: {
    SurveyAnswered: {
      subject: (data) => answerTextsSubject(data.respondent as Respondent, Number(data.eventId)),
      path: 'personal',
      fields: ['texts'],
    },
  },
  // the results pages of the survey read them again (a signal, paced once a second per event)
  touches: {
    SurveyAnswered: ({ eventId, surveyId }) => [{ on: 'surveys', eventId, surveyId }],
    SurveyChanged: ({ eventId, id }) => [{ on: 'surveys', eventId, surveyId: id }],
  },
});
