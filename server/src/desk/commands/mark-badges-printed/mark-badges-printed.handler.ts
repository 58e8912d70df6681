import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { attendeeStreamId } from '../../../attendees/domain/attendee.events.js';
import { AppError } from '../../../kernel/app-error.js';
import { toSeoulLocal } from '@expo/contract/seoul-time';
import { ConcurrencyError, EventStore, type StreamAppend } from '../../../event-store/event-store.js';
import { decideEntrance, entranceDecider, type EntranceState } from '../../domain/entrance.decider.js';
import { MarkBadgesPrintedCommand } from './mark-badges-printed.command.js';

const MAX_ATTEMPTS = 3;

/**
 * One transaction for the whole set: every attendee's stream loaded with one query, one `BadgePrinted` each
 * appended with one statement. Attendees deleted meanwhile (or of another event) are left out of the count.
 */
@CommandHandler(MarkBadgesPrintedCommand)
export class MarkBadgesPrintedHandler implements ICommandHandler<MarkBadgesPrintedCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ attendeeIds, staff, metadata }: MarkBadgesPrintedCommand) {
    const streamIds = [...new Set(attendeeIds)].map(attendeeStreamId);
    const command = {
      type: 'PrintBadge',
      data: {
        eventId: staff.eventId,
        at: toSeoulLocal(new Date()),
        by: { via: staff.via, name: staff.name },
        reprint: true,
        unpaidConfirmed: true,
        batch: true,
      },
    } as const;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.store.transaction(async (tx) => {
          const streams = await tx.loadMany<EntranceState, Parameters<typeof entranceDecider.evolve>[1]>(
            streamIds,
            entranceDecider.evolve,
            entranceDecider.initialState,
          );
          const appends: StreamAppend[] = [];
          for (const [streamId, { state, version }] of streams) {
            if (state.status !== 'active' || state.eventId !== staff.eventId) continue;
            appends.push({ streamId, expectedVersion: version, events: decideEntrance(command, state) });
          }
          await tx.appendMany(appends, metadata);
          return { printed: appends.length };
        });
      } catch (error) {
        if (!(error instanceof ConcurrencyError)) throw error;
        if (attempt >= MAX_ATTEMPTS)
          throw new AppError('CONCURRENCY', '다른 요청과 동시에 변경되었습니다. 다시 시도해주세요.', 409);
      }
    }
  }
}
