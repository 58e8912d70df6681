import { attendeeStreamId } from '../attendees/domain/attendee.events.js';
import { boundedContext } from '../event-store/bounded-context.js';
import { eventSurveyTextsSubject } from '../privacy/queries/destruction-reads.js';
import type { Respondent, SurveyAnswered } from './domain/survey-answer.events.js';
import type { SurveyEvent } from './domain/survey.events.js';
import { surveysProjection } from './projections/surveys.projection.js';

export const surveysContext = boundedContext<SurveyEvent | SurveyAnswered>({
  name: 'surveys',
  projections: [surveysProjection],
  // what a respondent wrote in their own words: an attendee's goes with them, a booth's with the event's data
  sealed: {
    SurveyAnswered: {
      subject: (data) => {
        const respondent = data.respondent as Respondent;
        return respondent.kind === 'attendee'
          ? attendeeStreamId(respondent.attendeeId)
          : eventSurveyTextsSubject(Number(data.eventId));
      },
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
