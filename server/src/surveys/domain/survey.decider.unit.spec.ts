import { describe, it } from 'vitest';
import { deciderSpec } from '../../kernel/decider-spec.js';
import { surveyDecider, type SurveyCommand } from './survey.decider.js';
import type { SurveyDefinition, SurveyEvent } from './survey.events.js';

const given = deciderSpec(surveyDecider);
const definition: SurveyDefinition = {
  title: '관람객 만족도 조사',
  notice: '응답은 통계로만 씁니다.',
  collectsContact: false,
  audience: 'entered',
  lectureId: null,
  opensAt: null,
  closesAt: '2026-12-07T09:00:00.000Z',
  questions: [
    {
      id: 'q1',
      kind: 'scale5',
      text: '전반적으로 만족하셨나요?',
      required: true,
      options: [],
      other: false,
      ends: null,
    },
  ],
};
const created: SurveyEvent = {
  type: 'SurveyCreated',
  data: { id: 4, eventId: 1, definition, version: 1, noticeVersion: 1 },
};
const change = (next: SurveyDefinition, answers = 0, answersToVersion = answers): SurveyCommand => ({
  type: 'ChangeSurvey',
  data: { id: 4, eventId: 1, definition: next, answers, answersToVersion },
});
const changed = (next: SurveyDefinition, version: number, noticeVersion: number): SurveyEvent => ({
  type: 'SurveyChanged',
  data: { id: 4, eventId: 1, definition: next, version, noticeVersion },
});
const reworded = {
  ...definition,
  questions: [{ ...definition.questions[0], text: '행사에 전반적으로 만족하셨나요?' }],
};

describe('an admin writes a survey', () => {
  it('makes it at version 1', () => {
    given([])
      .when({ type: 'CreateSurvey', data: { id: 4, eventId: 1, definition } })
      .then([created]);
  });

  it('edits the questions of a survey nobody answered in place', () => {
    given([created])
      .when(change(reworded))
      .then([changed(reworded, 1, 1)]);
  });

  it('makes a new version when the questions of an answered version change', () => {
    given([created])
      .when(change(reworded, 12))
      .then([changed(reworded, 2, 1)]);
  });

  it('keeps the version when only the period or title changes, even with answers', () => {
    const later = { ...definition, title: '만족도 조사', closesAt: '2026-12-08T09:00:00.000Z' };
    given([created])
      .when(change(later, 12))
      .then([changed(later, 1, 1)]);
  });

  it('makes a new notice version when the 안내문 or the contact collection changes', () => {
    const contact = {
      ...definition,
      collectsContact: true,
      notice: '경품 발송을 위해 이름과 연락처를 받습니다.',
    };
    given([created])
      .when(change(contact, 12))
      .then([changed(contact, 1, 2)]);
  });

  it('keeps the version when the stored questions’ keys come in another order (as the log’s jsonb gives them)', () => {
    const [question] = definition.questions;
    const { id, ends, kind, text, other, options, required } = question;
    const stored = { ...definition, questions: [{ id, ends, kind, text, other, options, required }] };
    const contact = { ...definition, collectsContact: true, notice: '이름과 연락처를 받습니다.' };
    given([
      {
        type: 'SurveyCreated',
        data: { id: 4, eventId: 1, definition: stored, version: 1, noticeVersion: 1 },
      },
    ])
      .when(change(contact, 12))
      .then([changed(contact, 1, 2)]);
  });

  it('records nothing when nothing changed', () => {
    given([created])
      .when(change({ ...definition }, 3))
      .then([]);
  });

  it('keeps the audience of an answered survey', () => {
    given([created])
      .when(change({ ...definition, audience: 'attendees' }, 1))
      .thenThrows('SURVEY.AUDIENCE_FIXED');
    given([created])
      .when(change({ ...definition, audience: 'attendees' }, 0))
      .then([changed({ ...definition, audience: 'attendees' }, 1, 1)]);
  });

  it('refuses to edit or remove a survey of another event, or one removed', () => {
    given([created])
      .when({
        type: 'ChangeSurvey',
        data: { id: 4, eventId: 2, definition: reworded, answers: 0, answersToVersion: 0 },
      })
      .thenThrows('SURVEY.NOT_FOUND');
    given([created, { type: 'SurveyRemoved', data: { id: 4, eventId: 1 } }])
      .when({ type: 'RemoveSurvey', data: { id: 4, eventId: 1 } })
      .thenThrows('SURVEY.NOT_FOUND');
  });
});
