import { Controller, Inject, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentBooth } from '../../auth/booth.guard.js';
import type { BoothPrincipal } from '../../auth/booth-principal.js';
import { ownBooth } from '../../auth/own-booth.js';
import type { EventScope } from '@expo/contract/fields';
import { boothMetadata } from '../../auth/request-metadata.js';
import { Route, RouteBody, RouteParam, RouteQuery } from '../../auth/route.decorator.js';
import { idempotencyKey } from '../../http/idempotency-key.js';
import { DefineLeadTagsCommand } from '../commands/define-lead-tags/define-lead-tags.command.js';
import { UpdateLeadCommand } from '../commands/update-lead/update-lead.command.js';
import { ListBoothLeadsQuery } from '../queries/list-booth-leads/list-booth-leads.query.js';
import type { LeadBody, LeadTagsBody } from '@expo/contract/leads';
import { leadRoutes as routes } from '@expo/contract/routes/leads';
import { visitRoutes } from '@expo/contract/routes/visits';
import { sendWorkbook } from '../../excel/workbook-download.js';
import { VisitErrors } from '../../visits/domain/visit.errors.js';
import { DownloadBoothVisitorsQuery } from '../queries/download-booth-visitors/download-booth-visitors.query.js';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';

/** The booth phone's leads: its visitors' 관심도, tags and memos, its own tags, and its visitors with them in Excel. */
@Controller()
export class BoothLeadsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Route(routes.ownLeads)
  @RecordsAccess()
  list(
    @CurrentBooth() booth: BoothPrincipal,
    @RouteParam(routes.ownLeads, 'boothId') boothId: number,
    @RouteQuery(routes.ownLeads) query: EventScope,
  ) {
    ownBooth(booth, boothId, query);
    return this.queries.execute(new ListBoothLeadsQuery(booth.eventId, boothId, true));
  }

  @Route(routes.update)
  update(
    @CurrentBooth() booth: BoothPrincipal,
    @RouteParam(routes.update, 'boothId') boothId: number,
    @RouteParam(routes.update, 'userId') userId: number,
    @RouteBody(routes.update) { changedAt, ...changes }: LeadBody,
    @Req() req: FastifyRequest,
  ) {
    ownBooth(booth, boothId);
    const metadata = {
      ...boothMetadata(req, booth),
      clientEventId: idempotencyKey(req, `lead:${boothId}:${userId}`),
    };
    return this.commands.execute(new UpdateLeadCommand(booth, userId, changes, changedAt, metadata));
  }

  @Route(routes.defineTags)
  defineTags(
    @CurrentBooth() booth: BoothPrincipal,
    @RouteParam(routes.defineTags, 'boothId') boothId: number,
    @RouteBody(routes.defineTags) { tags }: LeadTagsBody,
    @Req() req: FastifyRequest,
  ) {
    ownBooth(booth, boothId);
    return this.commands.execute(
      new DefineLeadTagsCommand(boothId, booth.eventId, tags, boothMetadata(req, booth)),
    );
  }

  @Route(visitRoutes.downloadOwnBoothVisitors)
  @RecordsAccess()
  async download(
    @CurrentBooth() booth: BoothPrincipal,
    @RouteParam(visitRoutes.downloadOwnBoothVisitors, 'boothId') boothId: number,
    @RouteQuery(visitRoutes.downloadOwnBoothVisitors) query: EventScope,
    @Res() reply: FastifyReply,
  ) {
    ownBooth(booth, boothId, query, VisitErrors.otherBooth);
    const download = new DownloadBoothVisitorsQuery(booth.eventId, boothId, true);
    await sendWorkbook(reply, await this.queries.execute(download));
  }
}
