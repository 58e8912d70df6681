import { api } from '../../../lib/api-client';
import type { BoothLeads } from '@expo/contract/leads';

/** GET /api/booth-login/{boothId}/leads with the booth token: the booth's tags and its visitors' leads. */
export function getBoothLeads(boothId: number, signal?: AbortSignal): Promise<BoothLeads> {
  return api.get<BoothLeads>(`/booth-login/${String(boothId)}/leads`, { auth: 'booth', signal });
}
