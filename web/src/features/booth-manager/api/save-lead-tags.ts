import { api } from '../../../lib/api-client';

/** PUT /api/booth-login/{boothId}/lead-tags: the booth's tags, in order (the answer holds them as stored). */
export function saveLeadTags(boothId: number, tags: string[]): Promise<{ tags: string[] }> {
  return api.put<{ tags: string[] }>(
    `/booth-login/${String(boothId)}/lead-tags`,
    { tags },
    { auth: 'booth' },
  );
}
