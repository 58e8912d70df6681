import { call } from '../../../lib/api/api-client';
import { leadRoutes } from '@expo/contract/routes/leads';

/** With the booth token: the booth's tags and its visitors' leads. */
export const getBoothLeads = (boothId: number, signal?: AbortSignal) =>
  call(leadRoutes.ownLeads, { params: { boothId }, signal });
