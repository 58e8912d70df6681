import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { EnsureEventOpenQuery } from '../../../conferences/queries/ensure-event-open/ensure-event-open.query.js';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { scopedEventId } from '../../../auth/event-scope.js';
import { eventIdField } from '@expo/contract/fields';
import { parseWith } from '../../../http/schema/index.js';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { EventStore, type EventStoreTx } from '../../../event-store/event-store.js';
import { withConnection } from '../../../database/sql.js';
import { nextAttendeeIds } from '../../queries/attendee-reads.js';
import { phoneDigits } from '../../domain/attendee-fields.js';
import {
  decideAttendee,
  initialAttendeeState,
  qrSendChoice,
  type QrSendChoice,
} from '../../domain/attendee.decider.js';
import { QrSendSettingsQuery } from '../../queries/qr-send-settings/qr-send-settings.query.js';
import { attendeeStreamId } from '../../domain/attendee.events.js';
import type { AttendeeImportReport, RejectedRow } from '@expo/contract/attendees';
import type { AcceptedRow, WorkbookReadResult } from '../../excel/read-attendee-workbook.js';
import { UploadInbox } from '../../excel/upload-inbox.js';
import { receiveWorkbook } from '../../excel/upload-workbook.js';
import { ImportAttendeesCommand } from './import-attendees.command.js';

interface ImportOutcome {
  imported: number;
  skipped: RejectedRow[];
}

/** An import at least this large vacuums and analyzes the attendee table before it answers. */
const ANALYZE_AFTER_ROWS = 1000;

/**
 * Without fresh statistics PostgreSQL plans the next keyword searches for the table as it was before the
 * import (autovacuum's analyze comes up to a minute later): 100,000 attendees searched right after an import
 * of 50,000 took 20–90 ms a search instead of 2–15 ms. The vacuum marks the new rows' pages all-visible, so a
 * one-character search reads the newest-first index alone, without visiting the table.
 */
async function analyzeAttendees(store: EventStore): Promise<void> {
  await withConnection(store.dataSource, (sql) => sql.execute('VACUUM (ANALYZE) attendees'));
}

/**
 * Imports valid workbook rows in one transaction, all or nothing, storing each batch while the next is
 * parsed (at most one batch waits in memory): the upload is taken from the inbox and read as it arrives.
 * Rows whose phone number matches an attendee of the event are skipped and reported. Imports of one event
 * are serialised by a lock, so two uploads of the same file cannot both pass the duplicate check. The
 * transaction opens with the first batch, so a slow upload holds no connection. An import is not idempotent
 * by client event id: it is all or nothing.
 */
@CommandHandler(ImportAttendeesCommand)
export class ImportAttendeesHandler implements ICommandHandler<ImportAttendeesCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(UploadInbox) private readonly inbox: UploadInbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ eventId, uploadId, metadata }: ImportAttendeesCommand): Promise<AttendeeImportReport> {
    // a closed event imports nothing (the unread upload is discarded by the controller)
    await this.queries.execute(new EnsureEventOpenQuery(eventId));
    const upload = this.inbox.take(uploadId);
    const outcome: ImportOutcome = { imported: 0, skipped: [] };
    let open: Awaited<ReturnType<EventStore['begin']>> | undefined;
    // '등록 시 자동 발송': each new attendee's QR request is recorded with them (read before the import's
    // transaction holds a connection)
    const settings = await this.queries.execute(new QrSendSettingsQuery(eventId));
    const autoQrSend = settings.autoSendOnRegister
      ? (): QrSendChoice => qrSendChoice(settings, randomUUID())
      : undefined;
    const storeNow = async (rows: AcceptedRow[]) => {
      if (rows.length === 0) return;
      if (!open) {
        open = await this.store.begin();
        await open.tx.sql.execute(`SELECT pg_advisory_xact_lock(hashtext('attendee-import'), $1)`, [eventId]);
      }
      await importBatch(open.tx, eventId, rows, outcome, autoQrSend, {
        ...metadata,
        clientEventId: undefined,
      });
    };
    // One batch is stored while the next is parsed: PostgreSQL and the parser work at the same time.
    let inFlight: Promise<void> = Promise.resolve();
    const store = async (rows: AcceptedRow[]) => {
      const previous = inFlight;
      inFlight = previous.then(() => storeNow(rows));
      inFlight.catch(() => undefined); // surfaced by the next await of it
      await previous;
    };
    try {
      const { result, fields } = await receiveWorkbook(upload, {
        maxBytes: this.config.uploadMaxBytes,
        maxRows: this.config.uploadMaxRows,
        onRows: store,
      });
      // a form field naming another event refuses the import
      scopedEventId({ eventId }, parseWith(eventIdField, fields.eventId));
      await inFlight;
      await storeNow(result.rows);
      await open?.commit();
      if (outcome.imported >= ANALYZE_AFTER_ROWS) await analyzeAttendees(this.store);
      return report(outcome, result);
    } catch (error) {
      await inFlight.catch(() => undefined); // never roll back under a batch still writing
      await open?.rollback();
      throw error;
    }
  }
}

function report({ imported, skipped }: ImportOutcome, read: WorkbookReadResult): AttendeeImportReport {
  const invalid = read.rejected;
  return {
    message: `업로드 완료: ${imported}명 등록, ${skipped.length}건 중복 건너뜀, ${invalid.length}건 오류`,
    imported,
    skipped: skipped.length,
    invalid: invalid.length,
    rejected: [...invalid, ...skipped].sort((a, b) => a.row - b.row),
    total: read.total,
  };
}

async function importBatch(
  tx: EventStoreTx,
  eventId: number,
  rows: AcceptedRow[],
  outcome: ImportOutcome,
  autoQrSend: (() => QrSendChoice) | undefined,
  metadata: ImportAttendeesCommand['metadata'],
): Promise<void> {
  const existing = new Set(
    (
      await tx.sql.query<{ phone_digits: string }>(
        `SELECT phone_digits FROM attendees WHERE event_id = $1 AND phone_digits = ANY($2::text[])`,
        [eventId, rows.map((r) => phoneDigits(r.fields.phoneNumber))],
      )
    ).map((r) => r.phone_digits),
  );
  const fresh = rows.filter((r) => {
    if (!existing.has(phoneDigits(r.fields.phoneNumber))) return true;
    outcome.skipped.push({ row: r.row, reason: `이미 등록된 전화번호입니다 (${r.fields.phoneNumber}).` });
    return false;
  });
  if (fresh.length === 0) return;
  const ids = await nextAttendeeIds(tx.sql, fresh.length);
  const appends = fresh.map((r, i) => {
    const attendeeId = ids[i];
    const events = decideAttendee(
      {
        type: 'RegisterAttendee',
        data: { attendeeId, eventId, fields: r.fields, source: 'EXCEL', autoQrSend: autoQrSend?.() },
      },
      initialAttendeeState,
    );
    return { streamId: attendeeStreamId(attendeeId), expectedVersion: 0, events };
  });
  await tx.appendMany(appends, metadata);
  outcome.imported += fresh.length;
}
