import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';

/**
 * Copies an event's lectures into another, each day moved by `dayShift` days (the gap between the two events'
 * first days), 정원 kept; answers each copied lecture's new id by its old one (the surveys of a lecture follow it).
 */
export class CopyLecturesCommand extends Command<Map<number, number>> {
  constructor(
    readonly fromEventId: number,
    readonly toEventId: number,
    readonly dayShift: number,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
