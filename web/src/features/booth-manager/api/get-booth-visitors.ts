import { api } from '../../../lib/api-client';
import type { BoothVisitor } from '@expo/contract/visits';

/** GET /api/booth-login/{boothId}/visits with the booth token (the booth's own event). */
export function getBoothVisitors(boothId: number, signal?: AbortSignal): Promise<BoothVisitor[]> {
  return api.get<BoothVisitor[]>(`/booth-login/${String(boothId)}/visits`, { auth: 'booth', signal });
}
