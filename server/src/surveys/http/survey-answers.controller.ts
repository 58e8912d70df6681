import { Controller, Inject, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { surveyRoutes as routes } from '@expo/contract/routes/surveys';
import type { SurveyAnswerBody, SurveyFormQuery } from '@expo/contract/surveys';
import { boothIfAny } from '../../auth/booth.guard.js';
import { boothMetadata, publicMetadata } from '../../auth/request-metadata.js';
import { Route, RouteBody, RouteParam, RouteQuery } from '../../auth/route.decorator.js';
import { TokenService } from '../../auth/token.service.js';
import { idempotencyKey } from '../../http/idempotency-key.js';
import { RateLimited } from '../../http/rate-limit.js';
import { AnswerSurveyCommand } from '../commands/answer-survey/answer-survey.command.js';
import { GetLectureSurveysQuery } from '../queries/get-lecture-surveys/get-lecture-surveys.query.js';
import { GetSurveyFormQuery } from '../queries/get-survey-form/get-survey-form.query.js';
import { ListOpenSurveysQuery } from '../queries/list-open-surveys/list-open-surveys.query.js';
import type { RespondentProof } from '../queries/respondent.js';

/** A survey's respondents: an attendee by their signed link (no login), a booth by its token. */
@Controller()
export class SurveyAnswersController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(TokenService) private readonly tokens: TokenService,
  ) {}

  private async proof(
    req: FastifyRequest,
    link: { userId?: number; sig?: string },
  ): Promise<RespondentProof> {
    const booth = await boothIfAny(this.tokens, this.queries, req);
    return booth ? { kind: 'booth', booth } : { kind: 'link', userId: link.userId, sig: link.sig };
  }

  // The respondent's routes carry a signature nobody can guess (or a booth's token): no per-IP limit, which would
  // stop nothing an attacker could do and refuse a hall answering after a keynote behind the venue Wi-Fi's one
  // address (measured: 8,002 of 10,000 answers refused at the default 600 a minute; docs/SURVEYS.md). The
  // lecture's list hands out a signature for a check-in, unsigned: it keeps the lookups' limit.
  @Route(routes.open)
  async open(@RouteQuery(routes.open) query: SurveyFormQuery, @Req() req: FastifyRequest) {
    return this.queries.execute(new ListOpenSurveysQuery(await this.proof(req, query)));
  }

  @Route(routes.lectureSurveys)
  @RateLimited('lookup')
  lectureSurveys(
    @RouteParam(routes.lectureSurveys, 'lectureId') lectureId: number,
    @RouteQuery(routes.lectureSurveys) { userId }: { userId: number },
  ) {
    return this.queries.execute(new GetLectureSurveysQuery(lectureId, userId));
  }

  @Route(routes.form)
  async form(
    @RouteParam(routes.form, 'id') id: number,
    @RouteQuery(routes.form) query: SurveyFormQuery,
    @Req() req: FastifyRequest,
  ) {
    return this.queries.execute(new GetSurveyFormQuery(id, await this.proof(req, query)));
  }

  @Route(routes.answer)
  async answer(
    @RouteParam(routes.answer, 'id') id: number,
    @RouteBody(routes.answer) { version, answers, answeredAt, ...link }: SurveyAnswerBody,
    @Req() req: FastifyRequest,
  ) {
    const proof = await this.proof(req, link);
    const metadata = {
      ...(proof.kind === 'booth' ? boothMetadata(req, proof.booth) : publicMetadata(req)),
      clientEventId: idempotencyKey(req, `survey:${id}`),
    };
    return this.commands.execute(new AnswerSurveyCommand(id, proof, version, answers, answeredAt, metadata));
  }
}
