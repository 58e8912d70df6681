import { READINESS_TEXTS as T } from '@expo/contract/readiness-texts';
import { useCallback } from 'react';

import { useAsyncData } from '../../../lib/hooks/use-async-data';
import { getBadgeSize } from '../api/readiness';

/** The one badge '시험 인쇄' prints: the event's badge size with a sample name, on a page of exactly that size. */
export function TestBadge({ eventId, eventName }: { eventId: number; eventName: string }) {
  const fetcher = useCallback((signal: AbortSignal) => getBadgeSize(eventId, signal), [eventId]);
  const { data } = useAsyncData(fetcher);
  if (!data) return null;
  const size = { width: `${String(data.widthMm)}mm`, height: `${String(data.heightMm)}mm` };
  return (
    <div className="readiness-test-badge print-only" style={size} data-testid="readiness-test-badge">
      <style>{`@page { size: ${size.width} ${size.height}; margin: 0; }`}</style>
      <p className="readiness-test-badge-event">{eventName}</p>
      <p className="readiness-test-badge-name">{T.badge.sampleName}</p>
      <p className="readiness-test-badge-note">
        {T.badge.sampleAffiliation} · {data.widthMm}×{data.heightMm} mm
      </p>
    </div>
  );
}
