import type { IncomingHttpHeaders } from 'node:http';
import type { BoothPrincipal } from '../../auth/booth-principal.js';
import { boothMetadata, idempotencyKey } from '../../http/request-metadata.js';
import type { AttendanceRecorder } from '../attendance-recorder.js';
import { VisitErrors } from '../domain/visit.errors.js';
import { parseBoothVisit } from './visit-body.js';

/**
 * POST /api/booth-visits after the token check: {boothId, userId} from the phone of that booth, resent safely
 * under its Idempotency-Key. The one implementation behind the Nest route and the fast route.
 */
export function recordBoothVisit(
  recorder: AttendanceRecorder,
  booth: BoothPrincipal,
  body: unknown,
  req: { headers: IncomingHttpHeaders },
) {
  const { boothId, userId } = parseBoothVisit(body);
  if (boothId !== booth.boothId) throw VisitErrors.otherBooth();
  const metadata = {
    ...boothMetadata(req, booth),
    clientEventId: idempotencyKey(req, `booth-visit:${boothId}:${userId}`),
  };
  return recorder.recordBoothVisit(booth, userId, metadata);
}
