import './readiness.css';

import type { Readiness } from '@expo/contract/readiness';
import { READINESS_TEXTS as T } from '@expo/contract/readiness-texts';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';

import { LoadStatus } from '../../../components/load-status';
import { useAsyncData } from '../../../lib/hooks/use-async-data';
import { getReadiness } from '../api/readiness';
import { ReadinessActions } from './readiness-actions';
import { ReadinessChecklist } from './readiness-checklist';
import { TestBadge } from './test-badge';

/** /events/{id}/ready: the event's 준비 점검, always (the API refuses an event admin another event). */
export function ReadinessPage() {
  const eventId = Number(useParams().id);
  const fetcher = useCallback((signal: AbortSignal) => getReadiness(eventId, signal), [eventId]);
  const { data, error, loading } = useAsyncData(fetcher);
  // the answer of the last action on the page, else the page's first load
  const [changed, setShown] = useState<Readiness | null>(null);
  const shown = changed ?? data ?? null;

  return (
    <section className="page readiness-page">
      <header className="page-header no-print">
        <div>
          <h1>{T.heading}</h1>
          <p className="page-subtitle">
            {shown ? `${shown.eventName} · ${shown.allDone ? T.allDone : T.intro}` : ''}
          </p>
        </div>
      </header>
      <LoadStatus errorText={error ? error.message : null} loadingText={loading && !shown ? '…' : null} />
      {shown && (
        <div className="readiness-panel no-print">
          <ReadinessChecklist items={shown.items} />
          <ReadinessActions readiness={shown} onChange={setShown} />
        </div>
      )}
      {shown && <TestBadge eventName={shown.eventName} eventId={eventId} />}
    </section>
  );
}
