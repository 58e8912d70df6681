import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../server/src/conferences/admin-accounts.js';
import { EventStore } from '../../server/src/event-store/event-store.js';
import { attendee } from '../support/attendee-fixtures.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let tokenA: string;
let tokenB: string;
let attendeeOfA: { id: number; eventId: number };

beforeAll(async () => {
  server = await startTestServer();
  tokenA = await server.login();
  await createAdmin(server.running.app.get(EventStore), {
    eventName: '다른 행사',
    username: 'other-admin',
    password: 'other-pass-1234',
  });
  tokenB = await server.login('other-admin', 'other-pass-1234');
  attendeeOfA = (
    await server.api('/api/users/register', {
      method: 'POST',
      token: tokenA,
      body: attendee({ paymentStatus2: 'Y' }),
    })
  ).body;
});
afterAll(() => server?.close());

describe("an admin never reaches another event's attendees", () => {
  it('does not list them, and naming the other event is 403', async () => {
    const own = await server.api('/api/users', { token: tokenB });
    expect(own.body.totalElements).toBe(0);
    const other = await server.api(`/api/users?eventId=${attendeeOfA.eventId}`, { token: tokenB });
    expect(other.status).toBe(403);
  });

  it.each([
    ['GET', ''],
    ['PUT', ''],
    ['DELETE', ''],
    ['POST', '/send-qr'],
  ])('%s /api/users/{id}%s answers 404 and changes nothing', async (method, suffix) => {
    const res = await server.api(`/api/users/${attendeeOfA.id}${suffix}`, {
      method,
      token: tokenB,
      body: method === 'PUT' ? attendee({ name: '탈취' }) : undefined,
    });
    expect(res.status).toBe(404);
    const still = await server.api(`/api/users/${attendeeOfA.id}`, { token: tokenA });
    expect(still.body.name).toBe('김민수');
    expect((await server.api(`/api/users/${attendeeOfA.id}/messages`, { token: tokenA })).body).toEqual([]);
  });

  it("shows none of the other event's QR messages", async () => {
    await server.api(`/api/users/${attendeeOfA.id}/send-qr`, { method: 'POST', token: tokenA });
    expect((await server.api('/api/messages', { token: tokenB })).body).toEqual([]);
    expect((await server.api(`/api/users/${attendeeOfA.id}/messages`, { token: tokenB })).status).toBe(404);
    expect((await server.api(`/api/messages?eventId=${attendeeOfA.eventId}`, { token: tokenB })).status).toBe(
      403,
    );
  });

  it('does not include them in the Excel download', async () => {
    const res = await fetch(`${server.url}/api/users/download-excel`, {
      headers: { authorization: `Bearer ${tokenB}` },
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.status).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as never);
    expect(wb.worksheets[0].rowCount).toBe(1);
  });
});
