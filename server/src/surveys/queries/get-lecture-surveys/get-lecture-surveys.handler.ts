import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { SecretsService } from '../../../auth/secrets.service.js';
import { withConnection } from '../../../database/sql.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { lectureSurveySignature } from '../../survey-ticket.js';
import { SurveyErrors } from '../../domain/survey.errors.js';
import { openSurveysFor } from '../open-survey-reads.js';
import { GetLectureSurveysQuery } from './get-lecture-surveys.query.js';

@QueryHandler(GetLectureSurveysQuery)
export class GetLectureSurveysHandler implements IQueryHandler<GetLectureSurveysQuery> {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(SecretsService) private readonly secrets: SecretsService,
  ) {}

  execute({ lectureId, attendeeId }: GetLectureSurveysQuery) {
    return withConnection(this.dataSource, async (sql) => {
      const [checkIn] = await sql.query<{ event_id: number }>(
        `SELECT event_id FROM lecture_checkins WHERE lecture_id = $1 AND attendee_id = $2`,
        [lectureId, attendeeId],
      );
      if (!checkIn) throw SurveyErrors.notCheckedIn();
      const open = await openSurveysFor(sql, checkIn.event_id, { kind: 'attendee', attendeeId }, lectureId);
      return { ...open, sig: lectureSurveySignature(this.secrets.get('link'), lectureId, attendeeId) };
    });
  }
}
