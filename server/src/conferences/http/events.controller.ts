import { Controller, Inject, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { AddEventAdminBody, CreateEventBody, ResetAdminPasswordBody } from '@expo/contract/events';
import { eventRoutes as routes } from '@expo/contract/routes/events';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { AdminSessionQuery } from '../../auth/queries/admin-session/admin-session.query.js';
import { adminMetadata } from '../../auth/request-metadata.js';
import { Route, RouteBody, RouteParam } from '../../auth/route.decorator.js';
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
@Controller()
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

  @Route(routes.list)
  list() {
    return this.queries.execute(new ListEventsQuery());
  }

  @Route(routes.create)
  async create(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteBody(routes.create) body: CreateEventBody,
    @Req() req: FastifyRequest,
  ) {
    const eventId = await this.commands.execute(new CreateEventCommand(body, adminMetadata(req, admin)));
    return this.summary(eventId);
  }

  @Route(routes.switch)
  async switch(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.switch, 'id') eventId: number,
    @Req() req: FastifyRequest,
  ) {
    await this.commands.execute(
      new SwitchWorkingEventCommand(admin.adminId, eventId, adminMetadata(req, admin)),
    );
    return this.queries.execute(new AdminSessionQuery(admin.adminId));
  }

  @Route(routes.close)
  close(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.close, 'id') eventId: number,
    @Req() req: FastifyRequest,
  ) {
    return this.setClosed(admin, eventId, true, req);
  }

  @Route(routes.reopen)
  reopen(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.reopen, 'id') eventId: number,
    @Req() req: FastifyRequest,
  ) {
    return this.setClosed(admin, eventId, false, req);
  }

  private async setClosed(admin: AdminPrincipal, eventId: number, closed: boolean, req: FastifyRequest) {
    await this.commands.execute(new CloseEventCommand(eventId, closed, adminMetadata(req, admin)));
    return this.summary(eventId);
  }

  @Route(routes.admins)
  admins(@RouteParam(routes.admins, 'id') eventId: number) {
    return this.queries.execute(new ListEventAdminsQuery(eventId));
  }

  @Route(routes.addAdmin)
  async addAdmin(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.addAdmin, 'id') eventId: number,
    @RouteBody(routes.addAdmin) body: AddEventAdminBody,
    @Req() req: FastifyRequest,
  ) {
    const { adminId } = await this.commands.execute(
      new AddEventAdminCommand(eventId, body, adminMetadata(req, admin)),
    );
    return this.adminOf(eventId, adminId);
  }

  @Route(routes.resetAdminPassword)
  async resetPassword(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.resetAdminPassword, 'id') eventId: number,
    @RouteParam(routes.resetAdminPassword, 'adminId') adminId: number,
    @RouteBody(routes.resetAdminPassword) { password }: ResetAdminPasswordBody,
    @Req() req: FastifyRequest,
  ) {
    await this.commands.execute(
      new ResetAdminPasswordCommand(eventId, adminId, password, adminMetadata(req, admin)),
    );
    return this.adminOf(eventId, adminId);
  }

  @Route(routes.removeAdmin)
  async removeAdmin(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.removeAdmin, 'id') eventId: number,
    @RouteParam(routes.removeAdmin, 'adminId') adminId: number,
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
