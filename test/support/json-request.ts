import http from 'node:http';
import https from 'node:https';

export interface JsonAnswer<T = any> {
  status: number;
  body: T;
  /** Which node answered behind the proxy (its X-Upstream header), if it says. */
  upstream?: string;
}

export interface JsonRequest {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Keep-alive connections to reuse (a phone's or a browser's). */
  agent?: http.Agent;
  timeoutMs?: number;
}

/**
 * A JSON call over HTTP or HTTPS: unlike fetch, it accepts the test proxy's self-signed certificate (the
 * faults tests talk to nginx as the phones and dashboards do). Network errors throw.
 */
export function jsonRequest<T = any>(url: string, init: JsonRequest = {}): Promise<JsonAnswer<T>> {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  const headers: Record<string, string> = { accept: 'application/json', ...(init.headers ?? {}) };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const options = {
      method: init.method ?? 'GET',
      headers,
      agent: init.agent,
      timeout: init.timeoutMs ?? 15_000,
      ...(secure ? { rejectUnauthorized: false } : {}),
    };
    const req = (secure ? https : http).request(target, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          /* not JSON (an nginx error page) */
        }
        const upstream = res.headers['x-upstream'];
        resolve({
          status: res.statusCode ?? 0,
          body: body as T,
          upstream: typeof upstream === 'string' ? upstream : undefined,
        });
      });
    });
    req.on('timeout', () =>
      req.destroy(new Error(`no answer from ${url} in ${init.timeoutMs ?? 15_000} ms`)),
    );
    req.on('error', reject);
    req.end(payload);
  });
}
