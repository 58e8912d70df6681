import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { adminLogin } from '@expo/contract/auth';
import { removed } from '@expo/contract/answers';
import {
  addEventAdminBody,
  createEventBody,
  eventAdmin,
  eventAdminList,
  adminIdParam,
  eventList,
  eventPathParam,
  eventSummary,
  resetAdminPasswordBody,
  type AddEventAdminBody,
  type CreateEventBody,
  type ResetAdminPasswordBody,
} from '@expo/contract/events';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { OrganiserGuard } from '../../auth/admin.guard.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { AdminSessionQuery } from '../../auth/queries/admin-session/admin-session.query.js';
import { adminMetadata } from '../../auth/request-metadata.js';
import { Answers } from '../../http/answers.decorator.js';
import { AddEventAdminCommand } from '../commands/add-event-admin/add-event-admin.command.js';
import { CloseEventCommand } from '../commands/close-event/close-event.command.js';
import { CreateEventCommand } from '../commands/create-event/create-event.command.js';
import { RemoveEventAdminCommand } from '../commands/remove-event-admin/remove-event-admin.command.js';
import { ResetAdminPasswordCommand } from '../commands/reset-admin-password/reset-admin-password.command.js';
import { SwitchWorkingEventCommand } from '../commands/switch-working-event/switch-working-event.command.js';
import { ConferenceErrors } from '../domain/conference.decider.js';
import { ListEventAdminsQuery } from '../queries/list-event-admins/list-event-admins.query.js';
import { ListEventsQuery } from '../queries/list-events/list-events.query.js';

/** The organiser's workspace: every event of the deployment, its admins, closing and switching. */
@ApiTags('events')
@ApiBearerAuth()
@Controller('events')
@UseGuards(OrganiserGuard)
export class EventsController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  private async summary(eventId: number) {
    const [event] = await this.queries.execute(new ListEventsQuery(eventId));
    if (!event) throw ConferenceErrors.notFound();
    return event;
  }

  @Get()
  @ApiOperation({ summary: '행사 목록 (주최자): 이름, 기간, 장소, 상태, 등록·입장·부스·강연 수' })
  @Answers(eventList)
  list() {
    return this.queries.execute(new ListEventsQuery());
  }

  @Post()
  @ApiOperation({ summary: '행사 만들기 (주최자): 행사명, 시작일, 종료일, 장소' })
  @Answers(eventSummary, 201)
  async create(
    @CurrentAdmin() admin: AdminPrincipal,
    @Body({ schema: createEventBody }) body: CreateEventBody,
    @Req() req: FastifyRequest,
  ) {
    const eventId = await this.commands.execute(new CreateEventCommand(body, adminMetadata(req, admin)));
    return this.summary(eventId);
  }

  @Post(':id/switch')
  @HttpCode(200)
  @ApiOperation({ summary: '행사 전환 (주최자): 그 행사의 새 토큰과 로그인 응답 (다음 로그인도 그 행사로)' })
  @Answers(adminLogin)
  async switch(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', { schema: eventPathParam }) eventId: number,
    @Req() req: FastifyRequest,
  ) {
    await this.commands.execute(
      new SwitchWorkingEventCommand(admin.adminId, eventId, adminMetadata(req, admin)),
    );
    return this.queries.execute(new AdminSessionQuery(admin.adminId));
  }

  @Post(':id/close')
  @HttpCode(200)
  @ApiOperation({
    summary: '행사 종료: 스캔·체크인·등록·가져오기·QR 발송을 받지 않음 (조회·보고서·다운로드는 계속)',
  })
  @Answers(eventSummary)
  close(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', { schema: eventPathParam }) eventId: number,
    @Req() req: FastifyRequest,
  ) {
    return this.setClosed(admin, eventId, true, req);
  }

  @Post(':id/reopen')
  @HttpCode(200)
  @ApiOperation({ summary: '행사 다시 열기' })
  @Answers(eventSummary)
  reopen(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', { schema: eventPathParam }) eventId: number,
    @Req() req: FastifyRequest,
  ) {
    return this.setClosed(admin, eventId, false, req);
  }

  private async setClosed(admin: AdminPrincipal, eventId: number, closed: boolean, req: FastifyRequest) {
    await this.commands.execute(new CloseEventCommand(eventId, closed, adminMetadata(req, admin)));
    return this.summary(eventId);
  }

  @Get(':id/admins')
  @ApiOperation({ summary: '행사 관리자 목록 (주최자 제외)' })
  @Answers(eventAdminList)
  admins(@Param('id', { schema: eventPathParam }) eventId: number) {
    return this.queries.execute(new ListEventAdminsQuery(eventId));
  }

  @Post(':id/admins')
  @ApiOperation({ summary: '행사 관리자 추가: 이름, 아이디, 비밀번호 (그 행사만 관리)' })
  @Answers(eventAdmin, 201)
  async addAdmin(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', { schema: eventPathParam }) eventId: number,
    @Body({ schema: addEventAdminBody }) body: AddEventAdminBody,
    @Req() req: FastifyRequest,
  ) {
    const { adminId } = await this.commands.execute(
      new AddEventAdminCommand(eventId, body, adminMetadata(req, admin)),
    );
    return this.adminOf(eventId, adminId);
  }

  @Post(':id/admins/:adminId/password')
  @HttpCode(200)
  @ApiOperation({ summary: '행사 관리자 비밀번호 재설정: 그 관리자의 로그인이 모두 끝남' })
  @Answers(eventAdmin)
  async resetPassword(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', { schema: eventPathParam }) eventId: number,
    @Param('adminId', { schema: adminIdParam }) adminId: number,
    @Body({ schema: resetAdminPasswordBody }) { password }: ResetAdminPasswordBody,
    @Req() req: FastifyRequest,
  ) {
    await this.commands.execute(
      new ResetAdminPasswordCommand(eventId, adminId, password, adminMetadata(req, admin)),
    );
    return this.adminOf(eventId, adminId);
  }

  @Delete(':id/admins/:adminId')
  @ApiOperation({ summary: '행사 관리자 삭제: 그 관리자의 로그인이 모두 끝남' })
  @Answers(removed)
  async removeAdmin(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', { schema: eventPathParam }) eventId: number,
    @Param('adminId', { schema: adminIdParam }) adminId: number,
    @Req() req: FastifyRequest,
  ) {
    await this.commands.execute(new RemoveEventAdminCommand(eventId, adminId, adminMetadata(req, admin)));
    return { id: adminId };
  }

  private async adminOf(eventId: number, adminId: number) {
    const admins = await this.queries.execute(new ListEventAdminsQuery(eventId));
    const found = admins.find((one) => one.id === adminId);
    if (!found) throw ConferenceErrors.adminNotFound();
    return found;
  }
}
