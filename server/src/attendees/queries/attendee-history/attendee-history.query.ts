import { Query } from '@nestjs/cqrs';
import type { FieldChange, HistoryAction, HistoryActor } from '../../domain/attendee-history.js';

/** One line of the '변경 이력' of the attendee edit page. */
export interface AttendeeHistoryDto {
  /** Korean local time `YYYY-MM-DDTHH:mm:ss`. */
  at: string;
  action: HistoryAction;
  source?: 'ADMIN' | 'PUBLIC' | 'EXCEL';
  /** Who made the change: its kind and id as recorded, and a name to show. */
  actor: HistoryActor & { name: string };
  changes: FieldChange[];
  /** A print's count, an entry's day and time. */
  detail?: string;
}

export class AttendeeHistoryQuery extends Query<AttendeeHistoryDto[]> {
  constructor(
    readonly eventId: number,
    readonly attendeeId: number,
  ) {
    super();
  }
}
