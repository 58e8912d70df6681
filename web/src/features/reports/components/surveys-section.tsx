import { surveyAudience, surveyPeriod } from '@expo/contract/report-figures';
import type { ReportSurvey } from '@expo/contract/reports';

import { reportTexts } from '../texts';
import { Figure } from '../../../components/report/figure';
import { ReportSection } from '../../../components/report/report-section';
import { SurveyQuestionBlock, surveyPercent } from './survey-question-block';

const t = reportTexts.surveys;

/** One survey: its audience, period, responses against its audience and the rate, then each question. */
function SurveyBlock({ survey }: { survey: ReportSurvey }) {
  const figure = `survey.${String(survey.surveyId)}`;
  const shown = survey.versions.find((v) => v.version === survey.version)?.responses ?? 0;
  return (
    <div className="report-survey" data-testid={`report-survey-${String(survey.surveyId)}`}>
      <h3 className="report-block-title report-survey-title">{survey.title}</h3>
      <dl className="report-overview report-survey-overview">
        <div className="report-overview-row">
          <dt>{t.audience}</dt>
          <dd>{surveyAudience(survey.audience, survey.lectureTitle)}</dd>
        </div>
        <div className="report-overview-row">
          <dt>{t.period}</dt>
          <dd>{surveyPeriod(survey.opensAt, survey.closesAt)}</dd>
        </div>
        <div className="report-overview-row">
          <dt>{t.responses}</dt>
          <dd>
            <Figure name={`${figure}.responses`} value={survey.responses} />
            {t.people}
            {` / ${t.audienceSize} `}
            <Figure name={`${figure}.audienceSize`} value={survey.audienceSize} />
            {t.people}
          </dd>
        </div>
        <div className="report-overview-row">
          <dt>{t.responseRate}</dt>
          <dd>
            <span data-figure={`${figure}.responseRate`}>
              {survey.responseRate === null ? reportTexts.none : surveyPercent(survey.responseRate)}
            </span>
            {survey.responseRate !== null && '%'}
          </dd>
        </div>
      </dl>
      {survey.versions.length > 1 && <p className="report-note">{t.version(survey.version, shown)}</p>}
      {survey.questions.map((question, i) => (
        <SurveyQuestionBlock key={question.id} question={question} n={i + 1} figure={figure} />
      ))}
    </div>
  );
}

/** 만족도 조사: every survey of the event (oldest first) with the figures of its results; none: one sentence. */
export function SurveysSection({ surveys }: { surveys: readonly ReportSurvey[] }) {
  return (
    <ReportSection id="surveys" title={t.title} testId="report-surveys">
      {surveys.length === 0 ? (
        <p className="report-note">{t.none}</p>
      ) : (
        surveys.map((survey) => <SurveyBlock key={survey.surveyId} survey={survey} />)
      )}
    </ReportSection>
  );
}
