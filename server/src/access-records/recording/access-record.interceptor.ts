import {
  Inject,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, mergeMap, switchMap, type Observable } from 'rxjs';
import { TokenService } from '../../auth/token.service.js';
import { parseWith } from '../../http/schema/index.js';
import { RecordPersonalDataAccessCommand } from '../commands/record-personal-data-access/record-personal-data-access.command.js';
import type { AccessActor, Concerned } from '../domain/access-record.js';
import { AccessRecordErrors } from '../domain/access-record.errors.js';
import { accessRuleOf, actionOf, type AccessRule } from '../domain/access-routes.js';
import { downloadReasonField } from '@expo/contract/access-records';
import { CountDownloadedAttendeesQuery } from '../queries/count-downloaded-attendees/count-downloaded-attendees.query.js';
import { GetDownloadPolicyQuery } from '../queries/get-download-policy/get-download-policy.query.js';
import { accessActorOf } from './access-actor.js';
import { holdEndUntil } from './hold-end.js';
import { requestIp } from './request-ip.js';

type Params = Record<string, string | undefined>;
type QueryParams = Record<string, unknown>;

/**
 * Records every read of personal data by a person (개인정보 접속기록), driven by the route table
 * (`ACCESS_ROUTES`), on the routes marked `@RecordsAccess()`: after the guards (who), before the handler (a
 * download's reason), and after the answer (whose data). The answer waits for its record's group commit; a record that cannot be stored is logged
 * with all its content.
 */
@Injectable()
export class AccessRecordInterceptor implements NestInterceptor {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(TokenService) private readonly tokens: TokenService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const route = req.routeOptions?.url;
    const rule = accessRuleOf(req.method, route);
    // a route whose command records its access itself (`inCommand`) is not decorated (AccessRouteCoverage)
    if (!rule || rule.inCommand || route === undefined) return next.handle();
    const actor = accessActorOf(req, this.tokens, rule.adminTokenOptional);
    if (!actor) return next.handle();

    const at = new Date();
    // read now, while the connection is open: after the answer the client may be gone, and its address with it
    const ip = requestIp(req);
    const query = (req.query ?? {}) as QueryParams;

    const params = (req.params ?? {}) as Params;
    const write = (answer: unknown, reason: string | null) =>
      from(this.record(rule, { at, actor, ip, req, route, query, params, answer, reason }));
    if (!rule.download) {
      if (!rule.asksReason?.(query)) return next.handle().pipe(mergeMap((answer) => write(answer, null)));
      return from(this.downloadReason(actor, query)).pipe(
        switchMap((reason) => next.handle().pipe(mergeMap((answer) => write(answer, reason)))),
      );
    }
    // a download streams its file itself: the record is stored before the file's end reaches the client
    const res = context.switchToHttp().getResponse<FastifyReply>().raw;
    return from(this.downloadReason(actor, query)).pipe(
      switchMap((reason) => {
        holdEndUntil(res, () => lastValueFrom(write(undefined, reason)));
        return next.handle();
      }),
    );
  }

  /**
   * The download's reason: refused when missing while the event asks for one (nothing is downloaded). A
   * request naming another event is left to its handler's refusal.
   */
  private async downloadReason(actor: AccessActor, query: QueryParams): Promise<string | null> {
    const reason = parseWith(downloadReasonField, query.reason);
    if (reason) return reason;
    const named = query.eventId === undefined || query.eventId === '' ? actor.eventId : Number(query.eventId);
    if (named !== actor.eventId) return null;
    const policy = await this.queries.execute(new GetDownloadPolicyQuery(actor.eventId));
    if (policy.askReason) throw AccessRecordErrors.reasonRequired();
    return null;
  }

  private async record(
    rule: AccessRule,
    r: {
      at: Date;
      actor: AccessActor;
      ip: string;
      req: FastifyRequest;
      route: string;
      query: QueryParams;
      params: Params;
      answer: unknown;
      reason: string | null;
    },
  ): Promise<unknown> {
    const exchange = {
      params: r.params,
      query: r.query,
      requestBody: r.req.body,
      answer: r.answer,
      actor: r.actor,
    };
    let concerned: Concerned | null;
    if (rule.concerned) concerned = rule.concerned(exchange);
    else {
      const count = await this.queries.execute(
        new CountDownloadedAttendeesQuery(rule.download ?? 'none', r.actor.eventId, r.params, r.query),
      );
      concerned = { attendeeIds: [], count };
    }
    if (!concerned) return r.answer;
    await this.commands.execute(
      new RecordPersonalDataAccessCommand({
        at: r.at,
        actor: r.actor,
        ip: r.ip,
        method: r.req.method,
        route: r.route,
        action: actionOf(rule, r.query),
        concerned,
        reason: r.reason,
      }),
    );
    return r.answer;
  }
}
