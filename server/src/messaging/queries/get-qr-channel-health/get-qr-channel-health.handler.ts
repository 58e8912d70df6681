import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { toSeoulLocal } from '@expo/contract/seoul-time';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { channelHealth, type ChannelHealth, type SendOutcome } from '../../domain/qr-channel-health.js';
import type { ChannelsHealth } from '@expo/contract/messaging';
import { GetQrChannelHealthQuery } from './get-qr-channel-health.query.js';

/** The event's newest tries looked at: enough for a run of failures of each channel. */
const NEWEST = 200;

/**
 * The event's newest tries at sending, from the log (each message's QrMessageSent and QrMessageFailed, found
 * by the partial index event_log_qr_outcomes), with the channel their message goes by. A failure records
 * whether it was the channel's fault; one of before says only whether it was to be tried again, which stands
 * for it. A provider's report of a message not delivered (channelFault false) is no try.
 */
@QueryHandler(GetQrChannelHealthQuery)
export class GetQrChannelHealthHandler implements IQueryHandler<GetQrChannelHealthQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ eventId }: GetQrChannelHealthQuery): Promise<ChannelsHealth> {
    const rows = await withConnection(this.dataSource, (sql) =>
      sql.query<SendOutcome>(
        `SELECT CASE WHEN m.channel IN ('ALIMTALK', 'SMS') THEN 'phone' ELSE 'email' END AS channel,
                CASE WHEN e.type = 'QrMessageSent' THEN 'sent'
                     WHEN COALESCE((e.data->>'channelFault')::boolean, NOT (e.data->>'final')::boolean)
                       THEN 'channel-fault'
                     ELSE 'message-fault' END AS outcome,
                e.recorded_at AS at, e.data->>'error' AS error
           FROM event_log e JOIN qr_messages m ON m.id = e.data->>'sendId'
          WHERE e.type IN ('QrMessageSent', 'QrMessageFailed') AND e.data->>'eventId' = $1::text
            AND m.channel IS DISTINCT FROM 'KEPT' AND m.transport IS DISTINCT FROM 'log'
          ORDER BY e.position DESC LIMIT $2`,
        [eventId, NEWEST],
      ),
    );
    const health = channelHealth(rows);
    return { phone: toDto(health.phone), email: toDto(health.email) };
  }
}

const toDto = (h: ChannelHealth): ChannelsHealth['phone'] => ({
  failing: h.failing,
  failuresInARow: h.failuresInARow,
  lastFailureAt: h.lastFailureAt ? toSeoulLocal(h.lastFailureAt) : null,
  lastError: h.lastError,
});
