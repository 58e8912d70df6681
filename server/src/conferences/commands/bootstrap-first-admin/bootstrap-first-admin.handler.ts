import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '../../../kernel/app-error.js';
import { EventStore } from '../../../event-store/event-store.js';
import { withConnection } from '../../../event-store/sql.js';
import { createAdmin } from '../../admin-accounts.js';
import { BootstrapFirstAdminCommand } from './bootstrap-first-admin.command.js';

@CommandHandler(BootstrapFirstAdminCommand)
export class BootstrapFirstAdminHandler implements ICommandHandler<BootstrapFirstAdminCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ eventName, adminUsername, adminPassword }: BootstrapFirstAdminCommand): Promise<string[]> {
    const [row] = await withConnection(this.store.dataSource, (sql) =>
      sql.query<{ n: string }>(`SELECT count(*) AS n FROM admins`),
    );
    if (Number(row.n) > 0) return [];
    const password = adminPassword ?? randomBytes(12).toString('base64url');
    let eventId: number;
    try {
      ({ eventId } = await createAdmin(
        this.store,
        { eventName, username: adminUsername, password },
        { actor: { kind: 'system' } },
      ));
    } catch (error) {
      // another node starting at the same moment created the admin first
      if (error instanceof AppError && error.code === 'ADMIN.USERNAME_TAKEN') return [];
      throw error;
    }
    return [
      `행사와 관리자 계정을 만들었습니다: 행사 '${eventName}' (ID ${eventId}), 관리자 '${adminUsername}'`,
      ...(adminPassword ? [] : [`관리자 비밀번호 (한 번만 표시됩니다): ${password}`]),
    ];
  }
}
