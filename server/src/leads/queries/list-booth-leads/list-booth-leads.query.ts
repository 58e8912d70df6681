import { Query } from '@nestjs/cqrs';
import type { BoothLeads } from '@expo/contract/leads';

/**
 * A booth's tags and leads (404 when the booth is absent or of another event). `asBooth`: the booth's own
 * read (its event's '부스 제공 동의 확인' applies: a hidden visitor's lead keeps its notes under a placeholder).
 */
export class ListBoothLeadsQuery extends Query<BoothLeads> {
  constructor(
    readonly eventId: number,
    readonly boothId: number,
    readonly asBooth = false,
  ) {
    super();
  }
}
