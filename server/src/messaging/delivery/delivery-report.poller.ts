import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { OutageNotice } from '../../database/outage-notice.js';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../kernel/tokens.js';
import { withConnection } from '../../database/sql.js';
import { RecordQrDeliveryCommand } from '../commands/record-qr-delivery/record-qr-delivery.command.js';
import type { QrMessageCommand } from '../domain/qr-message.decider.js';
import { QrSenders } from './qr-senders.js';

/** Reports are asked for this many messages at a time, sent within the last three days. */
const BATCH = 100;

interface Sent {
  id: string;
  event_id: number;
  attendee_id: number;
  provider_message_id: string;
}

/**
 * Asks the provider, every `MESSAGE_REPORT_SECONDS`, what became of the phone messages it accepted: one
 * received by the phone becomes 전달됨, one it could not deliver 실패 with the reason. Every node with the
 * phone channel asks; the message's stream records each report once.
 */
@Injectable()
export class DeliveryReportPoller implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('QrDeliveryReports');
  private readonly outage = new OutageNotice(this.logger, 'QR 전달 결과 확인');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QrSenders) private readonly senders: QrSenders,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.senders.phone?.reports) return;
    this.timer = setInterval(() => void this.check(), this.config.messageReportSeconds * 1000);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One round now unless one is running. */
  check(): Promise<void> {
    this.running ??= this.round()
      .then(
        () => this.outage.succeeded(),
        (error: unknown) =>
          this.outage.failed(error, (other) =>
            this.logger.warn(`QR 전달 결과를 확인하지 못했습니다: ${String(other)}`),
          ),
      )
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async round(): Promise<void> {
    const reports = this.senders.phone?.reports?.bind(this.senders.phone);
    if (!reports) return;
    const sent = await withConnection(this.dataSource, (sql) =>
      sql.query<Sent>(
        `SELECT id, event_id, attendee_id, provider_message_id FROM qr_messages
          WHERE status = 'SENT' AND transport IN ('ALIMTALK', 'SMS', 'LMS') AND provider_message_id IS NOT NULL
            AND sent_at > now() - interval '3 days'
          ORDER BY sent_at LIMIT $1`,
        [BATCH],
      ),
    );
    if (sent.length === 0) return;
    const found = await reports(sent.map((m) => m.provider_message_id));
    for (const message of sent) {
      const report = found.get(message.provider_message_id);
      if (!report) continue;
      const ids = { sendId: message.id, attendeeId: message.attendee_id, eventId: message.event_id };
      const command: QrMessageCommand = report.delivered
        ? { type: 'RecordDelivered', data: ids }
        : { type: 'RecordUndelivered', data: { ...ids, reason: report.reason, now: new Date() } };
      await this.commands.execute(new RecordQrDeliveryCommand(message.id, command));
    }
  }
}
