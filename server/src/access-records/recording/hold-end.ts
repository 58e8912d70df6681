import type { ServerResponse } from 'node:http';

/**
 * Holds the end of a successful streamed answer (a file download) until `before` has run: the client sees
 * the file complete only once its access record is stored. An error answer (status 300 or more) ends at once.
 */
export function holdEndUntil(res: ServerResponse, before: () => Promise<unknown>): void {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    res.end = end as ServerResponse['end'];
    if (res.statusCode >= 300) return end(...args);
    void before()
      .catch(() => undefined)
      .finally(() => end(...args));
    return res;
  }) as ServerResponse['end'];
}
