import { Controller, Inject, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { Route, RouteParam, RouteQuery } from '../../auth/route.decorator.js';
import type { EventScope } from '@expo/contract/fields';
import { privacyRoutes as routes } from '@expo/contract/routes/privacy';
import { sendWorkbook } from '../../excel/workbook-download.js';
import { ExportPersonalDataQuery } from '../queries/export-personal-data/export-personal-data.query.js';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';

/** '열람': an attendee asks what is held about them; the admin hands them this workbook. */
@Controller()
export class PersonalDataController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Route(routes.personalData)
  @RecordsAccess()
  async export(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.personalData, 'id') attendeeId: number,
    @RouteQuery(routes.personalData) query: EventScope,
    @Res() reply: FastifyReply,
  ) {
    const eventId = scopedEventId(admin, query.eventId);
    await sendWorkbook(reply, await this.queries.execute(new ExportPersonalDataQuery(eventId, attendeeId)));
  }
}
