import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAttendeeWorkbook } from '../../bench/lib/fixtures.mjs';
import { adminLogin, callApi } from '../support/http-client.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { waitFor } from '../support/smtp-sink.js';
import { SOLAPI_ROUTE_MODULE, startSolapiFake } from '../support/solapi-fake.js';
import { sqlOnce } from '../support/sql-once.js';
import { ADMIN } from '../support/test-server.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { uploadForm } from '../support/workbooks.js';

// A server process sends 1,000 attendees their QR ('QR 일괄 발송') by 카카오 알림톡 through the real SOLAPI SDK (to a local server
// answering as SOLAPI does, reached through an undici dispatcher preloaded into the process) and is killed with
// SIGKILL halfway. After the restart the outbox goes on where it was: every attendee gets their message, none
// twice — a message the killed process may have handed over is looked up at the provider before it goes again.
const ATTENDEES = 2_000; // every second one has paid (결제유무 Y): 1,000 messages
const SENDS = 1_000;
const ENV = {
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  EVENT_NAME: '발송 재개 시험 엑스포',
  RATE_LIMIT_LOGIN: '100000',
  SOLAPI_API_KEY: 'NCSKILLTEST',
  SOLAPI_API_SECRET: 'kill-test-secret',
  SMS_SENDER: '02-1234-5678',
  KAKAO_PFID: 'KA01PFKILL',
  KAKAO_TEMPLATE_ID: 'KA01TPKILL',
  MESSAGE_RATE_PER_SECOND: '100',
  MESSAGE_LEASE_SECONDS: '15',
};

let db: TestDatabase;
let solapi: Awaited<ReturnType<typeof startSolapiFake>>;
let server: ServerProcess;
let admin: { token: string; eventId: number };
let dir: string;

const sql = <T = any>(text: string, params: unknown[] = []) => sqlOnce<T>(db.url!, text, params);

beforeAll(async () => {
  db = await createTestDatabase();
  if (!db.url) throw new Error('the kill tests need the real PostgreSQL (TEST_DATABASE_URL)');
  solapi = await startSolapiFake();
  server = await startServerProcess(db.url, {
    ...ENV,
    SOLAPI_FAKE_URL: solapi.url,
    NODE_OPTIONS: `--import ${SOLAPI_ROUTE_MODULE}`,
  });
  admin = await adminLogin(server.url, ADMIN.username, ADMIN.password);
  dir = mkdtempSync(join(tmpdir(), 'expo-qr-kill-'));
  const file = join(dir, 'attendees.xlsx');
  await makeAttendeeWorkbook(file, ATTENDEES);
  const res = await fetch(`${server.url}/api/users/upload-excel`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}` },
    body: uploadForm(readFileSync(file), 'attendees.xlsx', admin.eventId),
  });
  expect(res.status).toBe(201);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await solapi?.close();
  await db?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('QR messages to 1,000 attendees across a kill -9', () => {
  it('are all sent once: the outbox resumes after the restart and never sends an attendee twice', async () => {
    const paid = await sql<{ id: number }>(
      `SELECT id FROM attendees WHERE event_id = $1 AND payment_status2 = 'Y' ORDER BY id`,
      [admin.eventId],
    );
    expect(paid).toHaveLength(SENDS);
    // the admin sends everyone their QR with one 'QR 일괄 발송'; the outbox sends them at the provider's rate
    const started = await callApi(server.url, '/api/messages/bulk-sends', {
      method: 'POST',
      token: admin.token,
      body: { audience: 'ALL' },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body).toMatchObject({
      total: SENDS,
      byChannel: { ALIMTALK: SENDS },
      skipped: { alreadySent: 0, unpaid: ATTENDEES - SENDS, unreachable: 0 },
    });
    await waitFor(() => solapi.accepted.length >= SENDS / 3, 60_000);
    // the provider has taken a message and not yet answered when the process dies: it went out unrecorded
    solapi.delayAnswers(5_000);
    await waitFor(() => solapi.unanswered > 0, 10_000);
    await server.kill();
    solapi.delayAnswers(0);
    const atKill = solapi.accepted.length;
    const [{ held }] = await sql<{ held: number }>(
      `SELECT count(*)::int AS held FROM qr_messages WHERE status = 'PENDING' AND claimed_until > now()`,
    );
    await server.restart();

    await waitFor(async () => {
      const [{ sent }] = await sql<{ sent: number }>(
        `SELECT count(*)::int AS sent FROM qr_messages WHERE status = 'SENT'`,
      );
      return sent === SENDS;
    }, 120_000);
    const perSend = new Map<string, number>();
    const perPhone = new Map<string, number>();
    for (const m of solapi.accepted) {
      perSend.set(m.customFields!.sendId, (perSend.get(m.customFields!.sendId) ?? 0) + 1);
      perPhone.set(m.to, (perPhone.get(m.to) ?? 0) + 1);
    }
    console.log(
      `qr outbox kill: ${atKill} of ${SENDS} accepted by the provider at the kill, ${held} claimed by the killed ` +
        `process (one of them accepted, its answer never heard), ${solapi.accepted.length} accepted in all`,
    );
    expect(solapi.accepted).toHaveLength(SENDS);
    expect(perSend.size).toBe(SENDS);
    expect([...perPhone.values()].every((n) => n === 1)).toBe(true);
    const [{ n }] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM event_log WHERE type = 'QrMessageSent'`,
    );
    expect(n, 'each message recorded as sent once').toBe(SENDS);

    // the bulk send shows done, and asking again sends nobody a second time
    const list = await callApi(server.url, '/api/messages/bulk-sends', { token: admin.token });
    expect(list.body.items[0]).toMatchObject({ id: started.body.id, done: true, progress: { SENT: SENDS } });
    const again = await callApi(server.url, '/api/messages/bulk-sends/preview', {
      method: 'POST',
      token: admin.token,
      body: { audience: 'ALL' },
    });
    expect(again.body).toMatchObject({ total: 0, skipped: { alreadySent: SENDS } });
  }, 300_000);
});
