import { Query } from '@nestjs/cqrs';
import type { VisitDto } from '../../visit-reads.js';

/**
 * The booth manager's own visitor list, newest first: `boothId` is the booth of the manager's token, whose
 * session (booth there, same login) the booth guard has checked.
 */
export class ListOwnBoothVisitorsQuery extends Query<VisitDto[]> {
  constructor(readonly boothId: number) {
    super();
  }
}
