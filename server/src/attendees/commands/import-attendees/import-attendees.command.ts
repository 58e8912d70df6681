import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../event-store/stored-event.js';
import type { AttendeeFields } from '../../domain/attendee-fields.js';

export interface ImportedRow {
  row: number;
  fields: AttendeeFields;
}

export interface ImportOutcome {
  imported: number;
  skipped: { row: number; reason: string }[];
}

/**
 * Reads the rows (handing valid ones over in batches while it reads) and answers with what was left
 * at the end; throwing refuses the whole import.
 */
export type RowSource<R extends { rows: ImportedRow[] }> = (
  onRows: (rows: ImportedRow[]) => Promise<void>,
) => Promise<R>;

export class ImportAttendeesCommand<
  R extends { rows: ImportedRow[] } = { rows: ImportedRow[] },
> extends Command<ImportOutcome & { source: R }> {
  constructor(
    readonly eventId: number,
    readonly read: RowSource<R>,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
