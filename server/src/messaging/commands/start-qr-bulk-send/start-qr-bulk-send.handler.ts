import { DATA_SOURCE } from '../../../kernel/tokens.js';
import type { DataSource } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { EnsureEventOpenQuery } from '../../../conferences/queries/ensure-event-open/ensure-event-open.query.js';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { attendeeStreamId } from '../../../attendees/domain/attendee.events.js';
import { AppError } from '../../../kernel/app-error.js';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { SecretsService } from '../../../auth/secrets.service.js';
import { ConcurrencyError, EventStore } from '../../../event-store/event-store.js';
import { withConnection } from '../../../database/sql.js';
import { planEventBulkSend } from '../../bulk-send-planning.js';
import type { BulkSend } from '@expo/contract/messaging';
import { readBulkSends } from '../../queries/bulk-send-reads.js';
import { MessageErrors } from '../../domain/message.errors.js';
import { bulkSendRequests, qrBulkSendStreamId, type QrBulkSendStarted } from '../../domain/qr-bulk-send.js';
import { StartQrBulkSendCommand } from './start-qr-bulk-send.command.js';

const MAX_ATTEMPTS = 5;

/**
 * Plans the bulk send and queues every message of it in one transaction with its record: all or none, so a
 * kill never leaves half a bulk send; once committed the outbox sends them at the provider's rate across
 * restarts. Bulk sends of an event are serialised by a lock, so two at once never queue one attendee twice.
 * Each attendee's request is appended at the version their row was read at: an edit committed meanwhile
 * makes the plan be made again. A repeated client event id answers with the bulk send it started.
 */
@CommandHandler(StartQrBulkSendCommand)
export class StartQrBulkSendHandler implements ICommandHandler<StartQrBulkSendCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SecretsService) private readonly secrets: SecretsService,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ eventId, request, metadata }: StartQrBulkSendCommand): Promise<BulkSend> {
    await this.queries.execute(new EnsureEventOpenQuery(eventId));
    const bulkSendId = await this.queue(eventId, request, metadata);
    const [dto] = await withConnection(this.dataSource, (sql) => readBulkSends(sql, eventId, bulkSendId));
    return dto;
  }

  private async queue(
    eventId: number,
    request: StartQrBulkSendCommand['request'],
    metadata: StartQrBulkSendCommand['metadata'],
  ): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.store.transaction(async (tx) => {
          await tx.sql.execute(`SELECT pg_advisory_xact_lock(hashtext('qr-bulk-send'), $1)`, [eventId]);
          if (metadata.clientEventId) {
            const earlier = await tx.findByClientEventId(metadata.clientEventId);
            if (earlier) return (earlier[0].data as QrBulkSendStarted['data']).bulkSendId;
          }
          const { plan, sends } = await planEventBulkSend(
            tx.sql,
            this.config,
            this.secrets.get('link'),
            eventId,
            request,
          );
          if (plan.total === 0) throw MessageErrors.nothingToSend();
          const started: QrBulkSendStarted = {
            type: 'QrBulkSendStarted',
            data: {
              ...plan,
              bulkSendId: randomUUID(),
              eventId,
              audience: request.audience,
              search: request.keyword === null ? null : { keyword: request.keyword },
              resend: request.resend,
            },
          };
          const requests = bulkSendRequests(started.data, sends, randomUUID);
          await tx.appendMany(
            [
              {
                streamId: qrBulkSendStreamId(started.data.bulkSendId),
                expectedVersion: 0,
                events: [started],
              },
              ...requests.map((r) => ({
                streamId: attendeeStreamId(r.attendeeId),
                expectedVersion: r.version,
                events: [r.event],
              })),
            ],
            metadata,
          );
          return started.data.bulkSendId;
        });
      } catch (error) {
        if (!(error instanceof ConcurrencyError)) throw error;
        if (attempt >= MAX_ATTEMPTS)
          throw new AppError('CONCURRENCY', '다른 요청과 동시에 변경되었습니다. 다시 시도해주세요.', 409);
      }
    }
  }
}
