import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashPassword } from '../../../auth/password-hash.js';
import { runConferenceCommand } from '../../conference-command.js';
import { EventStore } from '../../../event-store/event-store.js';
import { ResetAdminPasswordCommand } from './reset-admin-password.command.js';

@CommandHandler(ResetAdminPasswordCommand)
export class ResetAdminPasswordHandler implements ICommandHandler<ResetAdminPasswordCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ eventId, adminId, password, metadata }: ResetAdminPasswordCommand): Promise<void> {
    const passwordHash = await hashPassword(password);
    await runConferenceCommand(
      this.store,
      eventId,
      { type: 'ResetAdminPassword', data: { adminId, passwordHash } },
      metadata,
    );
  }
}
