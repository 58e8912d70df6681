import { boundedContext } from '../event-store/bounded-context.js';
import type { ReadinessEvent } from './domain/readiness.events.js';
import { readinessProjection } from './projections/readiness.projection.js';

/** 준비 점검: the records an event's checklist is decided from (test send, notices reviewed, badge test print). */
export const readinessContext = boundedContext<ReadinessEvent>({
  name: 'readiness',
  projections: [readinessProjection],
});
