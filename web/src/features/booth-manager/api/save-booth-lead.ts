import { api } from '../../../lib/api-client';
import type { Lead } from '@expo/contract/leads';
import type { LeadEdit } from '../leads/lead-types';

/**
 * PUT /api/booth-login/{boothId}/leads/{userId} with the booth token. The edit's clientEventId goes out as the
 * Idempotency-Key, so sending the same edit again changes nothing.
 */
export function saveBoothLead(edit: LeadEdit): Promise<Lead> {
  return api.put<Lead>(
    `/booth-login/${String(edit.boothId)}/leads/${String(edit.userId)}`,
    { ...edit.change, changedAt: edit.changedAt },
    { auth: 'booth', headers: { 'Idempotency-Key': edit.clientEventId } },
  );
}
