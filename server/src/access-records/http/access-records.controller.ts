import { Controller, Inject, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { Route, RouteQuery } from '../../auth/route.decorator.js';
import { sendWorkbook } from '../../excel/workbook-download.js';
import { DownloadAccessRecordsQuery } from '../queries/download-access-records/download-access-records.query.js';
import { ListAccessAlertsQuery } from '../queries/list-access-alerts/list-access-alerts.query.js';
import { ListAccessRecordsQuery } from '../queries/list-access-records/list-access-records.query.js';
import type {
  AccessAlertsParams,
  AccessRecordFilterParams,
  ListAccessRecordsParams,
} from '@expo/contract/access-records';
import { privacyRoutes as routes } from '@expo/contract/routes/privacy';
import { RecordsAccess } from '../recording/records-access.decorator.js';

/** 개인정보 접속기록: who read whose personal data, for the admins of the event. */
@Controller()
export class AccessRecordsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Route(routes.accessRecords)
  list(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteQuery(routes.accessRecords) { eventId, page, size, ...filter }: ListAccessRecordsParams,
  ) {
    return this.queries.execute(
      new ListAccessRecordsQuery({ ...filter, eventId: scopedEventId(admin, eventId) }, page, size),
    );
  }

  @Route(routes.downloadAccessRecords)
  @RecordsAccess()
  async download(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteQuery(routes.downloadAccessRecords) { eventId, ...filter }: AccessRecordFilterParams,
    @Res() reply: FastifyReply,
  ) {
    const scoped = scopedEventId(admin, eventId);
    await sendWorkbook(
      reply,
      await this.queries.execute(new DownloadAccessRecordsQuery({ ...filter, eventId: scoped })),
    );
  }

  @Route(routes.accessAlerts)
  alerts(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteQuery(routes.accessAlerts) { eventId, from, to }: AccessAlertsParams,
  ) {
    return this.queries.execute(new ListAccessAlertsQuery(scopedEventId(admin, eventId), from, to));
  }
}
