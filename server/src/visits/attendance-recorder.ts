import { Inject, Injectable } from '@nestjs/common';
import { runCommand } from '../event-store/command-runner.js';
import { EventStore } from '../event-store/event-store.js';
import { withConnection, type Sql } from '../event-store/sql.js';
import type { EventMetadata } from '../event-store/stored-event.js';
import { LectureErrors } from '../lectures/domain/lecture.errors.js';
import { boothVisitDecider, lectureCheckInDecider } from './domain/attendance.decider.js';
import { boothVisitStreamId, lectureCheckInStreamId } from './domain/visit.events.js';
import { BOOTH_VISITS, LECTURE_CHECKINS } from './visit-places.js';
import { readVisit, type VisitDto } from './visit-reads.js';

async function attendeeEventId(sql: Sql, attendeeId: number): Promise<number | null> {
  const [row] = await sql.query<{ event_id: number }>(`SELECT event_id FROM attendees WHERE id = $1`, [
    attendeeId,
  ]);
  return row?.event_id ?? null;
}

/**
 * Records booth visits and lecture check-ins. The stream per place and attendee makes a second record
 * impossible (20 racing scans record one visit: the others find it on retry and get 409 '중복'); a repeated
 * client event id (Idempotency-Key) answers with what the first request recorded.
 */
@Injectable()
export class AttendanceRecorder {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  /** `booth` comes from the verified booth token: the booth exists in that event. */
  async recordBoothVisit(
    booth: { boothId: number; eventId: number },
    attendeeId: number,
    metadata: EventMetadata,
  ): Promise<VisitDto & { boothId: number }> {
    const found = await withConnection(this.store.dataSource, (sql) => attendeeEventId(sql, attendeeId));
    const visit = await runCommand(
      this.store,
      boothVisitStreamId(booth.boothId, attendeeId),
      boothVisitDecider,
      {
        type: 'RecordAttendance',
        data: { placeId: booth.boothId, placeEventId: booth.eventId, attendeeId, attendeeEventId: found },
      },
      metadata,
      (tx, [event]) => readVisit(tx.sql, BOOTH_VISITS, event.data.boothId, event.data.attendeeId),
    );
    return { boothId: booth.boothId, ...this.orErased(visit, attendeeId) };
  }

  async checkIn(
    lectureId: number,
    attendeeId: number,
    metadata: EventMetadata,
  ): Promise<{ lectureId: number; userId: number; visitedAt: string }> {
    const { lectureEventId, found } = await withConnection(this.store.dataSource, async (sql) => {
      const [lecture] = await sql.query<{ event_id: number }>(`SELECT event_id FROM lectures WHERE id = $1`, [
        lectureId,
      ]);
      if (!lecture) throw LectureErrors.notFound();
      return { lectureEventId: lecture.event_id, found: await attendeeEventId(sql, attendeeId) };
    });
    const visit = await runCommand(
      this.store,
      lectureCheckInStreamId(lectureId, attendeeId),
      lectureCheckInDecider,
      {
        type: 'RecordAttendance',
        data: { placeId: lectureId, placeEventId: lectureEventId, attendeeId, attendeeEventId: found },
      },
      metadata,
      (tx, [event]) => readVisit(tx.sql, LECTURE_CHECKINS, event.data.lectureId, event.data.attendeeId),
    );
    // an anonymous caller learns nothing about the attendee but that the check-in holds
    return { lectureId, userId: attendeeId, visitedAt: this.orErased(visit, attendeeId).visitedAt };
  }

  /** A retried request whose visit was removed since (place or attendee deleted) still gets an answer. */
  private orErased(visit: VisitDto | undefined, attendeeId: number): VisitDto {
    return visit ?? { userId: attendeeId, userName: '', affiliation: '', phoneNumber: '', visitedAt: '' };
  }
}
