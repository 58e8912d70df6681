import { Query } from '@nestjs/cqrs';
import type { Readiness } from '@expo/contract/readiness';

/** The event's 준비 점검 (404 for an unknown event). */
export class GetReadinessQuery extends Query<Readiness> {
  constructor(readonly eventId: number) {
    super();
  }
}
