import { Controller, Inject, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import type { EventScope } from '@expo/contract/fields';
import { sendWorkbook } from '../../excel/workbook-download.js';
import { adminMetadata } from '../../auth/request-metadata.js';
import { Route, RouteQuery } from '../../auth/route.decorator.js';
import { ImportAttendeesCommand } from '../commands/import-attendees/import-attendees.command.js';
import { UploadInbox } from '../excel/upload-inbox.js';
import { ExportAttendeesQuery } from '../queries/export-attendees/export-attendees.query.js';
import { GetAttendeeTemplateQuery } from '../queries/get-attendee-template/get-attendee-template.query.js';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';
import { attendeeRoutes as routes } from '@expo/contract/routes/attendees';

@Controller()
export class AttendeeExcelController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(UploadInbox) private readonly inbox: UploadInbox,
  ) {}

  @Route(routes.uploadExcel)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: { type: 'string', format: 'binary', description: '참석자 엑셀 파일 (.xlsx)' },
        eventId: { type: 'integer', minimum: 1, description: '이벤트 ID (생략하면 토큰의 행사)' },
      },
    },
  })
  async upload(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteQuery(routes.uploadExcel) query: EventScope,
    @Req() req: FastifyRequest,
  ) {
    const eventId = scopedEventId(admin, query.eventId);
    // the request's body is read by the command's handler, as it arrives (Fastify leaves multipart unread)
    const uploadId = this.inbox.put({ body: req.raw, headers: req.headers });
    try {
      return await this.commands.execute(
        new ImportAttendeesCommand(eventId, uploadId, adminMetadata(req, admin)),
      );
    } finally {
      this.inbox.discard(uploadId);
    }
  }

  @Route(routes.downloadExcel)
  @RecordsAccess()
  async download(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteQuery(routes.downloadExcel) query: EventScope,
    @Res() reply: FastifyReply,
  ) {
    const eventId = scopedEventId(admin, query.eventId);
    await sendWorkbook(reply, await this.queries.execute(new ExportAttendeesQuery(eventId)));
  }

  @Route(routes.excelTemplate)
  async template(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteQuery(routes.excelTemplate) query: EventScope,
    @Res() reply: FastifyReply,
  ) {
    scopedEventId(admin, query.eventId); // the template is the same for every event; naming another is still refused
    await sendWorkbook(reply, await this.queries.execute(new GetAttendeeTemplateQuery()));
  }
}
