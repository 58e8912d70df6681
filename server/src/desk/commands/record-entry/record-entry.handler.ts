import { Inject } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { EnsureEventOpenQuery } from '../../../conferences/queries/ensure-event-open/ensure-event-open.query.js';
import { attendeeStreamId } from '../../../attendees/domain/attendee.events.js';
import { runCommand } from '../../../event-store/command-runner.js';
import { EventStore } from '../../../event-store/event-store.js';
import { actedAt } from '../../../kernel/acted-at.js';
import { readDeskAttendee } from '../../queries/desk-attendee-reads.js';
import { entranceDecider } from '../../domain/entrance.decider.js';
import type { EntryResult } from '@expo/contract/desks';
import { RecordEntryCommand } from './record-entry.command.js';

@CommandHandler(RecordEntryCommand)
export class RecordEntryHandler implements ICommandHandler<RecordEntryCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ attendeeId, staff, clientTime, metadata }: RecordEntryCommand): Promise<EntryResult> {
    await this.queries.execute(new EnsureEventOpenQuery(staff.eventId));
    const at = actedAt(clientTime);
    const by = { via: staff.via, name: staff.name };
    const command = { type: 'CheckInEntry', data: { eventId: staff.eventId, at, by } } as const;
    return runCommand(
      this.store,
      attendeeStreamId(attendeeId),
      entranceDecider,
      command,
      metadata,
      async (tx, events) => {
        // a resent request is answered with what the first one recorded
        const recorded = events.find((e) => e.type === 'EntryCheckedIn');
        const day = recorded?.type === 'EntryCheckedIn' ? recorded.data.day : at.slice(0, 10);
        const attendee = await readDeskAttendee(tx.sql, attendeeId, staff.eventId);
        const entry = attendee.entries.find((e) => e.day === day)!;
        return { recorded: recorded !== undefined, entry, attendee };
      },
    );
  }
}
