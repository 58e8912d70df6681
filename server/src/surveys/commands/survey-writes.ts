import type { Survey, SurveyBody } from '@expo/contract/surveys';
import { runCommand } from '../../event-store/command-runner.js';
import type { EventStore } from '../../event-store/event-store.js';
import type { Sql } from '../../database/sql.js';
import type { EventMetadata } from '../../kernel/stored-event.js';
import { surveyDecider, type SurveyCommand } from '../domain/survey.decider.js';
import { SurveyErrors } from '../domain/survey.errors.js';
import { surveyStreamId } from '../domain/survey.events.js';
import { readCountedSurveyRow, toSurvey } from '../queries/survey-reads.js';

/** The lecture a lecture survey asks about must be one of the event's. */
export async function checkAudience(sql: Sql, eventId: number, body: SurveyBody): Promise<void> {
  if (body.audience !== 'lecture') return;
  const [lecture] = await sql.query(`SELECT 1 FROM lectures WHERE id = $1 AND event_id = $2`, [
    body.lectureId,
    eventId,
  ]);
  if (!lecture) throw SurveyErrors.lectureNotFound();
}

/** Decides and appends a change of a survey's definition; answers the survey as it then stands. */
export function writeSurvey(
  store: EventStore,
  id: number,
  command: SurveyCommand,
  metadata: EventMetadata,
): Promise<Survey> {
  return runCommand(store, surveyStreamId(id), surveyDecider, command, metadata, async (tx) =>
    toSurvey(await readCountedSurveyRow(tx.sql, id, command.data.eventId)),
  );
}
