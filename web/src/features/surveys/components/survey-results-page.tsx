import { seoulDisplay } from '@expo/contract/seoul-time';
import type { QuestionResult, SurveyBreakdownRow } from '@expo/contract/surveys';
import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router-dom';

import { DataTable } from '../../../components/data-table';
import { DownloadButton } from '../../../components/download-button';
import { LoadStatus } from '../../../components/load-status';
import { useAsyncData } from '../../../lib/hooks/use-async-data';
import { useLive, useLiveRefetch } from '../../../lib/live/live-hooks';
import { downloadSurveyResponses } from '../api/download-survey-responses';
import { getSurveyResults } from '../api/surveys';
import { surveyTexts as T } from '../texts';
import { SurveySendButton } from './survey-send-dialog';
import './surveys.css';

const figure = (n: number) => n.toLocaleString('ko-KR');

function Bars({ result }: { result: QuestionResult }) {
  return (
    <div className="survey-bars">
      {result.distribution.map((row) => (
        <div key={row.label} className="survey-bar">
          <span className="survey-bar-label">{row.label}</span>
          <span className="survey-bar-track" aria-hidden="true">
            <span className="survey-bar-fill" style={{ width: `${Math.min(100, row.percent)}%` }} />
          </span>
          <span className="survey-bar-figure">
            {figure(row.count)}명 · {row.percent}%
          </span>
        </div>
      ))}
    </div>
  );
}

function QuestionFigures({ result, n }: { result: QuestionResult; n: number }) {
  return (
    <section className="survey-result" aria-labelledby={`result-${result.id}`}>
      <h3 id={`result-${result.id}`}>
        {n}. {result.text} <small>({T.kinds[result.kind]})</small>
      </h3>
      <p className="survey-result-summary">
        {T.answeredCount(result.answered)}
        {result.mean !== null &&
          ` · ${T.mean} ${result.mean.toFixed(2)} · ${T.hundred} ${result.hundredPoint?.toFixed(1)}점`}
      </p>
      {result.kind !== 'text' && <Bars result={result} />}
      {result.textCount > 0 && (
        <>
          <p className="survey-result-summary">{T.textsMore(result.texts.length, result.textCount)}</p>
          <ol className="survey-texts">
            {result.texts.map((t, i) => (
              <li key={`${t.answeredAt}-${i}`}>
                {t.text} <small className="survey-text-time">({seoulDisplay(t.answeredAt, 'minute')})</small>
              </li>
            ))}
          </ol>
        </>
      )}
      {result.kind === 'text' && result.textCount === 0 && <p>{T.noTexts}</p>}
    </section>
  );
}

function BreakdownTable({
  caption,
  rows,
  testId,
}: {
  caption: string;
  rows: SurveyBreakdownRow[];
  testId: string;
}) {
  if (rows.length === 0) return null;
  const columns = T.breakdownColumns;
  return (
    <>
      <h3>{caption}</h3>
      <DataTable
        columns={[columns.label, columns.responses, columns.mean]}
        testId={testId}
        loading={false}
        rowCount={rows.length}
        emptyText={null}
      >
        {rows.map((row) => (
          <tr key={row.label}>
            <td>{row.label}</td>
            <td className="cell-number">{figure(row.responses)}</td>
            <td className="cell-number">{row.mean === null ? '-' : row.mean.toFixed(2)}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

/** /surveys/{id}/results: responses and rate, each question's figures, and who answered by group. */
export function SurveyResultsPage() {
  const id = Number(useParams().id);
  const [version, setVersion] = useState<number | undefined>(undefined);
  const fetcher = useCallback((signal: AbortSignal) => getSurveyResults(id, version, signal), [id, version]);
  const { data, error, loading, reload } = useAsyncData(fetcher);
  // answers arriving: the results are read again (the server paces the signal to once a second)
  useLive('admin', 'surveys', (push) => {
    if (push.surveyIds.includes(id)) reload();
  });
  useLiveRefetch('admin', reload);

  return (
    <section className="page survey-results-page">
      <header className="page-header">
        <h1>{data ? T.resultsTitle(data.title) : T.results}</h1>
        <span className="row-actions">
          {data && <SurveySendButton survey={data} />}
          <DownloadButton
            label={T.downloadResponses}
            download={() => downloadSurveyResponses(id, data?.title ?? String(id))}
            disabled={!data}
            testId="survey-responses-download"
          />
          <Link to={`/surveys/${id}/edit`} className="btn btn-secondary">
            {T.edit}
          </Link>
          <Link to="/surveys" className="btn btn-secondary">
            {T.pageTitle}
          </Link>
        </span>
      </header>
      <LoadStatus
        errorText={error ? error.message : null}
        loadingText={loading && !data ? T.loading : null}
      />
      {data && (
        <>
          <p className="page-subtitle">
            {T.audiences[data.audience]}
            {data.lectureTitle ? ` · ${data.lectureTitle}` : ''} · {T.states[data.state]}
          </p>
          <div className="survey-figures">
            <p className="survey-figure" data-testid="survey-responses">
              {T.responsesFigure}
              <strong>{figure(data.responses)}</strong>
            </p>
            <p className="survey-figure">
              {T.audienceFigure}
              <strong>{figure(data.audienceSize)}</strong>
            </p>
            <p className="survey-figure" data-testid="survey-rate">
              {T.rateFigure}
              <strong>{data.responseRate === null ? '-' : `${data.responseRate}%`}</strong>
            </p>
          </div>
          {data.versions.length > 1 && (
            <label className="field">
              {T.version}{' '}
              <select value={data.version} onChange={(event) => setVersion(Number(event.target.value))}>
                {data.versions.map((v) => (
                  <option key={v.version} value={v.version}>
                    {T.versionOption(v.version, v.responses)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {data.questions.map((result, i) => (
            <QuestionFigures key={result.id} result={result} n={i + 1} />
          ))}
          {data.audience !== 'exhibitors' && (
            <section aria-labelledby="survey-breakdown">
              <h2 id="survey-breakdown">{T.breakdown}</h2>
              <BreakdownTable
                caption={T.byRegistrationType}
                rows={data.breakdown.registrationType}
                testId="survey-by-type"
              />
              <BreakdownTable
                caption={T.byCountry}
                rows={data.breakdown.country}
                testId="survey-by-country"
              />
              <BreakdownTable
                caption={T.byAffiliation}
                rows={data.breakdown.affiliation}
                testId="survey-by-affiliation"
              />
            </section>
          )}
        </>
      )}
    </section>
  );
}
