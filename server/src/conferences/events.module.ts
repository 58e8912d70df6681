import { Module } from '@nestjs/common';
import { AddEventAdminHandler } from './commands/add-event-admin/add-event-admin.handler.js';
import { CloseEventHandler } from './commands/close-event/close-event.handler.js';
import { CreateEventHandler } from './commands/create-event/create-event.handler.js';
import { RemoveEventAdminHandler } from './commands/remove-event-admin/remove-event-admin.handler.js';
import { ResetAdminPasswordHandler } from './commands/reset-admin-password/reset-admin-password.handler.js';
import { SwitchWorkingEventHandler } from './commands/switch-working-event/switch-working-event.handler.js';
import { EventsController } from './http/events.controller.js';
import { ListEventAdminsHandler } from './queries/list-event-admins/list-event-admins.handler.js';
import { ListEventsHandler } from './queries/list-events/list-events.handler.js';

/** The organiser's workspace (/api/events): events, their admins, closing and switching. */
@Module({
  controllers: [EventsController],
  providers: [
    CreateEventHandler,
    SwitchWorkingEventHandler,
    CloseEventHandler,
    AddEventAdminHandler,
    ResetAdminPasswordHandler,
    RemoveEventAdminHandler,
    ListEventsHandler,
    ListEventAdminsHandler,
  ],
})
export class EventsModule {}
