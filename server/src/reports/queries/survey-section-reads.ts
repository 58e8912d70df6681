import type { ReportSurvey } from '@expo/contract/reports';
import type { Sql } from '../../database/sql.js';
import { listSurveyRows } from '../../surveys/queries/survey-reads.js';
import { readSurveyFigures } from '../../surveys/queries/get-survey-results/survey-figures.js';
import { addScaleAnswers, NO_SCALE_ANSWERS, scaleMean, type ScaleTally } from '../domain/scale-means.js';

/** The 만족도 조사 of the event report, and each lecture's mean satisfaction for 강연 현황. */
export interface EventSurveys {
  surveys: ReportSurvey[];
  /** Lecture id → the mean of every 5점 척도 answer to its lecture surveys (two decimals); absent: none. */
  lectureSatisfaction: ReadonlyMap<number, number>;
}

/**
 * Every survey of the event (removed ones are gone from the read model), oldest first, with the figures the
 * results API gives of its current version (the surveys context's own reads, in the report's snapshot). A lecture
 * survey's answers of every version count toward its lecture's mean: an earlier version's are read as that
 * version's results.
 */
export async function readEventSurveys(sql: Sql, eventId: number): Promise<EventSurveys> {
  const rows = [...(await listSurveyRows(sql, eventId))].sort((a, b) => a.id - b.id);
  const surveys: ReportSurvey[] = [];
  const tallies = new Map<number, ScaleTally>();
  for (const row of rows) {
    const figures = await readSurveyFigures(sql, row);
    surveys.push(figures);
    if (row.audience !== 'lecture' || row.lecture_id === null) continue;
    let tally = addScaleAnswers(tallies.get(row.lecture_id) ?? NO_SCALE_ANSWERS, figures.questions);
    for (const { version, responses } of figures.versions)
      if (version !== figures.version && responses > 0)
        tally = addScaleAnswers(tally, (await readSurveyFigures(sql, row, { version })).questions);
    tallies.set(row.lecture_id, tally);
  }
  const lectureSatisfaction = new Map<number, number>();
  for (const [lectureId, tally] of tallies) {
    const mean = scaleMean(tally);
    if (mean !== null) lectureSatisfaction.set(lectureId, mean);
  }
  return { surveys, lectureSatisfaction };
}
