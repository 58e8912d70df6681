import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { attendeeStreamId } from '../../../attendees/domain/attendee.events.js';
import { runCommand } from '../../../event-store/command-runner.js';
import { EventStore } from '../../../event-store/event-store.js';
import { actedAt } from '../../../kernel/acted-at.js';
import { readDeskAttendee } from '../../queries/desk-attendee-reads.js';
import { entranceDecider } from '../../domain/entrance.decider.js';
import { toKioskAttendee } from '../../queries/entrance-results.js';
import { PrintBadgeCommand } from './print-badge.command.js';

@CommandHandler(PrintBadgeCommand)
export class PrintBadgeHandler implements ICommandHandler<PrintBadgeCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  execute({ attendeeId, staff, options, clientTime, metadata }: PrintBadgeCommand) {
    const command = {
      type: 'PrintBadge',
      data: {
        eventId: staff.eventId,
        at: actedAt(clientTime),
        by: { via: staff.via, name: staff.name },
        ...options,
        batch: false,
      },
    } as const;
    return runCommand(
      this.store,
      attendeeStreamId(attendeeId),
      entranceDecider,
      command,
      metadata,
      async (tx, events) => {
        // a resent request is answered with what the first one recorded
        const printed = events.find((e) => e.type === 'BadgePrinted');
        const attendee = await readDeskAttendee(tx.sql, attendeeId, staff.eventId);
        const answer = {
          printCount: printed?.type === 'BadgePrinted' ? printed.data.printCount : attendee.badge.printCount,
          reprint: printed?.type === 'BadgePrinted' ? printed.data.reprint : false,
          entryRecorded: events.some((e) => e.type === 'EntryCheckedIn'),
        };
        return staff.via === 'kiosk'
          ? { ...answer, attendee: toKioskAttendee(attendee) }
          : { ...answer, attendee };
      },
    );
  }
}
