import { Controller, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';
import { CurrentBooth } from '../../auth/booth.guard.js';
import type { BoothPrincipal } from '../../auth/booth-principal.js';
import { ownBooth } from '../../auth/own-booth.js';
import { Route, RouteParam, RouteQuery } from '../../auth/route.decorator.js';
import type { BoothReportQuery } from '@expo/contract/reports';
import { reportRoutes as routes } from '@expo/contract/routes/reports';
import { GetBoothReportsQuery } from '../queries/get-booth-reports/get-booth-reports.query.js';

/** The booth's own 성과 보고 (/booth-report): the booth and its event come from the booth token. */
@Controller()
export class BoothReportController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Route(routes.ownBooth)
  @RecordsAccess()
  async report(
    @CurrentBooth() booth: BoothPrincipal,
    @RouteParam(routes.ownBooth, 'boothId') boothId: number,
    @RouteQuery(routes.ownBooth) query: BoothReportQuery,
  ) {
    ownBooth(booth, boothId, query);
    const [report] = await this.queries.execute(
      new GetBoothReportsQuery(booth.eventId, boothId, query.visitors, 'previous'),
    );
    return report;
  }
}
