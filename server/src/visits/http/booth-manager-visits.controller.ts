import { Controller, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentBooth } from '../../auth/booth.guard.js';
import type { BoothPrincipal } from '../../auth/booth-principal.js';
import { ownBooth } from '../../auth/own-booth.js';
import type { EventScope } from '@expo/contract/fields';
import { Route, RouteParam, RouteQuery } from '../../auth/route.decorator.js';
import { VisitErrors } from '../domain/visit.errors.js';
import { ListOwnBoothVisitorsQuery } from '../queries/list-own-booth-visitors/list-own-booth-visitors.query.js';
import { visitRoutes as routes } from '@expo/contract/routes/visits';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';

/** The booth manager's own visitor list: the booth (and its event) come from the booth token. */
@Controller()
export class BoothManagerVisitsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Route(routes.ownBoothVisitors)
  @RecordsAccess()
  list(
    @CurrentBooth() booth: BoothPrincipal,
    @RouteParam(routes.ownBoothVisitors, 'boothId') boothId: number,
    @RouteQuery(routes.ownBoothVisitors) query: EventScope,
  ) {
    ownBooth(booth, boothId, query, VisitErrors.otherBooth);
    return this.queries.execute(new ListOwnBoothVisitorsQuery(booth.eventId, boothId));
  }
}
