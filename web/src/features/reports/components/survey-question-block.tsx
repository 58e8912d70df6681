import { useMemo } from 'react';

import { minuteText } from '../../../components/report/report-format';
import { reportTexts } from '../texts';
import { SURVEY_ANSWERS_SERIES } from '../report-series';
import type { QuestionResult } from '@expo/contract/surveys';
import { Figure } from '../../../components/report/figure';
import { RowChart } from '../../../components/chart/row-chart';

const t = reportTexts.surveys;
/** The newest answers a 주관식 question prints (the workbook has them all). */
const NEWEST_TEXTS = 5;

/** A percent the results API gives (one decimal) as the page writes it. */
export const surveyPercent = (value: number) => value.toLocaleString('ko-KR', { maximumFractionDigits: 1 });

/** One number of a survey: `data-figure="survey.<surveyId>.<key>"` with its text as given. */
function SurveyFigure({ name, text }: { name: string; text: string }) {
  return <span data-figure={name}>{text}</span>;
}

interface QuestionBlockProps {
  question: QuestionResult;
  n: number;
  /** The figures' key before the question's: `survey.<surveyId>.q.<questionId>` follows. */
  figure: string;
}

/**
 * One question of a survey in the 결과보고서: who answered it, then a 5점 척도's mean and 100점 환산 with its points
 * drawn as bars, a choice's options as bars (with the shares of those who answered), or a 주관식's newest answers;
 * the numbers of the bars in a table beside them.
 */
export function SurveyQuestionBlock({ question, n, figure }: QuestionBlockProps) {
  const key = `${figure}.q.${question.id}`;
  const rows = useMemo(
    () => question.distribution.map((row) => ({ name: row.label, count: row.count })),
    [question.distribution],
  );
  const drawn = question.kind !== 'text' && question.answered > 0;
  return (
    <div className="report-survey-question" data-testid={`report-survey-question-${key}`}>
      <h4 className="report-block-title report-survey-question-title">
        {`${String(n)}. ${question.text} `}
        <span className="report-survey-kind">({t.kinds[question.kind]})</span>
      </h4>
      <p className="report-survey-summary">
        {t.answered}
        <Figure name={`${key}.answered`} value={question.answered} />
        {t.people}
        {question.mean !== null && (
          <>
            {t.mean}
            <SurveyFigure name={`${key}.mean`} text={question.mean.toFixed(2)} />
          </>
        )}
        {question.hundredPoint !== null && (
          <>
            {t.hundredPoint}
            <SurveyFigure name={`${key}.hundredPoint`} text={question.hundredPoint.toFixed(1)} />
            {t.points}
          </>
        )}
      </p>
      {drawn && (
        <div className="report-chart-beside report-survey-chart">
          <RowChart
            rows={rows}
            series={[SURVEY_ANSWERS_SERIES]}
            beside
            testId={`report-survey-chart-${key}`}
          />
          <table className="data-table report-table report-table-compact">
            <thead>
              <tr>
                <th scope="col">{question.kind === 'scale5' ? t.columns.point : t.columns.option}</th>
                <th scope="col" className="report-number report-col-survey-count">
                  {t.columns.count}
                </th>
                <th scope="col" className="report-number report-col-survey-count">
                  {t.columns.percent}
                </th>
              </tr>
            </thead>
            <tbody>
              {question.distribution.map((row, i) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td className="report-number">
                    <Figure name={`${key}.${String(i)}.count`} value={row.count} />
                  </td>
                  <td className="report-number">
                    <SurveyFigure name={`${key}.${String(i)}.percent`} text={surveyPercent(row.percent)} />%
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {question.kind !== 'text' && question.answered === 0 && <p className="report-note">{t.noAnswers}</p>}
      {(question.kind === 'text' || question.textCount > 0) && (
        <>
          <p className="report-survey-summary">
            {question.kind === 'text' ? t.texts : t.otherTexts}
            <Figure name={`${key}.textCount`} value={question.textCount} />
            {t.items}
            {question.texts.length > 0 && t.newest(Math.min(NEWEST_TEXTS, question.texts.length))}
          </p>
          {question.texts.length > 0 && (
            <ol className="report-survey-texts">
              {question.texts.slice(0, NEWEST_TEXTS).map((answer, i) => (
                <li key={`${answer.answeredAt}-${String(i)}`}>
                  {answer.text} <span className="report-survey-time">({minuteText(answer.answeredAt)})</span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </div>
  );
}
