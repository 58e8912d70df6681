import type { FastifyRequest } from 'fastify';
import { accessDraftOf } from '../../access-records/recording/access-draft.js';
import type { BoothPrincipal } from '../../auth/booth-principal.js';
import { boothMetadata } from '../../auth/request-metadata.js';
import { idempotencyKey } from '../../http/idempotency-key.js';
import { RecordBoothVisitCommand } from '../commands/record-booth-visit/record-booth-visit.command.js';
import { VisitErrors } from '../domain/visit.errors.js';
import type { BoothVisitBody } from '@expo/contract/visits';

/**
 * POST /api/booth-visits as its command, once the token is verified and the body parsed. A phone names its own booth only (403 before the Idempotency-Key
 * is read); the key is scoped by booth and attendee, so it can only ever repeat the same scan.
 */
export function recordBoothVisitCommand(
  booth: BoothPrincipal,
  { boothId, userId }: BoothVisitBody,
  req: FastifyRequest,
): RecordBoothVisitCommand {
  if (boothId !== booth.boothId) throw VisitErrors.otherBooth();
  return new RecordBoothVisitCommand(
    boothId,
    userId,
    booth,
    { ...boothMetadata(req, booth), clientEventId: idempotencyKey(req, `booth-visit:${boothId}:${userId}`) },
    // the scan's 개인정보 접속기록 (who, when, from where): written with the visit, in its transaction
    accessDraftOf(req),
  );
}
