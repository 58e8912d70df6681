import { Query } from '@nestjs/cqrs';
import type { Desk } from '@expo/contract/desks';

export class GetDeskQuery extends Query<Desk> {
  constructor(
    readonly eventId: number,
    readonly deskId: number,
  ) {
    super();
  }
}
