import { api } from '../../../lib/api-client';
import type { BoothLeads } from '@expo/contract/leads';

/** GET /api/booths/{boothId}/leads: the booth's tags and its visitors' 관심도, 태그 and 메모 (read-only here). */
export function getBoothLeads(boothId: number, eventId: number, signal?: AbortSignal): Promise<BoothLeads> {
  return api.get<BoothLeads>(`/booths/${String(boothId)}/leads`, { query: { eventId }, signal });
}
