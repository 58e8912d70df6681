import { Controller, Inject, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import type { EventScope } from '@expo/contract/fields';
import type { DestroyBody } from '@expo/contract/privacy';
import { privacyRoutes as routes } from '@expo/contract/routes/privacy';
import { adminMetadata } from '../../auth/request-metadata.js';
import { Route, RouteBody, RouteQuery } from '../../auth/route.decorator.js';
import { DestroyPersonalDataCommand } from '../commands/destroy-personal-data/destroy-personal-data.command.js';
import { GetRetentionQuery } from '../queries/get-retention/get-retention.query.js';
import { ListDestructionsQuery } from '../queries/list-destructions/list-destructions.query.js';

/** Retention and destruction (파기) of the event's personal data. */
@Controller()
export class DestructionsController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Route(routes.retention)
  retention(@CurrentAdmin() admin: AdminPrincipal, @RouteQuery(routes.retention) query: EventScope) {
    return this.queries.execute(new GetRetentionQuery(scopedEventId(admin, query.eventId)));
  }

  @Route(routes.destructions)
  list(@CurrentAdmin() admin: AdminPrincipal, @RouteQuery(routes.destructions) query: EventScope) {
    return this.queries.execute(new ListDestructionsQuery(scopedEventId(admin, query.eventId)));
  }

  @Route(routes.destroy)
  destroy(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteQuery(routes.destroy) query: EventScope,
    @RouteBody(routes.destroy) body: DestroyBody,
    @Req() req: FastifyRequest,
  ) {
    return this.commands.execute(
      new DestroyPersonalDataCommand(
        scopedEventId(admin, query.eventId ?? body.eventId),
        { trigger: 'ADMIN', actorName: admin.name, typedName: body.eventName },
        adminMetadata(req, admin),
      ),
    );
  }
}
