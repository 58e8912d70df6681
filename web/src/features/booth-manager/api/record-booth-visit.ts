import { api } from '../../../lib/api-client';
import type { RecordedBoothVisit } from '@expo/contract/visits';
import type { BoothScan } from '../types';

/**
 * POST /api/booth-visits with the booth token. The scan's clientEventId goes out as the
 * Idempotency-Key, so sending the same scan again records nothing new.
 */
export function recordBoothVisit(scan: BoothScan): Promise<RecordedBoothVisit> {
  return api.post<RecordedBoothVisit>(
    '/booth-visits',
    { boothId: scan.boothId, userId: scan.userId },
    { auth: 'booth', headers: { 'Idempotency-Key': scan.clientEventId } },
  );
}
