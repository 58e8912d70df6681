import './readiness.css';

import { READINESS_TEXTS as T } from '@expo/contract/readiness-texts';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';

import { getStoredEventId } from '../../../lib/session/admin';
import { useAsyncData } from '../../../lib/hooks/use-async-data';
import { getReadiness } from '../api/readiness';
import { ReadinessChecklist } from './readiness-checklist';

/** On the event's first screen (/users, above the list) until every item is done: compact and collapsible. */
export function UsersReadiness() {
  const eventId = getStoredEventId();
  const fetcher = useCallback(
    (signal: AbortSignal) => (eventId === null ? Promise.resolve(null) : getReadiness(eventId, signal)),
    [eventId],
  );
  const { data } = useAsyncData(fetcher);
  if (!data || data.allDone) return null;
  const remaining = data.items.filter((item) => item.state !== 'done').length;
  return (
    <details className="readiness-panel readiness-compact" open data-testid="users-readiness">
      <summary>
        <strong>{T.heading}</strong> <span className="readiness-remaining">{T.remaining(remaining)}</span>
      </summary>
      <ReadinessChecklist items={data.items} />
      <Link to={`/events/${String(data.eventId)}/ready`} className="readiness-open">
        {T.openPage}
      </Link>
    </details>
  );
}
