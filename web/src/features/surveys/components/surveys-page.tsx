import { seoulDisplay } from '@expo/contract/seoul-time';
import type { Survey } from '@expo/contract/surveys';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';

import { DataTable } from '../../../components/data-table';
import { LoadStatus } from '../../../components/load-status';
import { isApiError } from '../../../lib/api/api-client';
import { useAsyncData } from '../../../lib/hooks/use-async-data';
import { listSurveys, removeSurvey } from '../api/surveys';
import { surveyTexts as T } from '../texts';
import './surveys.css';

const period = (s: Survey) =>
  s.opensAt || s.closesAt
    ? `${s.opensAt ? seoulDisplay(s.opensAt, 'minute') : ''} ~ ${s.closesAt ? seoulDisplay(s.closesAt, 'minute') : ''}`
    : T.noPeriod;

/** /surveys: the event's surveys, newest first, with their state and responses. */
export function SurveysPage() {
  const fetcher = useCallback((signal: AbortSignal) => listSurveys(signal), []);
  const { data, error, loading, reload } = useAsyncData(fetcher);

  const remove = async (survey: Survey) => {
    if (!window.confirm(T.removeConfirm(survey.title))) return;
    try {
      await removeSurvey(survey.id);
      reload();
    } catch (caught) {
      window.alert(isApiError(caught) ? caught.message : String(caught));
    }
  };

  return (
    <section className="page surveys-page">
      <header className="page-header">
        <h1>{T.pageTitle}</h1>
        <Link to="/surveys/new" className="btn btn-primary">
          {T.newSurvey}
        </Link>
      </header>
      <LoadStatus
        errorText={error ? error.message : null}
        loadingText={loading && !data ? T.loading : null}
      />
      <DataTable
        columns={[
          T.columns.title,
          T.columns.audience,
          T.columns.period,
          T.columns.state,
          T.columns.responses,
          T.columns.actions,
        ]}
        testId="surveys-table"
        className="surveys-table"
        loading={loading}
        rowCount={data?.surveys.length ?? 0}
        emptyText={data ? T.empty : null}
      >
        {data?.surveys.map((s) => (
          <tr key={s.id}>
            <td>{s.title}</td>
            <td>
              {T.audiences[s.audience]}
              {s.lectureTitle ? ` · ${s.lectureTitle}` : ''}
            </td>
            <td>{period(s)}</td>
            <td>
              <span className={`survey-state survey-state-${s.state}`}>{T.states[s.state]}</span>
            </td>
            <td className="cell-number">{s.responses.toLocaleString('ko-KR')}</td>
            <td>
              <span className="row-actions">
                <Link to={`/surveys/${s.id}/results`} className="btn btn-secondary btn-small">
                  {T.results}
                </Link>
                <Link to={`/surveys/${s.id}/edit`} className="btn btn-secondary btn-small">
                  {T.edit}
                </Link>
                <button type="button" className="btn btn-small btn-danger" onClick={() => void remove(s)}>
                  {T.remove}
                </button>
              </span>
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
