import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../event-store/command-runner.js';
import { EventStore } from '../../../event-store/event-store.js';
import { attendeeDecider } from '../../domain/attendee.decider-adapter.js';
import { attendeeStreamId } from '../../domain/attendee.events.js';
import { DeleteAttendeeCommand } from './delete-attendee.command.js';

/** Deletes an attendee and erases their personal data: the projection drops the rows, the key is destroyed. */
@CommandHandler(DeleteAttendeeCommand)
export class DeleteAttendeeHandler implements ICommandHandler<DeleteAttendeeCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  execute({ eventId, attendeeId, metadata }: DeleteAttendeeCommand) {
    const streamId = attendeeStreamId(attendeeId);
    return runCommand(
      this.store,
      streamId,
      attendeeDecider,
      { type: 'DeleteAttendee', data: { eventId } },
      metadata,
      async (tx) => {
        await tx.forgetPersonalData(streamId);
        return { id: attendeeId };
      },
    );
  }
}
