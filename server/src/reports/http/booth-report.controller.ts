import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';
import { BoothGuard, CurrentBooth } from '../../auth/booth.guard.js';
import type { BoothPrincipal } from '../../auth/booth-principal.js';
import { ownBooth } from '../../auth/own-booth.js';
import { boothIdParam } from '@expo/contract/booths';
import { boothReport, boothReportQuery, type BoothReportQuery } from '@expo/contract/reports';
import { Answers } from '../../http/answers.decorator.js';
import { GetBoothReportsQuery } from '../queries/get-booth-reports/get-booth-reports.query.js';

/** The booth's own 성과 보고 (/booth-report): the booth and its event come from the booth token. */
@ApiTags('booth manager')
@ApiBearerAuth()
@Controller('booth-login')
@UseGuards(BoothGuard)
export class BoothReportController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get(':boothId/report')
  @RecordsAccess()
  @ApiOperation({
    summary:
      '내 부스 성과 보고서 (부스 토큰): 방문 추이, 순위와 행사 중앙값, 리드, 동의한 방문자 명단, 같은 이름 부스가 있는 바로 전 행사의 순방문자 (전년 대비)',
  })
  @Answers(boothReport)
  async report(
    @CurrentBooth() booth: BoothPrincipal,
    @Param('boothId', { schema: boothIdParam }) boothId: number,
    @Query({ schema: boothReportQuery }) query: BoothReportQuery,
  ) {
    ownBooth(booth, boothId, query);
    const [report] = await this.queries.execute(
      new GetBoothReportsQuery(booth.eventId, boothId, query.visitors, 'previous'),
    );
    return report;
  }
}
