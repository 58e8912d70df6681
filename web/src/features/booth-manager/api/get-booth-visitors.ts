import { call } from '../../../lib/api/api-client';
import { visitRoutes } from '@expo/contract/routes/visits';

/** With the booth token (the booth's own event). */
export const getBoothVisitors = (boothId: number, signal?: AbortSignal) =>
  call(visitRoutes.ownBoothVisitors, { params: { boothId }, signal });
