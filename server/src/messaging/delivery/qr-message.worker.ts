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
import { SecretsService } from '../../auth/secrets.service.js';
import { isDatabaseUnavailable } from '../../database/database-errors.js';
import { OutageNotice } from '../../database/outage-notice.js';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../kernel/tokens.js';
import { withConnection } from '../../database/sql.js';
import { RecordQrDeliveryCommand } from '../commands/record-qr-delivery/record-qr-delivery.command.js';
import type { QrMessageCommand } from '../domain/qr-message.decider.js';
import { koreanMobile } from '@expo/contract/messaging';
import type { Lang } from '@expo/contract/lang';
import type { QrChannel } from '@expo/contract/messaging-values';
import { redactContacts } from './qr-message-content.js';
import { surveyAnswerLink } from './survey-message-content.js';
import { DeliveryError, type QrSender } from './qr-sender.js';
import { QrSenders } from './qr-senders.js';

/** A claim is given up this long before it ends (the clocks of the node and the database may differ). */
const LEASE_MARGIN_SECONDS = 10;
const BATCH = 10;

interface Target {
  name: string;
  /** The attendee's language ('en': a walk-in of the English form). */
  lang: Lang;
  phone_number: string;
  email: string;
  event_name: string;
  channel: QrChannel | null;
  /** The survey the message invites to (null: the QR), its title (null: deleted since) and whether it closed. */
  survey_id: number | null;
  survey_title: string | null;
  survey_closed: boolean | null;
}

interface Claimed {
  id: string;
  event_id: number;
  attendee_id: number;
  requested_at: Date;
  /** A node claimed it before and its claim ran out with nothing recorded: it may have gone out (a kill). */
  in_doubt: boolean;
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
  private nextSlot = 0;
  private readonly outage = new OutageNotice(this.logger, 'QR 메시지 전송');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** Messages claimed by this node and not yet sent, with when to give their claim up. */
  private readonly claimed: (Claimed & { leaseEnds: number })[] = [];
  /** Outcomes of messages sent (or failed) whose recording waits for the database. */
  private readonly unrecorded: { sendId: string; command: QrMessageCommand }[] = [];

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SecretsService) private readonly secrets: SecretsService,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QrSenders) private readonly senders: QrSenders,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.kick(), 1000);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
    this.senders.close();
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
      const leaseEnds = Date.now() + (this.config.messageLeaseSeconds - LEASE_MARGIN_SECONDS) * 1000;
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
    return withConnection(this.dataSource, (sql) =>
      sql.query<Claimed>(
        `UPDATE qr_messages m SET claimed_until = now() + make_interval(secs => $2)
           FROM (SELECT id, claimed_until AS previous FROM qr_messages
                  WHERE status = 'PENDING' AND next_attempt_at <= now()
                    AND (claimed_until IS NULL OR claimed_until < now())
                  ORDER BY (bulk_send_id IS NOT NULL), next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED) c
          WHERE m.id = c.id
      RETURNING m.id, m.event_id, m.attendee_id, m.requested_at, c.previous IS NOT NULL AS in_doubt`,
        [BATCH, this.config.messageLeaseSeconds],
      ),
    );
  }

  /** Sends the message: what to record of it, or nothing when its attendee was deleted meanwhile. */
  private async send(message: Claimed): Promise<QrMessageCommand | undefined> {
    const ids = { sendId: message.id, attendeeId: message.attendee_id, eventId: message.event_id };
    const [target] = await withConnection(this.dataSource, (sql) =>
      sql.query<Target>(
        `SELECT a.name, a.lang, a.phone_number, a.email, c.name AS event_name, m.channel, m.survey_id,
                s.title AS survey_title, s.closes_at <= now() AS survey_closed
           FROM qr_messages m JOIN attendees a ON a.id = m.attendee_id JOIN conferences c ON c.id = a.event_id
                LEFT JOIN surveys s ON s.id = m.survey_id
          WHERE m.id = $1`,
        [message.id],
      ),
    );
    if (!target) return undefined; // the attendee was deleted: the projection removed the message
    const route = this.route(target);
    if ('undeliverable' in route)
      return { type: 'RecordUndeliverable', data: { ...ids, reason: route.undeliverable } };
    if ('unconfigured' in route) return failure(ids, route.unconfigured, true, true);
    const survey = surveyOf(target);
    if (survey && 'undeliverable' in survey)
      return { type: 'RecordUndeliverable', data: { ...ids, reason: survey.undeliverable } };
    const link = survey
      ? surveyAnswerLink(this.config.publicUrl, this.secrets.get('link'), survey.id, message.attendee_id)
      : qrViewLink(this.config.publicUrl, this.secrets.get('link'), message.attendee_id);
    try {
      // a message a killed node may have handed over already: the provider is asked before it goes again
      const earlier = message.in_doubt
        ? await route.sender.find?.(message.id, route.to, message.requested_at)
        : undefined;
      if (earlier) return { type: 'RecordDelivery', data: { ...ids, ...earlier } };
      await this.pace();
      const sent = await route.sender.send({
        sendId: message.id,
        attendeeId: message.attendee_id,
        name: target.name,
        eventName: target.event_name,
        lang: target.lang,
        link,
        to: route.to,
        ...(survey ? { survey } : {}),
      });
      return { type: 'RecordDelivery', data: { ...ids, ...sent } };
    } catch (error) {
      // the admin reads the plain reason; what the library said (URLs, hosts, its words) is for the log
      const delivery =
        error instanceof DeliveryError
          ? error
          : new DeliveryError('전송 중 오류가 났습니다', false, { detail: redactContacts(String(error)) });
      this.logger.warn(
        `QR 메시지 ${message.id} 전송 실패: ${delivery.reason}${delivery.detail ? ` (${delivery.detail})` : ''}`,
      );
      return failure(ids, delivery.reason, delivery.permanent, delivery.channelFault);
    }
  }

  /**
   * Where the message goes now: the channel chosen at the request, to the attendee's contact as it is now
   * (an edit may have removed it), by a sender this node has (the settings may have changed since).
   */
  private route(
    target: Target,
  ): { sender: QrSender; to: string } | { undeliverable: string } | { unconfigured: string } {
    const channel: QrChannel = target.channel ?? (this.senders.email ? 'EMAIL' : 'KEPT');
    if (channel === 'EMAIL') {
      const email = target.email.trim();
      if (!email) return { undeliverable: '이메일 주소가 없습니다.' };
      if (!this.senders.email) return { unconfigured: '이메일 발송(SMTP_URL)이 설정되어 있지 않습니다.' };
      return { sender: this.senders.email, to: email };
    }
    if (channel === 'KEPT') return { unconfigured: '보관된 메시지입니다.' };
    const mobile = koreanMobile(target.phone_number);
    if (!mobile.ok) return { undeliverable: `휴대폰 번호로 보낼 수 없습니다 (${mobile.problem}).` };
    if (!this.senders.phone) return { unconfigured: '문자 발송(SOLAPI)이 설정되어 있지 않습니다.' };
    return { sender: this.senders.phone, to: mobile.digits };
  }

  /** Waits for this node's next sending slot: at most `messageRatePerSecond` messages a second. */
  private async pace(): Promise<void> {
    const slot = Math.max(Date.now(), this.nextSlot);
    this.nextSlot = slot + 1000 / this.config.messageRatePerSecond;
    const wait = slot - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
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

/**
 * The survey a message invites to (undefined: the QR), or why it is not sent: the survey was deleted or closed
 * after the request (its link would open nothing to answer).
 */
function surveyOf(target: Target): { id: number; title: string } | { undeliverable: string } | undefined {
  if (target.survey_id === null) return undefined;
  if (target.survey_title === null) return { undeliverable: '설문이 삭제되어 보내지 않았습니다.' };
  if (target.survey_closed) return { undeliverable: '설문이 마감되어 보내지 않았습니다.' };
  return { id: target.survey_id, title: target.survey_title };
}

function failure(
  ids: { sendId: string; attendeeId: number; eventId: number },
  error: string,
  permanent: boolean,
  channelFault: boolean,
): QrMessageCommand {
  return { type: 'RecordFailure', data: { ...ids, error, permanent, channelFault, now: new Date() } };
}
