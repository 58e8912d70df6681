import {
  applyDecorators,
  Body,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  UseGuards,
  type CanActivate,
  type Type,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { isFileAnswer, type Access, type ParamNames, type RouteShape } from '@expo/contract/routes/route';
import { Answers, AnswersFile } from '../http/answers.decorator.js';
import { AdminGuard, OrganiserGuard } from './admin.guard.js';
import { BoothGuard } from './booth.guard.js';
import { DeskGuard, KioskGuard } from './desk.guard.js';

const METHOD = { GET: Get, POST: Post, PUT: Put, DELETE: Delete } as const;

/** The guard that lets a route's callers in (public, signed-link and respondent routes check in their handler). */
const GUARD: Record<Access, Type<CanActivate> | undefined> = {
  public: undefined,
  'admin-or-link': undefined,
  admin: AdminGuard,
  organiser: OrganiserGuard,
  booth: BoothGuard,
  desk: DeskGuard,
  'desk-only': DeskGuard,
  kiosk: KioskGuard,
  respondent: undefined,
  link: undefined,
};

/**
 * A controller method serving a route of the contract's table: its method and path, status, guard (from who may
 * call it; `guard` for a route that checks the same callers another way), and its /api/docs entry. The
 * controller is `@Controller()`: the path is the table's, whole.
 */
export function Route(route: RouteShape, options: { guard?: Type<CanActivate> } = {}) {
  const guard = options.guard ?? GUARD[route.access];
  const status = route.status ?? 200;
  return applyDecorators(
    METHOD[route.method](route.path),
    HttpCode(status),
    ApiTags(route.tag),
    ApiOperation({ summary: route.summary }),
    isFileAnswer(route.answer)
      ? AnswersFile(route.answer.mediaType, route.answer.description)
      : Answers(route.answer, status),
    ...(guard ? [UseGuards(guard), ApiBearerAuth()] : []),
  );
}

/** A path parameter of the route, checked by its schema. */
export const RouteParam = <R extends RouteShape>(route: R, name: ParamNames<R['path']>) =>
  Param(name, { schema: route.params?.[name] });

/** The route's body, checked by its schema. */
export const RouteBody = (route: RouteShape) => Body({ schema: route.body });

/** The route's query, checked by its schema. */
export const RouteQuery = (route: RouteShape) => Query({ schema: route.query });
