import {
  Body,
  Controller,
  Delete,
  Get,
  Inject,
  Param,
  Post,
  Put,
  Query,
  Req,
  UseGuards,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { AdminGuard } from '../../auth/admin.guard.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { eventScopeQuery, type EventScope } from '@expo/contract/fields';
import { adminMetadata } from '../../auth/request-metadata.js';
import { DeleteAttendeeCommand } from '../commands/delete-attendee/delete-attendee.command.js';
import { RegisterAttendeeCommand } from '../commands/register-attendee/register-attendee.command.js';
import { RequestQrSendCommand } from '../commands/request-qr-send/request-qr-send.command.js';
import { UpdateAttendeeCommand } from '../commands/update-attendee/update-attendee.command.js';
import { AttendeeHistoryQuery } from '../queries/attendee-history/attendee-history.query.js';
import { ListAttendeesQuery } from '../queries/list-attendees/list-attendees.query.js';
import {
  attendee,
  attendeeHistoryEntry,
  attendeeIdParam,
  attendeePage,
  listAttendeesQuery,
  registerAttendeeBody,
  updateAttendeeBody,
  type AttendeeChanges,
  type AttendeeForm,
  type ListAttendeesParams,
} from '@expo/contract/attendees';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';
import { z } from 'zod';
import { removed } from '@expo/contract/answers';
import { qrSendReceipt } from '@expo/contract/messaging';
import { Answers } from '../../http/answers.decorator.js';

@ApiTags('attendees')
@ApiBearerAuth()
@Controller('users')
@UseGuards(AdminGuard)
export class AttendeesController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get()
  @RecordsAccess()
  @ApiOperation({ summary: '참석자 목록 (page 0부터, size 10, keyword: 이름·소속·전화번호)' })
  @Answers(attendeePage)
  list(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query({ schema: listAttendeesQuery }) { eventId, page, size, keyword }: ListAttendeesParams,
  ) {
    return this.queries.execute(new ListAttendeesQuery(scopedEventId(admin, eventId), page, size, keyword));
  }

  @Post('register')
  @ApiOperation({ summary: '관리자 현장 등록' })
  @Answers(attendee, 201)
  register(
    @CurrentAdmin() admin: AdminPrincipal,
    @Body({ schema: registerAttendeeBody }) { eventId, ...fields }: AttendeeForm,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, eventId);
    return this.commands.execute(
      new RegisterAttendeeCommand(scoped, fields, 'ADMIN', adminMetadata(req, admin)),
    );
  }

  @Get(':id/history')
  @RecordsAccess()
  @ApiOperation({ summary: '참석자 변경 이력 (누가, 언제, 무엇을 바꿨는지; 최신순)' })
  @Answers(z.array(attendeeHistoryEntry))
  history(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', { schema: attendeeIdParam }) attendeeId: number,
    @Query({ schema: eventScopeQuery }) query: EventScope,
  ) {
    return this.queries.execute(new AttendeeHistoryQuery(scopedEventId(admin, query.eventId), attendeeId));
  }

  @Put(':id')
  @ApiOperation({ summary: '참석자 수정 (보낸 항목만 바뀜)' })
  @Answers(attendee)
  update(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', { schema: attendeeIdParam }) attendeeId: number,
    @Body({ schema: updateAttendeeBody }) { eventId, changes }: AttendeeChanges,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, eventId);
    return this.commands.execute(
      new UpdateAttendeeCommand(scoped, attendeeId, changes, adminMetadata(req, admin)),
    );
  }

  @Delete(':id')
  @ApiOperation({ summary: '참석자 삭제 (개인정보 파기)' })
  @Answers(removed)
  remove(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', { schema: attendeeIdParam }) attendeeId: number,
    @Query({ schema: eventScopeQuery }) query: EventScope,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId);
    return this.commands.execute(new DeleteAttendeeCommand(scoped, attendeeId, adminMetadata(req, admin)));
  }

  @Post(':id/send-qr')
  @ApiOperation({ summary: 'QR 코드 발송 요청 (발송함에 넣고 작업자가 전송)' })
  @Answers(qrSendReceipt, 201)
  sendQr(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', { schema: attendeeIdParam }) attendeeId: number,
    @Query({ schema: eventScopeQuery }) query: EventScope,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId);
    return this.commands.execute(new RequestQrSendCommand(scoped, attendeeId, adminMetadata(req, admin)));
  }
}
