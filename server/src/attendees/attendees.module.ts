import { Module } from '@nestjs/common';
import { DeleteAttendeeHandler } from './commands/delete-attendee/delete-attendee.handler.js';
import { ImportAttendeesHandler } from './commands/import-attendees/import-attendees.handler.js';
import { RegisterAttendeeHandler } from './commands/register-attendee/register-attendee.handler.js';
import { RequestQrSendHandler } from './commands/request-qr-send/request-qr-send.handler.js';
import { UpdateAttendeeHandler } from './commands/update-attendee/update-attendee.handler.js';
import { UploadInbox } from './excel/upload-inbox.js';
import { AttendeeExcelController } from './http/attendee-excel.controller.js';
import { AttendeeLookupController } from './http/attendee-lookup.controller.js';
import { AttendeesController } from './http/attendees.controller.js';
import { PublicRegistrationController } from './http/public-registration.controller.js';
import { QrViewPageController } from './http/qr-view-page.controller.js';
import { ExportAttendeesHandler } from './queries/export-attendees/export-attendees.handler.js';
import { GetAttendeeHandler } from './queries/get-attendee/get-attendee.handler.js';
import { GetAttendeeTemplateHandler } from './queries/get-attendee-template/get-attendee-template.handler.js';
import { ListAttendeesHandler } from './queries/list-attendees/list-attendees.handler.js';

@Module({
  // static paths (download-excel, register2) before ':id'
  controllers: [
    AttendeeExcelController,
    PublicRegistrationController,
    AttendeesController,
    AttendeeLookupController,
    QrViewPageController,
  ],
  providers: [
    UploadInbox,
    RegisterAttendeeHandler,
    UpdateAttendeeHandler,
    DeleteAttendeeHandler,
    RequestQrSendHandler,
    ImportAttendeesHandler,
    ListAttendeesHandler,
    GetAttendeeHandler,
    ExportAttendeesHandler,
    GetAttendeeTemplateHandler,
  ],
})
export class AttendeesModule {}
