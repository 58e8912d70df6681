import { call } from '../../../lib/api/api-client';
import { leadRoutes } from '@expo/contract/routes/leads';

/** The booth's tags, in order (the answer holds them as stored). */
export const saveLeadTags = (boothId: number, tags: string[]) =>
  call(leadRoutes.defineTags, { params: { boothId }, body: { tags } });
