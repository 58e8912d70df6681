import { api } from '../../../lib/api-client';
import type { BoothReport } from '@expo/contract/reports';
import type { ReportRequest } from '../reason-flow';

/** GET /api/booth-login/{boothId}/report with the booth token: the booth's own report (its own event). */
export function getOwnBoothReport(
  boothId: number,
  { visitors, reason }: ReportRequest,
  signal?: AbortSignal,
): Promise<BoothReport> {
  return api.get<BoothReport>(`/booth-login/${String(boothId)}/report`, {
    auth: 'booth',
    query: { visitors: String(visitors), reason },
    signal,
  });
}
