import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { RejectedRow } from '../../excel/read-attendee-workbook.js';

/** The answer to an upload: what was registered, skipped as already registered, or refused, row by row. */
export interface AttendeeImportReport {
  /** Korean, for the person who uploaded the file. */
  message: string;
  imported: number;
  /** Rows whose phone number an attendee of the event already has. */
  skipped: number;
  /** Rows refused (invalid, or the same phone number as an earlier row of the file). */
  invalid: number;
  /** The skipped and the invalid rows, with their Excel row numbers and Korean reasons, in row order. */
  rejected: RejectedRow[];
  /** Non-empty data rows of the sheet. */
  total: number;
}

/**
 * Registers the attendees of an uploaded workbook, all or nothing. `uploadId` names the upload waiting in the
 * `UploadInbox` (the multipart request, read while the rows are stored). How far the upload has come is
 * shown by the browser, which measures its own sending; the server reports nothing before its answer.
 */
export class ImportAttendeesCommand extends Command<AttendeeImportReport> {
  constructor(
    readonly eventId: number,
    readonly uploadId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
