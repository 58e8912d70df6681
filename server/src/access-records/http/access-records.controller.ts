import { Controller, Get, Inject, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { AdminGuard } from '../../auth/admin.guard.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { sendWorkbook } from '../../excel/workbook-download.js';
import { DownloadAccessRecordsQuery } from '../queries/download-access-records/download-access-records.query.js';
import { ListAccessAlertsQuery } from '../queries/list-access-alerts/list-access-alerts.query.js';
import { ListAccessRecordsQuery } from '../queries/list-access-records/list-access-records.query.js';
import {
  accessAlerts,
  accessAlertsQuery,
  accessRecordFilterQuery,
  accessRecordPage,
  listAccessRecordsQuery,
  type AccessAlertsParams,
  type AccessRecordFilterParams,
  type ListAccessRecordsParams,
} from '@expo/contract/access-records';
import { RecordsAccess } from '../recording/records-access.decorator.js';
import { Answers, AnswersFile } from '../../http/answers.decorator.js';
import { XLSX_MIME } from '../../excel/workbook-writer.js';

/** 개인정보 접속기록: who read whose personal data, for the admins of the event. */
@ApiTags('privacy')
@ApiBearerAuth()
@Controller('privacy')
@UseGuards(AdminGuard)
export class AccessRecordsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('access-records')
  @ApiOperation({
    summary: '개인정보 접속기록 (최신순; account: 계정 이름 일부, actorKind, from/to: 한국 날짜, attendeeId)',
  })
  @Answers(accessRecordPage)
  list(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query({ schema: listAccessRecordsQuery }) { eventId, page, size, ...filter }: ListAccessRecordsParams,
  ) {
    return this.queries.execute(
      new ListAccessRecordsQuery({ ...filter, eventId: scopedEventId(admin, eventId) }, page, size),
    );
  }

  @Get('access-records/download')
  @RecordsAccess()
  @ApiOperation({ summary: '개인정보 접속기록 엑셀 다운로드 (같은 조건; reason: 다운로드 사유)' })
  @AnswersFile(XLSX_MIME, '개인정보 접속기록 (.xlsx)')
  async download(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query({ schema: accessRecordFilterQuery }) { eventId, ...filter }: AccessRecordFilterParams,
    @Res() reply: FastifyReply,
  ) {
    const scoped = scopedEventId(admin, eventId);
    await sendWorkbook(
      reply,
      await this.queries.execute(new DownloadAccessRecordsQuery({ ...filter, eventId: scoped })),
    );
  }

  @Get('access-alerts')
  @ApiOperation({
    summary: '이상 접근 (계정별·한국 날짜별): 하루 조회·다운로드 건수 기준 초과, 야간(22:00~06:00) 접근',
  })
  @Answers(accessAlerts)
  alerts(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query({ schema: accessAlertsQuery }) { eventId, from, to }: AccessAlertsParams,
  ) {
    return this.queries.execute(new ListAccessAlertsQuery(scopedEventId(admin, eventId), from, to));
  }
}
