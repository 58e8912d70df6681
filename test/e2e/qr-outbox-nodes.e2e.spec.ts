import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { koreanAttendee } from '../support/attendee-fixtures.js';
import { startSmtpSink, waitFor } from '../support/smtp-sink.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let nodeA: TestServer;
let nodeB: TestServer;
let token: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  nodeA = await startTestServer({ SMTP_URL: smtp.url });
  if (nodeA.databaseUrl) nodeB = await startTestServer({ SMTP_URL: smtp.url }, { shareDatabaseWith: nodeA });
  token = await nodeA.login();
});
afterAll(async () => {
  await nodeB?.close();
  await nodeA?.close();
  await smtp?.close();
});

const messageIds = () => smtp.received.map((m) => /^Message-ID:\s*(\S+)/im.exec(m.raw)?.[1]);

describe('QR outbox on two nodes', () => {
  it('delivers every requested message exactly once while both nodes run workers', async () => {
    if (!nodeB) return; // needs the real PostgreSQL
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const node = i % 2 ? nodeB : nodeA;
      const { body } = await node.api('/api/users/register', {
        method: 'POST',
        token,
        body: { ...koreanAttendee(500 + i), email: `guest${i}@example.com` },
      });
      ids.push(body.id);
    }
    await Promise.all(
      ids.map((id, i) => (i % 2 ? nodeB : nodeA).api(`/api/users/${id}/send-qr`, { method: 'POST', token })),
    );
    await waitFor(async () => {
      const list = (await nodeA.api('/api/messages', { token })).body;
      return list.length === 12 && list.every((m: { status: string }) => m.status === 'SENT');
    }, 20_000);
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.received).toHaveLength(12);
    expect(new Set(messageIds()).size).toBe(12);
  });

  it('resumes a message whose worker died holding it, once its lease expires', async () => {
    if (!nodeB) return;
    const { body: a } = await nodeA.api('/api/users/register', {
      method: 'POST',
      token,
      body: { ...koreanAttendee(900), email: 'lease@example.com' },
    });
    // a worker that claimed the message and crashed: the row is leased and nobody delivers it
    const sendId = `crash-${a.id}`;
    await nodeA.sql(
      `INSERT INTO qr_messages (id, event_id, attendee_id, status, requested_at, next_attempt_at, claimed_until)
       VALUES ($1, $2, $3, 'PENDING', now(), now(), now() + interval '1 hour')`,
      [sendId, a.eventId, a.id],
    );
    await new Promise((r) => setTimeout(r, 2000));
    expect(smtp.received.filter((m) => m.to.includes('lease@example.com'))).toHaveLength(0);
    await nodeA.sql(`UPDATE qr_messages SET claimed_until = now() - interval '1 second' WHERE id = $1`, [
      sendId,
    ]);
    await waitFor(() => smtp.received.some((m) => m.to.includes('lease@example.com')), 10_000);
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.received.filter((m) => m.to.includes('lease@example.com'))).toHaveLength(1);
    const [row] = await nodeA.sql(`SELECT status FROM qr_messages WHERE id = $1`, [sendId]);
    expect(row.status).toBe('SENT');
  });
});
