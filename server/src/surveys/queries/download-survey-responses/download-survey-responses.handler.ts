import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import type { SurveyQuestion } from '@expo/contract/surveys';
import { columnSheet } from '../../../excel/column-sheet.js';
import type { WorkbookDownload } from '../../../excel/workbook-download.js';
import { writeWorkbook } from '../../../excel/workbook-writer.js';
import { withConnection } from '../../../database/sql.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { readSurveyRow } from '../survey-reads.js';
import { DownloadSurveyResponsesQuery } from './download-survey-responses.query.js';
import { responseColumns } from './response-columns.js';
import { streamSurveyResponses } from './response-rows.js';

@QueryHandler(DownloadSurveyResponsesQuery)
export class DownloadSurveyResponsesHandler implements IQueryHandler<DownloadSurveyResponsesQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ eventId, id }: DownloadSurveyResponsesQuery): Promise<WorkbookDownload> {
    // the survey and its versions' questions are read first: an unknown survey is refused before any byte
    const { survey, versions } = await withConnection(this.dataSource, async (sql) => ({
      survey: await readSurveyRow(sql, id, eventId),
      versions: await sql.query<{ version: number; questions: SurveyQuestion[] }>(
        `SELECT version, questions FROM survey_versions WHERE survey_id = $1 ORDER BY version DESC`,
        [id],
      ),
    }));
    const columns = responseColumns(survey.audience, versions);
    return {
      fileName: `${survey.title}_응답.xlsx`,
      write: (out) =>
        writeWorkbook(out, [columnSheet('응답', columns, streamSurveyResponses(this.dataSource, id))]),
    };
  }
}
