import { call } from '../../../lib/api/api-client';
import { visitRoutes } from '@expo/contract/routes/visits';
import type { BoothScan } from '../types';

/** With the booth token; the scan's clientEventId is the Idempotency-Key, so a resend records nothing new. */
export const recordBoothVisit = ({ boothId, userId, clientEventId }: BoothScan) =>
  call(visitRoutes.record, { body: { boothId, userId }, headers: { 'Idempotency-Key': clientEventId } });
