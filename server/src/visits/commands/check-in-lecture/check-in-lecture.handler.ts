import { DATA_SOURCE } from '../../../kernel/tokens.js';
import type { DataSource } from 'typeorm';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.js';
import { withConnection } from '../../../database/sql.js';
import { LectureErrors } from '../../../lectures/domain/lecture.errors.js';
import type { AttendanceBatcher } from '../attendance/attendance-batcher.js';
import { visitOrErased } from '../attendance/attendance-writes.js';
import type { LectureCheckedIn } from '../../domain/visit.events.js';
import { lectureCheckInWriter } from '../attendance/lecture-checkin-writer.js';
import { CheckInLectureCommand } from './check-in-lecture.command.js';
import type { LectureCheckIn } from '@expo/contract/visits';

/** Hands each check-in to the lecture check-ins' group-commit batcher (shared with the door's scans). */
@CommandHandler(CheckInLectureCommand)
export class CheckInLectureHandler implements ICommandHandler<CheckInLectureCommand> {
  private readonly checkIns: AttendanceBatcher<LectureCheckedIn>;

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {
    this.checkIns = lectureCheckInWriter(store);
  }

  async execute({ lectureId, userId, metadata }: CheckInLectureCommand): Promise<LectureCheckIn> {
    const [lecture] = await withConnection(this.dataSource, (sql) =>
      sql.query<{ event_id: number }>(`SELECT event_id FROM lectures WHERE id = $1`, [lectureId]),
    );
    if (!lecture) throw LectureErrors.notFound();
    const visit = await this.checkIns.record({
      placeId: lectureId,
      placeEventId: lecture.event_id,
      attendeeId: userId,
      metadata,
    });
    // an anonymous caller learns nothing about the attendee but that the check-in holds
    return { lectureId, userId, visitedAt: visitOrErased(visit, userId).visitedAt };
  }
}
