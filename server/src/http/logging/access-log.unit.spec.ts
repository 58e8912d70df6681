import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { accessLog } from './access-log.js';

type Line = {
  level: number;
  msg: string;
  req: { id: string; method: string; path: string };
  res: { status: number };
  ms: number;
};

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A server answering through the access log (as every request of the app does), and the lines it wrote. */
async function logged(answer: (status: (code: number) => void, end: () => void) => void) {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Line);
      done();
    },
  });
  const log = accessLog(pino({ level: 'info' }, sink));
  server = createServer((req, res) =>
    log(req, res, () =>
      answer(
        (code) => (res.statusCode = code),
        () => res.end('ok'),
      ),
    ),
  );
  await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', listening));
  const port = (server.address() as AddressInfo).port;
  const send = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; requestId: string | undefined }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode!, requestId: res.headers['x-request-id'] as string | undefined }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  const settled = async (count: number) => {
    for (let i = 0; i < 100 && lines.length < count; i++) await new Promise((r) => setTimeout(r, 10));
    return lines;
  };
  return { send, settled, port };
}

describe('the access log', () => {
  it('writes one line per answer: method, path without query values, status, time and the request id sent back', async () => {
    const { send, settled } = await logged((_status, end) => end());
    const answer = await send('/api/users?keyword=%EA%B9%80%EB%AF%BC%EC%88%98&token=secret', {
      authorization: 'Bearer secret-token',
    });
    const [line, ...more] = await settled(1);
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      msg: expect.stringMatching(/^GET \/api\/users\?keyword=&token= 200 \d+ms$/),
      req: { id: answer.requestId, method: 'GET', path: '/api/users?keyword=&token=' },
      res: { status: 200 },
    });
    expect(line!.ms).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(line)).not.toMatch(/secret|%EA/);
  });

  it("keeps the proxy's request id, and makes one when there is none or it is too long", async () => {
    const { send, settled } = await logged((_status, end) => end());
    expect((await send('/a', { 'x-request-id': 'proxy-42' })).requestId).toBe('proxy-42');
    const made = (await send('/b')).requestId;
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    const long = (await send('/c', { 'x-request-id': 'x'.repeat(101) })).requestId;
    expect(long).toMatch(/^[0-9a-f-]{36}$/);
    expect((await settled(3)).map((line) => line.req.id)).toEqual(['proxy-42', made, long]);
  });

  it('writes a server error at error level, a client error at info', async () => {
    let code = 500;
    const { send, settled } = await logged((status, end) => {
      status(code);
      end();
    });
    await send('/api/broken');
    code = 404;
    await send('/api/missing');
    const [broken, missing] = await settled(2);
    expect(broken).toMatchObject({ level: 50, msg: 'GET /api/broken 500', res: { status: 500 } });
    expect(missing).toMatchObject({ level: 30, res: { status: 404 } });
  });

  it('logs a request the client gave up on before its answer as 499 at info (not a server error), once', async () => {
    const { settled, port } = await logged(() => undefined); // never answers
    const req = request({ host: '127.0.0.1', port, path: '/api/slow' });
    req.on('error', () => undefined);
    req.end();
    await new Promise((r) => setTimeout(r, 50));
    req.destroy();
    const lines = await settled(1);
    await new Promise((r) => setTimeout(r, 50));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: expect.stringMatching(/^GET \/api\/slow 499 \d+ms$/),
      res: { status: 499 },
    });
  });
});
