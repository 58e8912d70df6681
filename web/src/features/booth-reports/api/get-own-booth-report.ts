import { call } from '../../../lib/api/api-client';
import { reportRoutes } from '@expo/contract/routes/reports';
import type { ReportRequest } from '../reason-flow';

/** The booth's own report (its own event), with the booth token. */
export const getOwnBoothReport = (
  boothId: number,
  { visitors, reason }: ReportRequest,
  signal?: AbortSignal,
) => call(reportRoutes.ownBooth, { params: { boothId }, query: { visitors, reason }, signal });
