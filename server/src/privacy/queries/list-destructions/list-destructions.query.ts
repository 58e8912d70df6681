import { Query } from '@nestjs/cqrs';
import type { Destruction } from '@expo/contract/privacy';

/** '개인정보 파기 기록': the event's destructions, newest first. */
export class ListDestructionsQuery extends Query<{ items: Destruction[] }> {
  constructor(readonly eventId: number) {
    super();
  }
}
