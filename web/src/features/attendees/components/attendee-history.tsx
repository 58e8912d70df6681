import { seoulDisplay } from '@expo/contract/seoul-time';
import { useCallback } from 'react';

import { registrationTypeLabel } from '../../../lib/text/registration-type';
import { useAsyncData } from '../../../lib/hooks/use-async-data';
import { getAttendeeHistory } from '../api/get-attendee-history';
import { consentTexts } from '../consent-texts';
import { attendeeTexts } from '../texts';
import type { AttendeeHistoryEntry } from '@expo/contract/attendees';

/** A changed value as a person reads it: 등록유형 in words, an empty value as (없음). */
const shown = (field: string, value: string) =>
  (field === 'registrationType' ? registrationTypeLabel(value) : value) || attendeeTexts.historyEmptyValue;

/** The entry's action as the list shows it: the spec's names; a consent (issue 17) says what was agreed. */
function actionOf(entry: AttendeeHistoryEntry): string {
  if (entry.action !== 'CONSENT_RECORDED') return attendeeTexts.historyActions[entry.action];
  return consentTexts.historyConsent(entry.detail ?? '');
}

function HistoryItem({ entry }: { entry: AttendeeHistoryEntry }) {
  const action = actionOf(entry);
  const source = entry.source ? ` (${attendeeTexts.historySources[entry.source]})` : '';
  // a consent's detail (what was agreed) is part of its action
  const detail = entry.action === 'CONSENT_RECORDED' ? undefined : entry.detail;
  return (
    <li className="history-entry">
      <div className="history-head">
        <time dateTime={entry.at}>{seoulDisplay(entry.at)}</time>
        <span className="history-actor">{entry.actor.name}</span>
        <span className="history-action">
          {action}
          {source}
        </span>
        {detail && <span className="history-detail">{detail}</span>}
      </div>
      {entry.changes.length > 0 && (
        <ul className="history-changes">
          {entry.changes.map((change) => (
            <li key={change.field}>
              <span className="history-field">{change.label}</span> {shown(change.field, change.before)} →{' '}
              <strong>{shown(change.field, change.after)}</strong>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** '변경 이력' of the attendee edit page: every change of the attendee, who made it and when. */
export function AttendeeHistory({ id }: { id: string }) {
  const fetcher = useCallback((signal: AbortSignal) => getAttendeeHistory(id, signal), [id]);
  const { data, error, loading } = useAsyncData(fetcher);
  return (
    <section className="card history" aria-labelledby="attendee-history-title">
      <h2 id="attendee-history-title">{attendeeTexts.historyTitle}</h2>
      {loading && !data && <p className="muted">{attendeeTexts.historyLoading}</p>}
      {error && (
        <p className="message message-error" role="alert">
          {attendeeTexts.historyFailed(error.message)}
        </p>
      )}
      {data && data.length === 0 && <p className="muted">{attendeeTexts.historyEmpty}</p>}
      {data && data.length > 0 && (
        <ol className="history-list">
          {data.map((entry, index) => (
            <HistoryItem key={`${entry.at}-${index}`} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}
