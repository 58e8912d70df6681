import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';

/**
 * Copies an event's lectures into another, each day moved by `dayShift` days (the gap between the two events'
 * first days), 정원 kept; answers how many were copied.
 */
export class CopyLecturesCommand extends Command<number> {
  constructor(
    readonly fromEventId: number,
    readonly toEventId: number,
    readonly dayShift: number,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
