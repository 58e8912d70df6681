import type { BoothSatisfaction, BoothSurveyAnswer } from '@expo/contract/reports';

import { minuteText } from '../../../components/report/report-format';
import { ReportBlock, ReportSection, type HeadingLevel } from '../../../components/report/report-section';
import { boothFigure } from '../booth-report-figures';
import { boothReportTexts } from '../texts';

const t = boothReportTexts.satisfaction;

/** A score as '4점', the options picked joined, or '-' for a question left unanswered. */
function AnswerCell({ answer, figure }: { answer: BoothSurveyAnswer; figure: string }) {
  if (answer.kind === 'scale5')
    return (
      <td>
        {answer.score === null ? (
          t.skipped
        ) : (
          <>
            <span data-figure={figure}>{answer.score}</span>
            {t.points}
          </>
        )}
      </td>
    );
  return <td>{answer.choices.length === 0 ? t.skipped : answer.choices.join(', ')}</td>;
}

/** One 참가사 survey: when the booth answered, and its score or choices per question. */
function SurveyAnswers({
  boothId,
  survey,
  level,
}: {
  boothId: number;
  survey: BoothSatisfaction;
  level: HeadingLevel;
}) {
  const figure = (questionId: string) =>
    boothFigure(boothId, `satisfaction.${String(survey.surveyId)}.${questionId}.score`);
  return (
    <ReportBlock
      level={level}
      title={survey.title}
      testId={`booth-report-satisfaction-${String(survey.surveyId)}`}
    >
      {survey.answeredAt === null ? (
        <p className="booth-report-note">{t.notAnswered}</p>
      ) : survey.answers.length === 0 ? (
        <p className="booth-report-note">{t.noQuestions}</p>
      ) : (
        <>
          <p className="booth-report-note">{`${t.answeredAt}${minuteText(survey.answeredAt)}`}</p>
          <table className="data-table report-table report-table-compact booth-report-satisfaction-table">
            <thead>
              <tr>
                <th scope="col">{t.columns.question}</th>
                <th scope="col" className="booth-report-col-answer">
                  {t.columns.answer}
                </th>
              </tr>
            </thead>
            <tbody>
              {survey.answers.map((answer) => (
                <tr key={answer.questionId}>
                  <th scope="row">{answer.text}</th>
                  <AnswerCell answer={answer} figure={figure(answer.questionId)} />
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </ReportBlock>
  );
}

/**
 * 참가사 만족도: the booth's own answers to the event's 참가사 surveys, in the admin's reports only (the booth's own
 * report never carries them).
 */
export function SatisfactionSection({
  boothId,
  satisfaction,
  level,
}: {
  boothId: number;
  satisfaction: readonly BoothSatisfaction[];
  level: HeadingLevel;
}) {
  if (satisfaction.length === 0) return null;
  return (
    <ReportSection level={level} title={t.title} note={t.adminOnly} testId="booth-report-satisfaction">
      {satisfaction.map((survey) => (
        <SurveyAnswers key={survey.surveyId} boothId={boothId} survey={survey} level={level} />
      ))}
    </ReportSection>
  );
}
