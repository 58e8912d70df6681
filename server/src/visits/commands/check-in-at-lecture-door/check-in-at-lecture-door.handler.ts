import { DATA_SOURCE } from '../../../kernel/tokens.js';
import type { DataSource } from 'typeorm';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '../../../kernel/app-error.js';
import { EventStore } from '../../../event-store/event-store.js';
import { withConnection } from '../../../database/sql.js';
import type { AttendanceBatcher } from '../attendance/attendance-batcher.js';
import type { LectureCheckedIn } from '../../domain/visit.events.js';
import { VisitErrors } from '../../domain/visit.errors.js';
import { lectureCheckInWriter } from '../attendance/lecture-checkin-writer.js';
import { readLectureDoor } from '../../queries/lecture-door-reads.js';
import { LECTURE_CHECKINS } from '../../domain/visit-places.js';
import { readVisit } from '../../queries/visit-reads.js';
import { CheckInAtLectureDoorCommand } from './check-in-at-lecture-door.command.js';
import type { DoorCheckIn, Visit } from '@expo/contract/visits';

const DUPLICATE = VisitErrors.duplicateCheckIn().code;

/**
 * Records the scanned attendee's check-in through the lecture check-ins' batcher (one check-in per attendee
 * and lecture, whoever made it); a second one is answered `recorded: false` with the attendee, as the door
 * shows it. Over 정원 is recorded too: the door's screen warns.
 */
@CommandHandler(CheckInAtLectureDoorCommand)
export class CheckInAtLectureDoorHandler implements ICommandHandler<CheckInAtLectureDoorCommand> {
  private readonly checkIns: AttendanceBatcher<LectureCheckedIn>;

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {
    this.checkIns = lectureCheckInWriter(store);
  }

  async execute({ lectureId, userId, staff, metadata }: CheckInAtLectureDoorCommand): Promise<DoorCheckIn> {
    // another event's lecture is, for this door, no lecture at all (404)
    await withConnection(this.dataSource, (sql) => readLectureDoor(sql, lectureId, staff.eventId));
    let visit: Visit | undefined;
    let recorded = true;
    try {
      visit = await this.checkIns.record({
        placeId: lectureId,
        placeEventId: staff.eventId,
        attendeeId: userId,
        metadata,
      });
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== DUPLICATE) throw error;
      recorded = false;
    }
    return withConnection(this.dataSource, async (sql) => {
      visit ??= await readVisit(sql, LECTURE_CHECKINS, lectureId, userId);
      const door = await readLectureDoor(sql, lectureId, staff.eventId);
      return {
        recorded,
        attendee: { userId, userName: visit?.userName ?? '', affiliation: visit?.affiliation ?? '' },
        checkedIn: door.checkedIn,
        capacity: door.capacity,
      };
    });
  }
}
