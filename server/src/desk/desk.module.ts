import { Module } from '@nestjs/common';
import { CopyDesksHandler } from './commands/copy-desks/copy-desks.handler.js';
import { ChangeBadgeSettingsHandler } from './commands/change-badge-settings/change-badge-settings.handler.js';
import { MarkBadgesPrintedHandler } from './commands/mark-badges-printed/mark-badges-printed.handler.js';
import { PrintBadgeHandler } from './commands/print-badge/print-badge.handler.js';
import { RecordEntryHandler } from './commands/record-entry/record-entry.handler.js';
import { RegisterDeskHandler } from './commands/register-desk/register-desk.handler.js';
import { RemoveDeskHandler } from './commands/remove-desk/remove-desk.handler.js';
import { UpdateDeskHandler } from './commands/update-desk/update-desk.handler.js';
import { BadgesController } from './http/badges.controller.js';
import { DeskAttendeesController } from './http/desk-attendees.controller.js';
import { DeskLoginController } from './http/desk-login.controller.js';
import { DesksController } from './http/desks.controller.js';
import { KioskController } from './http/kiosk.controller.js';
import { FindDeskAttendeesHandler } from './queries/find-desk-attendees/find-desk-attendees.handler.js';
import { FindKioskAttendeeHandler } from './queries/find-kiosk-attendee/find-kiosk-attendee.handler.js';
import { GetBadgeSettingsHandler } from './queries/get-badge-settings/get-badge-settings.handler.js';
import { GetDeskAttendeeHandler } from './queries/get-desk-attendee/get-desk-attendee.handler.js';
import { GetDeskHandler } from './queries/get-desk/get-desk.handler.js';
import { ListBadgeAttendeesHandler } from './queries/list-badge-attendees/list-badge-attendees.handler.js';
import { ListDesksHandler } from './queries/list-desks/list-desks.handler.js';
import { ListWalkInsHandler } from './queries/list-walk-ins/list-walk-ins.handler.js';
import { LogInDeskHandler } from './queries/log-in-desk/log-in-desk.handler.js';
import { StartKioskHandler } from './queries/start-kiosk/start-kiosk.handler.js';

/** The registration desk: desk accounts, entry check-ins, badge prints and settings, kiosks. */
@Module({
  controllers: [
    DesksController,
    DeskLoginController,
    DeskAttendeesController,
    KioskController,
    BadgesController,
  ],
  providers: [
    RegisterDeskHandler,
    UpdateDeskHandler,
    RemoveDeskHandler,
    GetDeskHandler,
    ListDesksHandler,
    CopyDesksHandler,
    RecordEntryHandler,
    PrintBadgeHandler,
    MarkBadgesPrintedHandler,
    ChangeBadgeSettingsHandler,
    LogInDeskHandler,
    FindDeskAttendeesHandler,
    GetDeskAttendeeHandler,
    ListWalkInsHandler,
    GetBadgeSettingsHandler,
    ListBadgeAttendeesHandler,
    FindKioskAttendeeHandler,
    StartKioskHandler,
  ],
})
export class DeskModule {}
