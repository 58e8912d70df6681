import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../event-store/command-runner.js';
import { EventStore } from '../../../event-store/event-store.js';
import { readAttendee } from '../../queries/attendee-reads.js';
import { attendeeDecider } from '../../domain/attendee.decider-adapter.js';
import { attendeeStreamId } from '../../domain/attendee.events.js';
import { UpdateAttendeeCommand } from './update-attendee.command.js';

@CommandHandler(UpdateAttendeeCommand)
export class UpdateAttendeeHandler implements ICommandHandler<UpdateAttendeeCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  execute({ eventId, attendeeId, fields, metadata }: UpdateAttendeeCommand) {
    return runCommand(
      this.store,
      attendeeStreamId(attendeeId),
      attendeeDecider,
      { type: 'UpdateAttendee', data: { eventId, fields } },
      metadata,
      (tx) => readAttendee(tx.sql, attendeeId, eventId),
    );
  }
}
