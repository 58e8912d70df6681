import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';

/**
 * Copies an event's surveys into another, without answers: the period moved by `dayShift` days like the
 * lectures, a lecture survey to the copy of its lecture (`lectureIds`: old id → new id); answers how many.
 */
export class CopySurveysCommand extends Command<number> {
  constructor(
    readonly fromEventId: number,
    readonly toEventId: number,
    readonly dayShift: number,
    readonly lectureIds: ReadonlyMap<number, number>,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
