import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { DATA_SOURCE } from '../../kernel/tokens.js';
import { withConnection } from '../../database/sql.js';
import { DestroyPersonalDataCommand } from '../commands/destroy-personal-data/destroy-personal-data.command.js';

/**
 * Every PRIVACY_CHECK_SECONDS (and at start), destroys the personal data of each event whose retention has
 * passed. Every node runs it; the command's lock and its check make one destruction of a day.
 */
@Injectable()
export class DestructionScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Privacy');
  private timer?: NodeJS.Timeout;
  private round?: Promise<void>;

  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule(1000);
  }

  async onApplicationShutdown(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.round;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.round = this.check()
        .catch((error: unknown) => this.logger.error(`개인정보 파기 확인에 실패했습니다: ${String(error)}`))
        .finally(() => {
          if (this.timer) this.schedule(this.config.privacyCheckSeconds * 1000);
        });
    }, delayMs);
  }

  /** Runs the destruction of every event with a retention set (the command does nothing when not due). */
  async check(now = new Date()): Promise<void> {
    const events = await withConnection(this.dataSource, (sql) =>
      sql.query<{ event_id: number }>(
        `SELECT event_id FROM privacy_settings WHERE settings->>'retentionDays' IS NOT NULL ORDER BY event_id`,
      ),
    );
    for (const { event_id: eventId } of events) {
      const done = await this.commands.execute(
        new DestroyPersonalDataCommand(eventId, { trigger: 'SCHEDULE' }, { actor: { kind: 'system' } }, now),
      );
      if (done)
        this.logger.log(
          `행사 ${eventId}의 보유 기간이 지나 참석자 ${done.attendees}명의 개인정보를 파기했습니다.`,
        );
    }
  }
}
