import { Controller, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import type { EventScope } from '@expo/contract/fields';
import { leadRoutes as routes } from '@expo/contract/routes/leads';
import { Route, RouteParam, RouteQuery } from '../../auth/route.decorator.js';
import { ListBoothLeadsQuery } from '../queries/list-booth-leads/list-booth-leads.query.js';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';

/** The admin reads every booth's leads of the event (changing them is the booth's). */
@Controller()
export class AdminLeadsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Route(routes.boothLeads)
  @RecordsAccess()
  list(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.boothLeads, 'boothId') boothId: number,
    @RouteQuery(routes.boothLeads) query: EventScope,
  ) {
    return this.queries.execute(new ListBoothLeadsQuery(scopedEventId(admin, query.eventId), boothId));
  }
}
