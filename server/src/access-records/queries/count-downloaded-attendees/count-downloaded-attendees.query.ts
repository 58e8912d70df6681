import { Query } from '@nestjs/cqrs';
import type { DownloadCounter } from '../../domain/access-routes.js';

/** How many attendees (or records) a download held: the file is streamed, so the server counts its rows. */
export class CountDownloadedAttendeesQuery extends Query<number> {
  constructor(
    readonly counter: DownloadCounter,
    readonly eventId: number,
    readonly params: Record<string, string | undefined>,
    readonly query: Record<string, unknown>,
  ) {
    super();
  }
}
