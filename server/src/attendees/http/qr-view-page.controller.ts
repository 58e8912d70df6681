import { Controller, Get, Inject, Param, Query, Req, Res, UseFilters } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { attendeeIdParam, attendeeLookupQuery, type AttendeeLookupParams } from '@expo/contract/attendees';
import { QR_VIEW_DATA_ELEMENT, type QrViewPageData } from '@expo/contract/qr-view-page';
import { QR_VIEW_TEXTS } from '@expo/contract/qr-view-texts';
import type { Lang } from '@expo/contract/lang';
import { AnswersFile } from '../../http/answers.decorator.js';
import { RateLimited } from '../../http/rate-limit.js';
import { langOfPage, RefusalPageFilter } from '../../http/web-pages/refusal-page.js';
import { sendPage } from '../../http/web-pages/send-page.js';
import { WebShell } from '../../http/web-pages/web-shell.js';
import { GetAttendeeQuery } from '../queries/get-attendee/get-attendee.query.js';
import { qrSvg, qrViewMarkup } from './qr-view-page.markup.js';

/** The page's path, outside the API's /api prefix. */
export const QR_VIEW_PAGE_PATH = 'qr-view/:id';

/** The whole page for what it shows (the attendee's card with its QR, or a refusal), in the visitor's language. */
function qrViewPage(shell: WebShell, lang: Lang, data: QrViewPageData, svg?: string, sig?: string): string {
  return shell.page({
    styles: 'qr-view',
    lang,
    title: QR_VIEW_TEXTS[lang].title,
    root: qrViewMarkup(lang, data, svg, sig),
    data: { element: QR_VIEW_DATA_ELEMENT, value: data },
  });
}

/**
 * /qr-view/{id}?sig=… (spec §8), the page an attendee opens at the entrance: drawn here, QR included, so it
 * reads on a slow signal before any script has arrived; the web app takes it over with the same page. Without a
 * signature it is an admin's look (their token is in the browser): the app draws it after its own lookup.
 */
@Controller()
// a refused /qr-view (a wrong link, an attendee deleted, too many lookups): the page says so, in the visitor's language
@UseFilters(
  RefusalPageFilter((shell, lang, { code, message }) =>
    qrViewPage(shell, lang, { kind: 'error', code, message }),
  ),
)
export class QrViewPageController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(WebShell) private readonly shell: WebShell,
  ) {}

  @Get(QR_VIEW_PAGE_PATH)
  @ApiTags('attendees')
  @ApiOperation({ summary: '참석자 QR 화면 (서명된 링크: QR까지 그린 HTML, 서명 없이는 웹 앱)' })
  @AnswersFile('text/html', '/qr-view/{id} 화면')
  @RateLimited('lookup')
  async page(
    @Param('id', { schema: attendeeIdParam }) attendeeId: number,
    @Query({ schema: attendeeLookupQuery }) { sig }: AttendeeLookupParams,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    if (!sig) return sendPage(req, reply, 200, this.shell.plain);
    const attendee = await this.queries.execute(new GetAttendeeQuery(attendeeId, { signature: sig }));
    const data: QrViewPageData = {
      kind: 'attendee',
      id: attendee.id,
      name: attendee.name,
      eventName: attendee.event?.name ?? '',
      eventId: attendee.eventId,
    };
    const lang = langOfPage(req);
    const svg = await qrSvg(attendee.id, QR_VIEW_TEXTS[lang].qrAlternative(attendee.name, attendee.id));
    return sendPage(req, reply, 200, qrViewPage(this.shell, lang, data, svg, sig));
  }
}
