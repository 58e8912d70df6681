import { randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { Pairs } from '../../../bench/lib/visit-load.mjs';
import { jsonRequest } from '../../support/json-request.js';

export interface VisitStream {
  /** Visits answered 201 (each once, however many tries it took). */
  readonly acknowledged: number;
  /** Tries sent again (no answer, or the proxy found no node: 502/503/504). */
  readonly retries: number;
  /** Visits that ended with anything but 201, with what they got. */
  readonly failures: string[];
  /** Stops sending and waits for the visits under way. */
  stop(): Promise<void>;
}

const RETRY_STATUSES = new Set([502, 503, 504]);

/**
 * Booth phones scanning `ratePerSecond` badges a second through `url` until stopped: each visit a pair never
 * sent before, resent under the same Idempotency-Key (as the phones' queue does) while it gets no answer or
 * the proxy has no node for it, for up to `giveUpMs`.
 */
export function startVisitStream(
  url: string,
  pairs: Pairs,
  ratePerSecond: number,
  giveUpMs = 30_000,
): VisitStream {
  const agent = new (url.startsWith('https:') ? https : http).Agent({ keepAlive: true, maxSockets: 16 });
  const pending = new Set<Promise<void>>();
  const failures: string[] = [];
  let acknowledged = 0;
  let retries = 0;

  const send = async () => {
    const { booth, attendee } = pairs.next();
    const key = randomUUID();
    const deadline = Date.now() + giveUpMs;
    for (;;) {
      let outcome: string;
      try {
        const answer = await jsonRequest(`${url}/api/booth-visits`, {
          method: 'POST',
          token: booth.token,
          body: { boothId: booth.id, userId: attendee },
          headers: { 'idempotency-key': key },
          agent,
          timeoutMs: 10_000,
        });
        if (answer.status === 201) {
          acknowledged += 1;
          return;
        }
        if (!RETRY_STATUSES.has(answer.status)) {
          failures.push(`${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
          return;
        }
        outcome = String(answer.status);
      } catch (error) {
        outcome = String(error);
      }
      if (Date.now() > deadline) {
        failures.push(`gave up after ${giveUpMs} ms: ${outcome}`);
        return;
      }
      retries += 1;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  const timer = setInterval(() => {
    const visit = send();
    pending.add(visit);
    void visit.finally(() => pending.delete(visit));
  }, 1000 / ratePerSecond);

  return {
    get acknowledged() {
      return acknowledged;
    },
    get retries() {
      return retries;
    },
    failures,
    async stop() {
      clearInterval(timer);
      while (pending.size) await Promise.all(pending);
      agent.destroy();
    },
  };
}
