import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { qrViewLink } from '../../attendees/qr-link.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { SecretsService } from '../../core/secrets.service.js';
import { runCommand } from '../../event-store/command-runner.js';
import { EventStore } from '../../event-store/event-store.js';
import { withConnection } from '../../event-store/sql.js';
import { qrMessageDecider, type QrMessageCommand } from '../domain/qr-message.decider.js';
import { qrMessageStreamId } from '../domain/qr-message.events.js';
import { composeQrMessage, redactEmails } from './qr-message-content.js';
import { logTransport, smtpTransport, type MessageTransport } from './transports.js';

export const CLAIM_SECONDS = 120;
const BATCH = 10;

interface Claimed {
  id: string;
  event_id: number;
  attendee_id: number;
}

/**
 * Delivers pending QR messages. Rows are claimed with a lease under FOR UPDATE SKIP LOCKED, so nodes
 * never share a message; a crash leaves the lease to expire and the message is retried, and a message
 * already recorded as sent is never recorded (or counted) twice.
 */
@Injectable()
export class QrMessageWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('QrMessageWorker');
  private readonly transport: MessageTransport;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SecretsService) private readonly secrets: SecretsService,
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
      .catch((error: unknown) => this.logger.error(`QR 메시지 전송 작업 오류: ${String(error)}`))
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async drain(): Promise<void> {
    for (;;) {
      const claimed = await this.claim();
      for (const message of claimed) await this.deliver(message);
      if (claimed.length < BATCH) return;
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

  private async deliver(message: Claimed): Promise<void> {
    const ids = { sendId: message.id, attendeeId: message.attendee_id, eventId: message.event_id };
    const [target] = await withConnection(this.store.dataSource, (sql) =>
      sql.query<{ name: string; email: string; event_name: string }>(
        `SELECT a.name, a.email, c.name AS event_name FROM attendees a JOIN conferences c ON c.id = a.event_id
          WHERE a.id = $1`,
        [message.attendee_id],
      ),
    );
    if (!target) return; // the attendee was deleted: the projection removed the message
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
    await runCommand(this.store, qrMessageStreamId(message.id), qrMessageDecider, command, {
      actor: { kind: 'system' },
    });
  }
}

function failure(
  ids: { sendId: string; attendeeId: number; eventId: number },
  error: string,
  permanent: boolean,
): QrMessageCommand {
  return { type: 'RecordFailure', data: { ...ids, error, permanent, now: new Date() } };
}
