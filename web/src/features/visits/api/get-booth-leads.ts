import { call } from '../../../lib/api/api-client';
import { leadRoutes } from '@expo/contract/routes/leads';

/** The booth's tags and its visitors' 관심도, 태그 and 메모 (read-only here). */
export const getBoothLeads = (boothId: number, eventId: number, signal?: AbortSignal) =>
  call(leadRoutes.boothLeads, { params: { boothId }, query: { eventId }, signal });
