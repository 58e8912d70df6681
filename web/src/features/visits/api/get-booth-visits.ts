import { api } from '../../../lib/api-client';
import type { Visit } from '@expo/contract/visits';

/** GET /api/booth-visits/{boothId}: the booth's visitors, newest first. */
export function getBoothVisits(boothId: number, eventId: number, signal?: AbortSignal): Promise<Visit[]> {
  return api.get<Visit[]>(`/booth-visits/${String(boothId)}`, { query: { eventId }, signal });
}
