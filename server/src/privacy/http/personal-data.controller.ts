import { Controller, Get, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { AdminGuard } from '../../auth/admin.guard.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { eventScopeQuery, type EventScope } from '@expo/contract/fields';
import { attendeeIdParam } from '@expo/contract/attendees';
import { AnswersFile } from '../../http/answers.decorator.js';
import { XLSX_MIME } from '../../excel/workbook-writer.js';
import { sendWorkbook } from '../../excel/workbook-download.js';
import { ExportPersonalDataQuery } from '../queries/export-personal-data/export-personal-data.query.js';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';

/** '열람': an attendee asks what is held about them; the admin hands them this workbook. */
@ApiTags('privacy')
@ApiBearerAuth()
@Controller('users')
@UseGuards(AdminGuard)
export class PersonalDataController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get(':id/personal-data')
  @RecordsAccess()
  @ApiOperation({ summary: '개인정보 열람: 참석자 한 명에 대해 보관 중인 모든 정보 (엑셀)' })
  @AnswersFile(XLSX_MIME, '참석자 한 명의 개인정보 (.xlsx)')
  async export(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', { schema: attendeeIdParam }) attendeeId: number,
    @Query({ schema: eventScopeQuery }) query: EventScope,
    @Res() reply: FastifyReply,
  ) {
    const eventId = scopedEventId(admin, query.eventId);
    await sendWorkbook(reply, await this.queries.execute(new ExportPersonalDataQuery(eventId, attendeeId)));
  }
}
