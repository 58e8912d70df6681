import type { LeadTags } from '@expo/contract/leads';
import { api } from '../../../lib/api-client';

/** PUT /api/booth-login/{boothId}/lead-tags: the booth's tags, in order (the answer holds them as stored). */
export function saveLeadTags(boothId: number, tags: string[]): Promise<LeadTags> {
  return api.put<LeadTags>(`/booth-login/${String(boothId)}/lead-tags`, { tags }, { auth: 'booth' });
}
