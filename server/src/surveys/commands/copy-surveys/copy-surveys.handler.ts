import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { withConnection } from '../../../database/sql.js';
import { EventStore } from '../../../event-store/event-store.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import type { SurveyDefinition } from '../../domain/survey.events.js';
import { listSurveyRows, nextSurveyId, type SurveyRow } from '../../queries/survey-reads.js';
import { writeSurvey } from '../survey-writes.js';
import { CopySurveysCommand } from './copy-surveys.command.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A survey of the source as the copy starts it: the same questions, its period `dayShift` days on. */
function copiedDefinition(
  row: SurveyRow,
  dayShift: number,
  lectureIds: ReadonlyMap<number, number>,
): SurveyDefinition {
  const moved = (at: Date | null) =>
    at ? new Date(new Date(at).getTime() + dayShift * DAY_MS).toISOString() : null;
  return {
    title: row.title,
    notice: row.notice,
    collectsContact: row.collects_contact,
    audience: row.audience,
    lectureId: row.lecture_id === null ? null : (lectureIds.get(row.lecture_id) ?? null),
    opensAt: moved(row.opens_at),
    closesAt: moved(row.closes_at),
    questions: row.questions,
  };
}

@CommandHandler(CopySurveysCommand)
export class CopySurveysHandler implements ICommandHandler<CopySurveysCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async execute({
    fromEventId,
    toEventId,
    dayShift,
    lectureIds,
    metadata,
  }: CopySurveysCommand): Promise<number> {
    const rows = await withConnection(this.dataSource, (sql) => listSurveyRows(sql, fromEventId));
    // oldest first, so the copies keep the source's order; a lecture survey whose lecture was not copied stays out
    const copied = rows.reverse().filter((row) => row.lecture_id === null || lectureIds.has(row.lecture_id));
    for (const row of copied) {
      const id = await withConnection(this.dataSource, nextSurveyId);
      const definition = copiedDefinition(row, dayShift, lectureIds);
      await writeSurvey(
        this.store,
        id,
        { type: 'CreateSurvey', data: { id, eventId: toEventId, definition } },
        metadata,
      );
    }
    return copied.length;
  }
}
