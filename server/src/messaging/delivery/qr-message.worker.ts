import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { qrViewLink } from '../../attendees/qr-link.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { SecretsService } from '../../core/secrets.service.js';
import { isDatabaseUnavailable } from '../../database/database-errors.js';
import { OutageNotice } from '../../database/outage-notice.js';
import { EventStore } from '../../event-store/event-store.js';
import { withConnection } from '../../event-store/sql.js';
import { RecordQrDeliveryCommand } from '../commands/record-qr-delivery/record-qr-delivery.command.js';
import type { QrMessageCommand } from '../domain/qr-message.decider.js';
import { composeQrMessage, redactEmails } from './qr-message-content.js';
import { logTransport, smtpTransport, type MessageTransport } from './transports.js';

export const CLAIM_SECONDS = 120;
/** A claim is given up this long before it ends (the clocks of the node and the database may differ). */
const LEASE_MARGIN_SECONDS = 10;
const BATCH = 10;

interface Claimed {
  id: string;
  event_id: number;
  attendee_id: number;
}

/**
 * Delivers pending QR messages. Rows are claimed with a lease under FOR UPDATE SKIP LOCKED, so nodes
 * never share a message; a crash leaves the lease to expire and the message is retried, and a message
 * already recorded as sent is never recorded (or counted) twice. While the database is away the worker keeps
 * what it holds (its claims, the outcomes of messages already sent) and goes on with them when it is back,
 * logging the outage once.
 */
@Injectable()
export class QrMessageWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('QrMessageWorker');
  private readonly transport: MessageTransport;
  private readonly outage = new OutageNotice(this.logger, 'QR 메시지 전송');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** Messages claimed by this node and not yet sent, with when to give their claim up. */
  private readonly claimed: (Claimed & { leaseEnds: number })[] = [];
  /** Outcomes of messages sent (or failed) whose recording waits for the database. */
  private readonly unrecorded: { sendId: string; command: QrMessageCommand }[] = [];

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SecretsService) private readonly secrets: SecretsService,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {
    this.transport = config.smtpUrl
      ? smtpTransport(config.smtpUrl, config.mailFrom, new URL(config.publicUrl).hostname)
      : logTransport();
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.kick(), 1000);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }

  /** Runs one pass now unless one is running. */
  kick(): Promise<void> {
    this.running ??= this.drain()
      .then(
        () => this.outage.succeeded(),
        (error: unknown) =>
          this.outage.failed(error, (other) =>
            this.logger.error(`QR 메시지 전송 작업 오류: ${String(other)}`),
          ),
      )
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async drain(): Promise<void> {
    await this.recordOutcomes();
    await this.deliverClaimed();
    for (;;) {
      const claimed = await this.claim();
      const leaseEnds = Date.now() + (CLAIM_SECONDS - LEASE_MARGIN_SECONDS) * 1000;
      this.claimed.push(...claimed.map((message) => ({ ...message, leaseEnds })));
      await this.deliverClaimed();
      if (claimed.length < BATCH) return;
    }
  }

  /**
   * Delivers the messages this node holds claims on, in order. One the database went away under stays first
   * in line and is delivered when it is back, while its claim holds (after that another node may have it).
   */
  private async deliverClaimed(): Promise<void> {
    for (let next = this.claimed[0]; next; next = this.claimed[0]) {
      if (Date.now() > next.leaseEnds) {
        this.claimed.shift();
        continue;
      }
      const command = await this.send(next);
      this.claimed.shift();
      if (!command) continue;
      this.unrecorded.push({ sendId: next.id, command });
      await this.recordOutcomes();
    }
  }

  private claim(): Promise<Claimed[]> {
    return withConnection(this.store.dataSource, (sql) =>
      sql.query<Claimed>(
        `UPDATE qr_messages m SET claimed_until = now() + make_interval(secs => $2)
           FROM (SELECT id FROM qr_messages
                  WHERE status = 'PENDING' AND next_attempt_at <= now()
                    AND (claimed_until IS NULL OR claimed_until < now())
                  ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED) c
          WHERE m.id = c.id
      RETURNING m.id, m.event_id, m.attendee_id`,
        [BATCH, CLAIM_SECONDS],
      ),
    );
  }

  /** Sends the message: what to record of it, or nothing when its attendee was deleted meanwhile. */
  private async send(message: Claimed): Promise<QrMessageCommand | undefined> {
    const ids = { sendId: message.id, attendeeId: message.attendee_id, eventId: message.event_id };
    const [target] = await withConnection(this.store.dataSource, (sql) =>
      sql.query<{ name: string; email: string; event_name: string }>(
        `SELECT a.name, a.email, c.name AS event_name FROM attendees a JOIN conferences c ON c.id = a.event_id
          WHERE a.id = $1`,
        [message.attendee_id],
      ),
    );
    if (!target) return undefined; // the attendee was deleted: the projection removed the message
    let command: QrMessageCommand;
    if (this.transport.needsEmail && !target.email) {
      command = failure(ids, '이메일 주소가 없습니다.', true);
    } else {
      try {
        const link = qrViewLink(this.config.publicUrl, this.secrets.get('link'), message.attendee_id);
        await this.transport.send(
          message.id,
          composeQrMessage({ email: target.email, name: target.name, eventName: target.event_name, link }),
        );
        command = { type: 'RecordDelivery', data: { ...ids, transport: this.transport.name } };
      } catch (error) {
        const permanent =
          (error as { responseCode?: number }).responseCode !== undefined &&
          Number((error as { responseCode: number }).responseCode) >= 500;
        command = failure(
          ids,
          redactEmails(error instanceof Error ? error.message : String(error)),
          permanent,
        );
      }
    }
    return command;
  }

  /**
   * Records the outcomes not recorded yet, oldest first. One that could not be recorded because the database
   * went away after the message went out is kept and recorded when it is back: its claim would otherwise
   * expire and the message go out a second time.
   */
  private async recordOutcomes(): Promise<void> {
    while (this.unrecorded.length) {
      const { sendId, command } = this.unrecorded[0];
      try {
        await this.commands.execute(new RecordQrDeliveryCommand(sendId, command));
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw error;
        this.unrecorded.shift(); // refused (the message was deleted meanwhile): nothing left to record
        throw error;
      }
      this.unrecorded.shift();
    }
  }
}

function failure(
  ids: { sendId: string; attendeeId: number; eventId: number },
  error: string,
  permanent: boolean,
): QrMessageCommand {
  return { type: 'RecordFailure', data: { ...ids, error, permanent, now: new Date() } };
}
