import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { AdminGuard } from '../../auth/admin.guard.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { eventScopeQuery, type EventScope } from '@expo/contract/fields';
import { boothIdParam } from '@expo/contract/booths';
import { boothLeads } from '@expo/contract/leads';
import { Answers } from '../../http/answers.decorator.js';
import { ListBoothLeadsQuery } from '../queries/list-booth-leads/list-booth-leads.query.js';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';

/** The admin reads every booth's leads of the event (changing them is the booth's). */
@ApiTags('booths')
@ApiBearerAuth()
@Controller('booths')
@UseGuards(AdminGuard)
export class AdminLeadsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get(':boothId/leads')
  @RecordsAccess()
  @ApiOperation({ summary: '부스의 리드 (관심도, 태그, 메모)와 부스 태그' })
  @Answers(boothLeads)
  list(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('boothId', { schema: boothIdParam }) boothId: number,
    @Query({ schema: eventScopeQuery }) query: EventScope,
  ) {
    return this.queries.execute(new ListBoothLeadsQuery(scopedEventId(admin, query.eventId), boothId));
  }
}
