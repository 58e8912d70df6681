import { Body, Controller, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  copyEventBody,
  eventCopy,
  eventPathParam,
  loginsWorkbookBody,
  type CopyEventBody,
  type LoginsWorkbookBody,
} from '@expo/contract/events';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { OrganiserGuard } from '../../auth/admin.guard.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { adminMetadata } from '../../auth/request-metadata.js';
import { ConferenceErrors } from '../../conferences/domain/conference.decider.js';
import { ListEventsQuery } from '../../conferences/queries/list-events/list-events.query.js';
import { sendWorkbook } from '../../excel/workbook-download.js';
import { XLSX_MIME } from '../../excel/workbook-writer.js';
import { Answers, AnswersFile } from '../../http/answers.decorator.js';
import { CopyEventCommand } from '../commands/copy-event/copy-event.command.js';
import { loginsWorkbook } from '../excel/logins-workbook.js';

/** '이전 행사 복사' and the copied event's logins as Excel (organisers). */
@ApiTags('events')
@ApiBearerAuth()
@Controller('events')
@UseGuards(OrganiserGuard)
export class EventCopyController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Post(':id/copy')
  @ApiOperation({
    summary:
      '이전 행사 복사: 새 행사에 부스 (새 로그인), 강연 (날짜 이동, 정원 유지), 데스크 (새 로그인), 명찰·개인정보·발송 설정. 참석자·방문·리드·메시지·접속기록은 복사하지 않음',
  })
  @Answers(eventCopy, 201)
  copy(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', { schema: eventPathParam }) fromEventId: number,
    @Body({ schema: copyEventBody }) body: CopyEventBody,
    @Req() req: FastifyRequest,
  ) {
    return this.commands.execute(new CopyEventCommand(fromEventId, body, adminMetadata(req, admin)));
  }

  @Post(':id/logins-workbook')
  @HttpCode(200)
  @ApiOperation({
    summary: '복사로 만든 부스·데스크 로그인을 엑셀로 (나눠 줄 용도; 서버는 비밀번호를 보관하지 않음)',
  })
  @AnswersFile(XLSX_MIME, '부스·데스크 로그인 (.xlsx)')
  async loginsWorkbook(
    @Param('id', { schema: eventPathParam }) eventId: number,
    @Body({ schema: loginsWorkbookBody }) body: LoginsWorkbookBody,
    @Res() reply: FastifyReply,
  ) {
    const [event] = await this.queries.execute(new ListEventsQuery(eventId));
    if (!event) throw ConferenceErrors.notFound();
    await sendWorkbook(reply, loginsWorkbook(event.name, body));
  }
}
