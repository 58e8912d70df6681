import { Query } from '@nestjs/cqrs';

export interface DestructionDto {
  /** Korean local time. */
  destroyedAt: string;
  attendees: number;
  trigger: 'SCHEDULE' | 'ADMIN';
  actorName: string | null;
}

/** '개인정보 파기 기록': the event's destructions, newest first. */
export class ListDestructionsQuery extends Query<{ items: DestructionDto[] }> {
  constructor(readonly eventId: number) {
    super();
  }
}
