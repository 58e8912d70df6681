import { call } from '../../../lib/api/api-client';
import { leadRoutes } from '@expo/contract/routes/leads';
import type { LeadEdit } from '../lead-types';

/** With the booth token; the edit's clientEventId is the Idempotency-Key, so a resend changes nothing. */
export const saveBoothLead = ({ boothId, userId, change, changedAt, clientEventId }: LeadEdit) =>
  call(leadRoutes.update, {
    params: { boothId, userId },
    body: { ...change, changedAt },
    headers: { 'Idempotency-Key': clientEventId },
  });
