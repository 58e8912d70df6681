import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { AttendeeImportReport } from '@expo/contract/attendees';

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
