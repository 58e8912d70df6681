import { Catch, Inject, Logger, type ArgumentsHost, type ExceptionFilter, type Type } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { langOfRequest, type Lang } from '@expo/contract/lang';
import { logServerError, toErrorResponse } from '../error.filter.js';
import { sendPage } from './send-page.js';
import { WebShell } from './web-shell.js';

/** The language the visitor reads a page in: their choice (the lang cookie), else their browser's. */
export const langOfPage = (req: FastifyRequest): Lang =>
  langOfRequest(req.headers.cookie, req.headers['accept-language']);

/**
 * A refused page the server draws (a wrong link, something deleted, too many lookups): the page says so in the
 * visitor's language, with the refusal's status (the attendee's service worker drops its copy on a 400/403/404).
 */
export function sendRefusalPage(
  error: unknown,
  host: ArgumentsHost,
  logger: Logger,
  draw: (lang: Lang, refusal: { code: string; message: string }) => string,
): void {
  const http = host.switchToHttp();
  const req = http.getRequest<FastifyRequest>();
  const lang = langOfPage(req);
  const { status, body } = toErrorResponse(error, lang);
  logServerError(logger, error, status);
  void sendPage(req, http.getResponse<FastifyReply>(), status, draw(lang, body));
}

/** The exception filter of a page the server draws: every refusal becomes that page saying so (`draw`). */
export function RefusalPageFilter(
  draw: (shell: WebShell, lang: Lang, refusal: { code: string; message: string }) => string,
): Type<ExceptionFilter> {
  @Catch()
  class PageRefusalFilter implements ExceptionFilter {
    private readonly logger = new Logger('HTTP');
    constructor(@Inject(WebShell) private readonly shell: WebShell) {}

    catch(error: unknown, host: ArgumentsHost): void {
      sendRefusalPage(error, host, this.logger, (lang, refusal) => draw(this.shell, lang, refusal));
    }
  }
  return PageRefusalFilter;
}
