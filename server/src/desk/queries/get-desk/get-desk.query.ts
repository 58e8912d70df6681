import { Query } from '@nestjs/cqrs';
import type { DeskDto } from '../../desk-reads.js';

export class GetDeskQuery extends Query<DeskDto> {
  constructor(
    readonly eventId: number,
    readonly deskId: number,
  ) {
    super();
  }
}
