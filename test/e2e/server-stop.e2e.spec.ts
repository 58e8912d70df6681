import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';

/**
 * A node is stopped (a deploy, a restart) while phones and browser tabs are using it: the requests in flight
 * are answered, and the stop does not wait for the kept-alive connections they leave behind (Fastify keeps an
 * idle connection 72 s). A browser suite's stop with a booth phone open once took more than a minute.
 */
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A raw kept-alive connection, and everything it has received so far. */
async function keptAliveConnection(url: string): Promise<{ socket: Socket; received: () => string }> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  socket.on('error', () => undefined);
  return { socket, received: () => received };
}

describe('stopping a server', () => {
  it('answers a request still arriving when the stop begins, then stops within seconds (not after the keep-alive)', async () => {
    server = await startTestServer();
    const client = await keptAliveConnection(server.url);
    const closed = new Promise<void>((resolve) => client.socket.once('close', () => resolve()));
    // a scan whose body has not arrived yet when the stop begins
    client.socket.write(
      'POST /api/booth-visits HTTP/1.1\r\nHost: expo\r\nConnection: keep-alive\r\n' +
        'Content-Type: application/json\r\nContent-Length: 29\r\n\r\n',
    );
    await sleep(200);
    const started = Date.now();
    const stopping = server.stop();
    await sleep(300);
    client.socket.write('{"boothId":1,"userId":100001}');

    await stopping;
    const took = Date.now() - started;
    // the request was answered (no booth token: the Korean 401), not cut off
    expect(client.received()).toMatch(/^HTTP\/1\.1 401 /);
    expect(client.received()).toContain('부스 로그인이 필요합니다.');
    expect(took, `the stop took ${String(took)} ms`).toBeLessThan(5_000);
    // and the connection it was kept on is closed by the server
    await closed;
  });
});
