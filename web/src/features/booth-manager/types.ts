import type { Visit } from '../../components/visitor-table';

/**
 * One visitor of the booth (GET /api/booth-login/{boothId}/visits), newest first. With the event's '부스 제공
 * 동의 확인' on, a visitor who did not consent comes `masked`: '비공개 방문자' with the visit time only, and a
 * negative placeholder as `userId` (stable: the same in the list, the pushes and the leads).
 */
export type BoothVisitor = Visit & { masked?: true };

/** POST /api/booth-visits answers the recorded visit plus the booth. */
export interface RecordedBoothVisit extends BoothVisitor {
  boothId: number;
}

/** A scanned badge on its way to the server; clientEventId is sent as the Idempotency-Key. */
export interface BoothScan {
  boothId: number;
  userId: number;
  clientEventId: string;
  /** When the QR was read (ISO 8601). */
  scannedAt: string;
}

/** A queued scan the server refused for good (e.g. an unknown attendee). */
export interface FailedBoothScan extends BoothScan {
  message: string;
}
