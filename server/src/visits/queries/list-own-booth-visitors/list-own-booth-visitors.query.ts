import { Query } from '@nestjs/cqrs';
import type { BoothVisitor } from '@expo/contract/visits';

/**
 * The booth manager's own visitor list, newest first: `boothId` is the booth of the manager's token, whose
 * session (booth there, same login) the booth guard has checked; `eventId` its event (whose '부스 제공 동의
 * 확인' hides the visitors who did not consent).
 */
export class ListOwnBoothVisitorsQuery extends Query<BoothVisitor[]> {
  constructor(
    readonly eventId: number,
    readonly boothId: number,
  ) {
    super();
  }
}
