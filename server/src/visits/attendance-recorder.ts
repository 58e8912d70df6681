import { Inject, Injectable } from '@nestjs/common';
import type { BoothPrincipal } from '../auth/booth-principal.js';
import { boothSessionHolds, sessionEnded } from '../auth/booth-session.js';
import { runCommand } from '../event-store/command-runner.js';
import { EventStore } from '../event-store/event-store.js';
import { withConnection, type Sql } from '../event-store/sql.js';
import type { EventMetadata } from '../event-store/stored-event.js';
import { LectureErrors } from '../lectures/domain/lecture.errors.js';
import type { Decider } from '../event-store/decider.js';
import { AttendanceBatcher, type AttendanceRequest } from './attendance-batcher.js';
import {
  boothVisitDecider,
  lectureCheckInDecider,
  type AttendanceState,
  type RecordAttendance,
} from './domain/attendance.decider.js';
import {
  boothVisitStreamId,
  lectureCheckInStreamId,
  type BoothVisitRecorded,
  type LectureCheckedIn,
} from './domain/visit.events.js';
import { BOOTH_VISITS, LECTURE_CHECKINS, type VisitPlace } from './visit-places.js';
import { readVisit, type VisitDto } from './visit-reads.js';

async function attendeeEventId(sql: Sql, attendeeId: number): Promise<number | null> {
  const [row] = await sql.query<{ event_id: number }>(`SELECT event_id FROM attendees WHERE id = $1`, [
    attendeeId,
  ]);
  return row?.event_id ?? null;
}

/**
 * Records booth visits and lecture check-ins. The stream per place and attendee makes a second record
 * impossible (20 racing scans record one visit: the others find it and get 409 '중복'); a repeated client event
 * id (Idempotency-Key) answers with what the first request recorded. Requests arriving together share a
 * transaction (AttendanceBatcher); one that meets a concurrent writer is written on its own (`recordOne`).
 */
@Injectable()
export class AttendanceRecorder {
  private readonly boothVisits: AttendanceBatcher<BoothVisitRecorded>;
  private readonly checkIns: AttendanceBatcher<LectureCheckedIn>;

  constructor(@Inject(EventStore) private readonly store: EventStore) {
    this.boothVisits = new AttendanceBatcher(
      store,
      BOOTH_VISITS,
      boothVisitDecider,
      boothVisitStreamId,
      (r) => this.recordOne(BOOTH_VISITS, boothVisitDecider, boothVisitStreamId, r),
    );
    this.checkIns = new AttendanceBatcher(
      store,
      LECTURE_CHECKINS,
      lectureCheckInDecider,
      lectureCheckInStreamId,
      (r) => this.recordOne(LECTURE_CHECKINS, lectureCheckInDecider, lectureCheckInStreamId, r),
    );
  }

  /**
   * `booth` is the phone's verified booth token: its session (the booth still there, with the login the token
   * was made for) is checked in the transaction that records the visit, else 401.
   */
  async recordBoothVisit(
    booth: BoothPrincipal,
    attendeeId: number,
    metadata: EventMetadata,
  ): Promise<VisitDto & { boothId: number }> {
    const visit = await this.boothVisits.record({
      placeId: booth.boothId,
      placeEventId: booth.eventId,
      attendeeId,
      metadata,
      session: booth,
    });
    return { boothId: booth.boothId, ...this.orErased(visit, attendeeId) };
  }

  async checkIn(
    lectureId: number,
    attendeeId: number,
    metadata: EventMetadata,
  ): Promise<{ lectureId: number; userId: number; visitedAt: string }> {
    const [lecture] = await withConnection(this.store.dataSource, (sql) =>
      sql.query<{ event_id: number }>(`SELECT event_id FROM lectures WHERE id = $1`, [lectureId]),
    );
    if (!lecture) throw LectureErrors.notFound();
    const visit = await this.checkIns.record({
      placeId: lectureId,
      placeEventId: lecture.event_id,
      attendeeId,
      metadata,
    });
    // an anonymous caller learns nothing about the attendee but that the check-in holds
    return { lectureId, userId: attendeeId, visitedAt: this.orErased(visit, attendeeId).visitedAt };
  }

  /** One request in a transaction of its own (retried on a concurrent change of its stream). */
  private async recordOne<E extends BoothVisitRecorded | LectureCheckedIn>(
    place: VisitPlace,
    decider: Decider<RecordAttendance, AttendanceState, E>,
    streamOf: (placeId: number, attendeeId: number) => string,
    { placeId, placeEventId, attendeeId, metadata, session }: AttendanceRequest,
  ): Promise<VisitDto | undefined> {
    const found = await withConnection(this.store.dataSource, async (sql) => {
      if (session && !(await boothSessionHolds(sql, session))) throw sessionEnded();
      return attendeeEventId(sql, attendeeId);
    });
    return runCommand(
      this.store,
      streamOf(placeId, attendeeId),
      decider,
      { type: 'RecordAttendance', data: { placeId, placeEventId, attendeeId, attendeeEventId: found } },
      metadata,
      (tx) => readVisit(tx.sql, place, placeId, attendeeId),
    );
  }

  /** A retried request whose visit was removed since (place or attendee deleted) still gets an answer. */
  private orErased(visit: VisitDto | undefined, attendeeId: number): VisitDto {
    return visit ?? { userId: attendeeId, userName: '', affiliation: '', phoneNumber: '', visitedAt: '' };
  }
}
