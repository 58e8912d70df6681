import { Module } from '@nestjs/common';
import { BootstrapFirstAdminHandler } from './commands/bootstrap-first-admin/bootstrap-first-admin.handler.js';
import { EnsureEventOpenHandler } from './queries/ensure-event-open/ensure-event-open.handler.js';
import { MakeOrganiserHandler } from './commands/make-organiser/make-organiser.handler.js';
import { CreateAdminHandler } from './commands/create-admin/create-admin.handler.js';

/** Events (conferences) and their admins: created from the CLI and on the first start. */
@Module({
  providers: [CreateAdminHandler, BootstrapFirstAdminHandler, EnsureEventOpenHandler, MakeOrganiserHandler],
})
export class ConferencesModule {}
