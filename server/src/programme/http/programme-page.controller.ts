import { Controller, Get, Inject, Param, Query, Req, Res, UseFilters } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Lang } from '@expo/contract/lang';
import {
  PROGRAMME_DATA_ELEMENT,
  programmeEventParam,
  programmeLinkQuery,
  type Programme,
  type ProgrammeLinkQuery,
  type ProgrammePageData,
} from '@expo/contract/programme';
import { PROGRAMME_TEXTS } from '@expo/contract/programme-texts';
import { AnswersFile } from '../../http/answers.decorator.js';
import { RateLimited } from '../../http/rate-limit.js';
import { langOfPage, RefusalPageFilter } from '../../http/web-pages/refusal-page.js';
import { sendPage } from '../../http/web-pages/send-page.js';
import { WebShell } from '../../http/web-pages/web-shell.js';
import { GetProgrammeQuery } from '../queries/get-programme/get-programme.query.js';
import { programmeMarkup, programmeRefusalMarkup } from './programme-page.markup.js';

/** The page's path, outside the API's /api prefix. */
export const PROGRAMME_PAGE_PATH = 'program/:eventId';

function programmePage(shell: WebShell, lang: Lang, data: ProgrammePageData): string {
  const programme: Programme | undefined = data.kind === 'programme' ? data.programme : undefined;
  return shell.page({
    styles: 'programme',
    lang,
    title: PROGRAMME_TEXTS[lang].title(programme?.eventName ?? ''),
    root: programme
      ? programmeMarkup(lang, programme)
      : programmeRefusalMarkup(lang, (data as { message: string }).message),
    data: { element: PROGRAMME_DATA_ELEMENT, value: data },
  });
}

/**
 * /program/{eventId} (issue 50): the event's lectures by day, drawn here so the page reads on a slow signal before
 * any script has arrived and the attendee's service worker keeps it whole for a later open offline; the web app
 * takes it over (search, '내 일정', seats live) from the JSON it was drawn with.
 */
@Controller()
// a refused programme (no such event, a link that is not valid, too many lookups): a page saying so
@UseFilters(
  RefusalPageFilter((shell, lang, { code, message }) =>
    programmePage(shell, lang, { kind: 'error', code, message }),
  ),
)
export class ProgrammePageController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(WebShell) private readonly shell: WebShell,
  ) {}

  @Get(PROGRAMME_PAGE_PATH)
  @ApiTags('programme')
  @ApiOperation({ summary: '행사 프로그램 화면 (강연 목록까지 그린 HTML; QR 링크로는 내 일정도)' })
  @AnswersFile('text/html', '/program/{id} 화면 (행사 프로그램)')
  @RateLimited('lookup')
  async page(
    @Param('eventId', { schema: programmeEventParam }) eventId: number,
    @Query({ schema: programmeLinkQuery }) link: ProgrammeLinkQuery,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const programme = await this.queries.execute(new GetProgrammeQuery(eventId, link));
    const data: ProgrammePageData = { kind: 'programme', programme, drawnAt: new Date().toISOString() };
    return sendPage(req, reply, 200, programmePage(this.shell, langOfPage(req), data));
  }
}
