import { Controller, Inject, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventScope } from '@expo/contract/fields';
import { surveyRoutes as routes } from '@expo/contract/routes/surveys';
import type { SurveyBody, SurveyResultsQuery } from '@expo/contract/surveys';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { adminMetadata } from '../../auth/request-metadata.js';
import { Route, RouteBody, RouteParam, RouteQuery } from '../../auth/route.decorator.js';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';
import { sendWorkbook } from '../../excel/workbook-download.js';
import { ChangeSurveyCommand } from '../commands/change-survey/change-survey.command.js';
import { CreateSurveyCommand } from '../commands/create-survey/create-survey.command.js';
import { RemoveSurveyCommand } from '../commands/remove-survey/remove-survey.command.js';
import { DownloadSurveyResponsesQuery } from '../queries/download-survey-responses/download-survey-responses.query.js';
import { GetSurveyResultsQuery } from '../queries/get-survey-results/get-survey-results.query.js';
import { GetSurveyQuery } from '../queries/get-survey/get-survey.query.js';
import { ListSurveysQuery } from '../queries/list-surveys/list-surveys.query.js';

/** /api/surveys: the admin's surveys of their event, their results and their raw answers in Excel. */
@Controller()
export class SurveysController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Route(routes.create)
  create(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteBody(routes.create) body: SurveyBody,
    @Req() req: FastifyRequest,
  ) {
    const eventId = scopedEventId(admin, body.eventId);
    return this.commands.execute(new CreateSurveyCommand(eventId, body, adminMetadata(req, admin)));
  }

  @Route(routes.list)
  list(@CurrentAdmin() admin: AdminPrincipal, @RouteQuery(routes.list) query: EventScope) {
    return this.queries.execute(new ListSurveysQuery(scopedEventId(admin, query.eventId)));
  }

  @Route(routes.get)
  get(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.get, 'id') id: number,
    @RouteQuery(routes.get) query: EventScope,
  ) {
    return this.queries.execute(new GetSurveyQuery(scopedEventId(admin, query.eventId), id));
  }

  @Route(routes.update)
  update(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.update, 'id') id: number,
    @RouteBody(routes.update) body: SurveyBody,
    @Req() req: FastifyRequest,
  ) {
    const eventId = scopedEventId(admin, body.eventId);
    return this.commands.execute(new ChangeSurveyCommand(eventId, id, body, adminMetadata(req, admin)));
  }

  @Route(routes.remove)
  remove(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.remove, 'id') id: number,
    @RouteQuery(routes.remove) query: EventScope,
    @Req() req: FastifyRequest,
  ) {
    const eventId = scopedEventId(admin, query.eventId);
    return this.commands.execute(new RemoveSurveyCommand(eventId, id, adminMetadata(req, admin)));
  }

  @Route(routes.results)
  results(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.results, 'id') id: number,
    @RouteQuery(routes.results) query: SurveyResultsQuery,
  ) {
    const eventId = scopedEventId(admin, query.eventId);
    return this.queries.execute(new GetSurveyResultsQuery(eventId, id, query.version));
  }

  @Route(routes.downloadResponses)
  @RecordsAccess()
  async downloadResponses(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.downloadResponses, 'id') id: number,
    @RouteQuery(routes.downloadResponses) query: EventScope,
    @Res() reply: FastifyReply,
  ) {
    const eventId = scopedEventId(admin, query.eventId);
    await sendWorkbook(reply, await this.queries.execute(new DownloadSurveyResponsesQuery(eventId, id)));
  }
}
