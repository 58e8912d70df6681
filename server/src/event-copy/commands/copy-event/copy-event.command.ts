import { Command } from '@nestjs/cqrs';
import type { CopyEventBody, EventCopy } from '@expo/contract/events';
import type { EventMetadata } from '../../../kernel/stored-event.js';

/**
 * '이전 행사 복사': a new event (`fields`) with the booths (new logins), lectures (days moved by the gap between the
 * two first days, 정원 kept), desks (new logins), badge settings, privacy notices and message settings of
 * `fromEventId`; never its attendees, visits, leads, messages, access records or reports.
 */
export class CopyEventCommand extends Command<EventCopy> {
  constructor(
    readonly fromEventId: number,
    readonly fields: CopyEventBody,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
