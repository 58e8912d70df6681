import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import { LiveIndicator } from '../../../components/live-indicator';
import { getStoredEventId } from '../../../lib/session/admin';
import { useAsyncData } from '../../../lib/hooks/use-async-data';
import { visitTexts } from '../texts';
import type { VisitTarget } from '../types';
import type { VisitorSource } from '../visitor-source';
import { VisitTargetSelect } from './visit-target-select';
import { VisitorList } from './visitor-list';

/** The chosen target: the `id` in the address when it is one of the list, else the first one. */
function chosenId(targets: VisitTarget[] | undefined, param: string | null): number | null {
  if (!targets || targets.length === 0) return null;
  return targets.find((target) => String(target.id) === param)?.id ?? targets[0].id;
}

/**
 * /booth-visits and /lecture-visits: a dropdown of booths or lectures (the first preselected; the
 * choice kept in the address as ?id=) and the chosen one's visitors.
 */
export function VisitorView({ source }: { source: VisitorSource }) {
  const eventId = getStoredEventId();
  return (
    <section className="page admin-list-page visits-page">
      <header className="page-header">
        <h1>{source.title}</h1>
        {eventId !== null && <LiveIndicator role="admin" />}
      </header>
      {eventId === null ? (
        <p className="message message-error" role="alert">
          {visitTexts.missingEventId}
        </p>
      ) : (
        <VisitorViewBody source={source} eventId={eventId} />
      )}
    </section>
  );
}

function VisitorViewBody({ source, eventId }: { source: VisitorSource; eventId: number }) {
  const { loadTargets } = source;
  const [searchParams, setSearchParams] = useSearchParams();
  const fetcher = useCallback((signal: AbortSignal) => loadTargets(eventId, signal), [loadTargets, eventId]);
  const { data: targets, error, loading } = useAsyncData(fetcher);
  const targetId = chosenId(targets, searchParams.get('id'));

  if (error) {
    return (
      <p className="message message-error" role="alert">
        {visitTexts.loadFailed}
      </p>
    );
  }
  if (loading && !targets) return <p className="muted">{visitTexts.loading}</p>;
  return (
    <>
      <VisitTargetSelect
        label={source.selectLabel}
        targets={targets ?? []}
        selectedId={targetId}
        onChange={(id) => {
          setSearchParams({ id: String(id) }, { replace: true });
        }}
      />
      <VisitorList key={targetId ?? 'none'} source={source} eventId={eventId} targetId={targetId} />
    </>
  );
}
