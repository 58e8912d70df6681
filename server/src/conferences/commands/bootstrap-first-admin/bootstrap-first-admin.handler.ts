import { DATA_SOURCE } from '../../../kernel/tokens.js';
import type { DataSource } from 'typeorm';
import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '../../../kernel/app-error.js';
import { EventStore } from '../../../event-store/event-store.js';
import { withConnection } from '../../../database/sql.js';
import { runCommand } from '../../../event-store/command-runner.js';
import { conferenceDecider } from '../../domain/conference.decider.js';
import { conferenceStreamId } from '../../domain/conference.events.js';
import { createAdmin } from '../../admin-accounts.js';
import { BootstrapFirstAdminCommand } from './bootstrap-first-admin.command.js';

@CommandHandler(BootstrapFirstAdminCommand)
export class BootstrapFirstAdminHandler implements ICommandHandler<BootstrapFirstAdminCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async execute({ eventName, adminUsername, adminPassword }: BootstrapFirstAdminCommand): Promise<string[]> {
    const [row] = await withConnection(this.dataSource, (sql) =>
      sql.query<{ n: string; organisers: string; first: number | null; first_event: number | null }>(
        `SELECT count(*) AS n, count(*) FILTER (WHERE role = 'organiser') AS organisers,
                min(id) AS first, (SELECT event_id FROM admins ORDER BY id LIMIT 1) AS first_event
           FROM admins`,
      ),
    );
    if (Number(row.n) > 0) {
      // a deployment from before organisers: its first admin becomes the organiser, as a new one's would be
      if (Number(row.organisers) === 0 && row.first !== null && row.first_event !== null)
        await runCommand(
          this.store,
          conferenceStreamId(row.first_event),
          conferenceDecider,
          { type: 'MakeOrganiser', data: { adminId: row.first } },
          { actor: { kind: 'system' } },
        );
      return [];
    }
    const password = adminPassword ?? randomBytes(12).toString('base64url');
    let eventId: number;
    try {
      ({ eventId } = await createAdmin(
        this.store,
        { eventName, username: adminUsername, password, role: 'organiser' },
        { actor: { kind: 'system' } },
      ));
    } catch (error) {
      // another node starting at the same moment created the admin first
      if (error instanceof AppError && error.code === 'ADMIN.USERNAME_TAKEN') return [];
      throw error;
    }
    return [
      `행사와 주최자 계정을 만들었습니다: 행사 '${eventName}' (ID ${eventId}), 주최자 '${adminUsername}' (모든 행사를 만들고 관리)`,
      ...(adminPassword ? [] : [`관리자 비밀번호 (한 번만 표시됩니다): ${password}`]),
    ];
  }
}
