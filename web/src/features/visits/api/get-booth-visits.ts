import { call } from '../../../lib/api/api-client';
import { visitRoutes } from '@expo/contract/routes/visits';

/** The booth's visitors, newest first. */
export const getBoothVisits = (boothId: number, eventId: number, signal?: AbortSignal) =>
  call(visitRoutes.boothVisitors, { params: { boothId }, query: { eventId }, signal });
