import type { Decider } from '../../kernel/decider.js';
import { SurveyErrors } from './survey.errors.js';
import type { SurveyDefinition, SurveyEvent } from './survey.events.js';

export type SurveyState =
  | { exists: false }
  | { exists: true; eventId: number; definition: SurveyDefinition; version: number; noticeVersion: number };

export type SurveyCommand =
  | { type: 'CreateSurvey'; data: { id: number; eventId: number; definition: SurveyDefinition } }
  | {
      type: 'ChangeSurvey';
      data: {
        id: number;
        eventId: number;
        definition: SurveyDefinition;
        /** Answers recorded so far, and those made with the current version (from the read model). */
        answers: number;
        answersToVersion: number;
      };
    }
  | { type: 'RemoveSurvey'; data: { id: number; eventId: number } };

/**
 * The same value whatever order its keys came in: the state is folded from the log's jsonb, which orders an
 * object's keys its own way (a notice-only edit of an answered survey made a new version of its questions).
 */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

function ofEvent(state: SurveyState, eventId: number) {
  if (!state.exists || state.eventId !== eventId) throw SurveyErrors.notFound();
  return state;
}

/** A survey's definition: made, edited (a new version once answered), removed. */
export const surveyDecider: Decider<SurveyCommand, SurveyState, SurveyEvent> = {
  initialState: { exists: false },
  decide(command, state) {
    if (command.type === 'CreateSurvey') {
      if (state.exists) return [];
      return [{ type: 'SurveyCreated', data: { ...command.data, version: 1, noticeVersion: 1 } }];
    }
    const current = ofEvent(state, command.data.eventId);
    if (command.type === 'RemoveSurvey') return [{ type: 'SurveyRemoved', data: command.data }];
    const { id, eventId, definition, answers, answersToVersion } = command.data;
    const before = current.definition;
    if (same(before, definition)) return [];
    if (answers > 0 && (before.audience !== definition.audience || before.lectureId !== definition.lectureId))
      throw SurveyErrors.audienceFixed();
    const questionsChanged = !same(before.questions, definition.questions);
    const noticeChanged =
      before.notice !== definition.notice || before.collectsContact !== definition.collectsContact;
    return [
      {
        type: 'SurveyChanged',
        data: {
          id,
          eventId,
          definition,
          version: current.version + (questionsChanged && answersToVersion > 0 ? 1 : 0),
          noticeVersion: current.noticeVersion + (noticeChanged ? 1 : 0),
        },
      },
    ];
  },
  evolve(state, event) {
    switch (event.type) {
      case 'SurveyCreated':
      case 'SurveyChanged': {
        const { eventId, definition, version, noticeVersion } = event.data;
        return { exists: true, eventId, definition, version, noticeVersion };
      }
      case 'SurveyRemoved':
        return { exists: false };
    }
  },
};
