import {
  applyDecorators,
  Body,
  Controller,
  Delete,
  Get,
  Inject,
  Param,
  Post,
  Put,
  Query,
  Req,
  UseGuards,
  type Type,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { removed } from '@expo/contract/answers';
import { eventScopeQuery, type EventScope } from '@expo/contract/fields';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { AdminGuard } from '../../auth/admin.guard.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { Answers } from '../../http/answers.decorator.js';
import { RateLimited } from '../../http/rate-limit.js';
import { adminMetadata } from '../../auth/request-metadata.js';
import type { CatalogMessages } from '../catalog-slice.js';

/** The routes of a catalogue kind under /api/{path}: what differs between kinds. */
export interface CatalogRoutes<I, A> {
  path: string;
  tag: string;
  messages: CatalogMessages<I, A>;
  schemas: {
    answer: z.ZodType<A>;
    register: z.ZodType<I & { eventId?: number }>;
    update: z.ZodType<I & { eventId?: number }>;
    id: z.ZodType<number>;
  };
  summaries: { list: string; register: string; get: string; update: string; remove: string };
  /** GET {id} open without a login (a lecture's check-in and QR screens), rate-limited; else an admin's. */
  publicGet?: boolean;
}

const adminOnly = () => applyDecorators(UseGuards(AdminGuard), ApiBearerAuth());

/**
 * The controller of a catalogue kind: list, register, get, update and remove, each mapped to the kind's
 * command or query (`catalogSlice`); the event is the admin's (an `eventId` naming another is refused).
 */
export function catalogController<I, A>(routes: CatalogRoutes<I, A>): Type<unknown> {
  const { messages, schemas, summaries } = routes;
  const { Register, Update, Remove } = messages.commands;
  const { Get: GetOne, List } = messages.queries;

  @ApiTags(routes.tag)
  @Controller(routes.path)
  class CatalogController {
    constructor(
      @Inject(CommandBus) private readonly commands: CommandBus,
      @Inject(QueryBus) private readonly queries: QueryBus,
    ) {}

    @Get()
    @adminOnly()
    @Answers(z.array(schemas.answer))
    @ApiOperation({ summary: summaries.list })
    list(@CurrentAdmin() admin: AdminPrincipal, @Query({ schema: eventScopeQuery }) query: EventScope) {
      return this.queries.execute(new List(scopedEventId(admin, query.eventId)));
    }

    @Post()
    @adminOnly()
    @Answers(schemas.answer, 201)
    @ApiOperation({ summary: summaries.register })
    register(
      @CurrentAdmin() admin: AdminPrincipal,
      @Query({ schema: eventScopeQuery }) query: EventScope,
      @Body({ schema: schemas.register }) { eventId, ...input }: I & { eventId?: number },
      @Req() req: FastifyRequest,
    ) {
      const scoped = scopedEventId(admin, query.eventId ?? eventId);
      return this.commands.execute(new Register(scoped, input as I, adminMetadata(req, admin)));
    }

    @Get(':id')
    @(routes.publicGet ? RateLimited('lookup') : adminOnly())
    @Answers(schemas.answer)
    @ApiOperation({ summary: summaries.get })
    get(
      @CurrentAdmin() admin: AdminPrincipal | undefined,
      @Param('id', { schema: schemas.id }) id: number,
      @Query({ schema: eventScopeQuery }) query: EventScope,
    ) {
      return this.queries.execute(new GetOne(id, admin ? scopedEventId(admin, query.eventId) : undefined));
    }

    @Put(':id')
    @adminOnly()
    @Answers(schemas.answer)
    @ApiOperation({ summary: summaries.update })
    update(
      @CurrentAdmin() admin: AdminPrincipal,
      @Param('id', { schema: schemas.id }) id: number,
      @Query({ schema: eventScopeQuery }) query: EventScope,
      @Body({ schema: schemas.update }) { eventId, ...input }: I & { eventId?: number },
      @Req() req: FastifyRequest,
    ) {
      const scoped = scopedEventId(admin, query.eventId ?? eventId);
      return this.commands.execute(new Update(scoped, id, input as I, adminMetadata(req, admin)));
    }

    @Delete(':id')
    @adminOnly()
    @Answers(removed)
    @ApiOperation({ summary: summaries.remove })
    remove(
      @CurrentAdmin() admin: AdminPrincipal,
      @Param('id', { schema: schemas.id }) id: number,
      @Query({ schema: eventScopeQuery }) query: EventScope,
      @Req() req: FastifyRequest,
    ) {
      const scoped = scopedEventId(admin, query.eventId);
      return this.commands.execute(new Remove(scoped, id, adminMetadata(req, admin)));
    }
  }
  const name = `${routes.path[0].toUpperCase()}${routes.path.slice(1)}Controller`;
  return Object.defineProperty(CatalogController, 'name', { value: name });
}
