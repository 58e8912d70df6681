import { Controller, Get, Inject, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { AdminGuard } from '../../auth/admin.guard.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { eventScopeQuery, type EventScope } from '@expo/contract/fields';
import { sendWorkbook } from '../../excel/workbook-download.js';
import { adminMetadata } from '../../auth/request-metadata.js';
import { ImportAttendeesCommand } from '../commands/import-attendees/import-attendees.command.js';
import { UploadInbox } from '../excel/upload-inbox.js';
import { ExportAttendeesQuery } from '../queries/export-attendees/export-attendees.query.js';
import { GetAttendeeTemplateQuery } from '../queries/get-attendee-template/get-attendee-template.query.js';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';
import { attendeeImportReport } from '@expo/contract/attendees';
import { Answers, AnswersFile } from '../../http/answers.decorator.js';
import { XLSX_MIME } from '../../excel/workbook-writer.js';

@ApiTags('attendees')
@ApiBearerAuth()
@Controller('users')
@UseGuards(AdminGuard)
export class AttendeeExcelController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(UploadInbox) private readonly inbox: UploadInbox,
  ) {}

  @Post('upload-excel')
  @ApiOperation({ summary: '엑셀 업로드 (multipart: file, eventId): 유효한 행을 한 트랜잭션으로 등록' })
  @ApiConsumes('multipart/form-data')
  @Answers(attendeeImportReport, 201)
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
    @Query({ schema: eventScopeQuery }) query: EventScope,
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

  @Get('download-excel')
  @RecordsAccess()
  @ApiOperation({ summary: '참석자 엑셀 다운로드 (스트리밍)' })
  @AnswersFile(XLSX_MIME, '참석자 목록 (.xlsx)')
  async download(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query({ schema: eventScopeQuery }) query: EventScope,
    @Res() reply: FastifyReply,
  ) {
    const eventId = scopedEventId(admin, query.eventId);
    await sendWorkbook(reply, await this.queries.execute(new ExportAttendeesQuery(eventId)));
  }

  @Get('excel-template')
  @ApiOperation({ summary: '엑셀 업로드 양식' })
  @AnswersFile(XLSX_MIME, '참석자 업로드 양식 (.xlsx)')
  async template(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query({ schema: eventScopeQuery }) query: EventScope,
    @Res() reply: FastifyReply,
  ) {
    scopedEventId(admin, query.eventId); // the template is the same for every event; naming another is still refused
    await sendWorkbook(reply, await this.queries.execute(new GetAttendeeTemplateQuery()));
  }
}
