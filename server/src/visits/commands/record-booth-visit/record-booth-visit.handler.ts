import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.js';
import type { AttendanceBatcher } from '../attendance/attendance-batcher.js';
import { attendanceBatcher, visitOrErased } from '../attendance/attendance-writes.js';
import { boothVisitDecider } from '../../domain/attendance.decider.js';
import { VisitErrors } from '../../domain/visit.errors.js';
import {
  boothVisitStreamId,
  type BoothRevisitRecorded,
  type BoothVisitRecorded,
} from '../../domain/visit.events.js';
import { boothScanFacts } from '../attendance/attendance-facts.js';
import { BOOTH_VISITS } from '../../domain/visit-places.js';
import { RecordBoothVisitCommand } from './record-booth-visit.command.js';
import type { RecordedBoothVisit } from '@expo/contract/visits';

/**
 * Hands each scan to the booth visits' group-commit batcher (AttendanceBatcher): scans arriving together share
 * one transaction: the visits benchmark in docs/BENCHMARKS.md.
 */
@CommandHandler(RecordBoothVisitCommand)
export class RecordBoothVisitHandler implements ICommandHandler<RecordBoothVisitCommand> {
  private readonly visits: AttendanceBatcher<BoothVisitRecorded | BoothRevisitRecorded>;

  constructor(@Inject(EventStore) store: EventStore) {
    // the phone sees the visitor as its booth may ('부스 제공 동의 확인': privacy/exhibitor-view.ts), read in
    // the transaction that records the visit, with the batch's other facts in one statement
    this.visits = attendanceBatcher(
      store,
      BOOTH_VISITS,
      boothVisitDecider,
      boothVisitStreamId,
      boothScanFacts,
    );
  }

  async execute({
    boothId,
    userId,
    booth,
    metadata,
    access,
  }: RecordBoothVisitCommand): Promise<RecordedBoothVisit> {
    // a phone records visits of its own booth only
    if (boothId !== booth.boothId) throw VisitErrors.otherBooth();
    const visit = await this.visits.record({
      placeId: boothId,
      placeEventId: booth.eventId,
      attendeeId: userId,
      metadata,
      session: booth,
      access,
    });
    return { boothId, ...visitOrErased(visit, userId) };
  }
}
