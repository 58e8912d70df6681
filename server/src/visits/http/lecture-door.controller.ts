import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentStaff, DeskGuard } from '../../auth/desk.guard.js';
import type { EntranceStaff } from '../../auth/entrance-staff.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { eventScopeQuery, type EventScope } from '@expo/contract/fields';
import { staffMetadata } from '../../auth/request-metadata.js';
import { idempotencyKey } from '../../http/idempotency-key.js';
import { CheckInAtLectureDoorCommand } from '../commands/check-in-at-lecture-door/check-in-at-lecture-door.command.js';
import { GetLectureDoorQuery } from '../queries/get-lecture-door/get-lecture-door.query.js';
import { lectureIdParam } from '@expo/contract/lectures';
import { doorCheckIn, doorCheckInBody, lectureDoor, type DoorCheckInBody } from '@expo/contract/visits';
import { Answers } from '../../http/answers.decorator.js';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';

/** A lecture's door (/lectures/{id}/door): a desk laptop of the event, or its admin, scans badges in. */
@ApiTags('lecture check-ins')
@ApiBearerAuth()
@Controller('lectures')
@UseGuards(DeskGuard)
export class LectureDoorController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get(':lectureId/door')
  @ApiOperation({ summary: '강연 입장 관리: 제목, 정원, 입장 수 (데스크 토큰 또는 관리자 토큰)' })
  @Answers(lectureDoor)
  door(
    @CurrentStaff() staff: EntranceStaff,
    @Param('lectureId', { schema: lectureIdParam }) lectureId: number,
    @Query({ schema: eventScopeQuery }) query: EventScope,
  ) {
    return this.queries.execute(new GetLectureDoorQuery(scopedEventId(staff, query.eventId), lectureId));
  }

  @Post(':lectureId/door-checkins')
  @RecordsAccess()
  @HttpCode(200)
  @Answers(doorCheckIn)
  @ApiOperation({
    summary:
      '강연 입장 스캔: {userId}; 이미 출석한 참석자는 recorded: false (강연 출석 체크와 같은 기록), 정원 초과도 기록; Idempotency-Key 헤더로 재전송 안전',
  })
  checkIn(
    @CurrentStaff() staff: EntranceStaff,
    @Param('lectureId', { schema: lectureIdParam }) lectureId: number,
    @Query({ schema: eventScopeQuery }) query: EventScope,
    @Body({ schema: doorCheckInBody }) { userId }: DoorCheckInBody,
    @Req() req: FastifyRequest,
  ) {
    scopedEventId(staff, query.eventId);
    const metadata = {
      ...staffMetadata(req, staff),
      clientEventId: idempotencyKey(req, `lecture-door:${lectureId}:${userId}`),
    };
    return this.commands.execute(new CheckInAtLectureDoorCommand(lectureId, userId, staff, metadata));
  }
}
