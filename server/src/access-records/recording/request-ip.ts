import type { FastifyRequest } from 'fastify';

/** What an access record says of where a request came from when its connection was already gone. */
export const UNKNOWN_IP = 'unknown';

/**
 * Where a request came from (접속지, trustProxy applied), to be read while its connection is open: Fastify
 * derives it from the socket, so a client gone before its record was made (a page navigating away mid-fetch)
 * has none. Such a record is kept as 'unknown' rather than lost: `access_records.ip` is NOT NULL, and one
 * record without it would fail its whole group commit.
 */
export function requestIp(req: Pick<FastifyRequest, 'ip'>): string {
  return req.ip || UNKNOWN_IP;
}
