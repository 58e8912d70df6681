import { Query } from '@nestjs/cqrs';
import type { LectureStat } from '@expo/contract/stats';

/** Check-ins per lecture of the event, in programme order. */
export class GetLectureStatsQuery extends Query<LectureStat[]> {
  constructor(readonly eventId: number) {
    super();
  }
}
