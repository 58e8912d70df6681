import { Body, Controller, Get, Inject, Put, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { AdminGuard } from '../../auth/admin.guard.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { adminMetadata } from '../../auth/request-metadata.js';
import { eventScopeQuery, type EventScope } from '@expo/contract/fields';
import { eventDetails, eventDetailsBody, type EventDetailsBody } from '@expo/contract/reports';
import { Answers } from '../../http/answers.decorator.js';
import { ChangeEventDetailsCommand } from '../commands/change-event-details/change-event-details.command.js';
import { GetEventDetailsQuery } from '../queries/get-event-details/get-event-details.query.js';

/** The event's name, 기간 and 장소 as its admins word them: the 결과보고서's cover. */
@ApiTags('conferences')
@ApiBearerAuth()
@Controller('event-details')
@UseGuards(AdminGuard)
export class EventDetailsController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: '행사 정보 (행사명, 기간, 장소): 결과보고서 표지' })
  @Answers(eventDetails)
  get(@CurrentAdmin() admin: AdminPrincipal, @Query({ schema: eventScopeQuery }) query: EventScope) {
    return this.queries.execute(new GetEventDetailsQuery(scopedEventId(admin, query.eventId)));
  }

  @Put()
  @ApiOperation({ summary: '행사 정보 변경 (행사명 필수, 기간·장소는 비워 둘 수 있음)' })
  @Answers(eventDetails)
  async change(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query({ schema: eventScopeQuery }) query: EventScope,
    @Body({ schema: eventDetailsBody }) { eventId, ...details }: EventDetailsBody,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId ?? eventId);
    await this.commands.execute(new ChangeEventDetailsCommand(scoped, details, adminMetadata(req, admin)));
    return this.queries.execute(new GetEventDetailsQuery(scoped));
  }
}
