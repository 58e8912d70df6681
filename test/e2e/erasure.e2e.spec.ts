import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import { waitFor } from '../support/smtp-sink.js';
import { wholeDatabaseText } from '../support/booth-fixtures.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
});
afterAll(() => server?.close());

describe('DELETE /api/users/{id} erases personal data', () => {
  it('leaves no name, phone, affiliation or e-mail anywhere in the database, event log included', async () => {
    if (!server.databaseUrl) return;
    const personal = {
      name: '소거될사람',
      affiliation: '비밀연구소',
      phoneNumber: '010-8765-4321',
      email: 'erase.me@example.com',
    };
    const { body: a } = await server.api('/api/users/register', {
      method: 'POST',
      token,
      body: attendee(personal),
    });
    await server.api(`/api/users/${a.id}`, {
      method: 'PUT',
      token,
      body: { ...attendee(personal), affiliation: '두번째소속' },
    });
    await server.api(`/api/users/${a.id}/send-qr`, { method: 'POST', token });
    await waitFor(
      // no channel is configured: the message is kept, with the attendee's contact shown beside it
      async () => (await server.api(`/api/users/${a.id}/messages`, { token })).body[0]?.status === 'KEPT',
    );

    const before = await wholeDatabaseText(server);
    expect(before).toContain('소거될사람'); // the read model holds it while the attendee exists

    expect((await server.api(`/api/users/${a.id}`, { method: 'DELETE', token })).status).toBe(200);
    await server.sql('VACUUM');
    const after = await wholeDatabaseText(server);
    for (const value of [...Object.values(personal), '두번째소속', '87654321'])
      expect(after, `${value} remains`).not.toContain(value);
    const history = await server.sql(`SELECT type FROM event_log WHERE stream_id = $1 ORDER BY version`, [
      `attendee-${a.id}`,
    ]);
    expect(history.map((r) => r.type)).toEqual([
      'AttendeeRegistered',
      'AttendeeUpdated',
      'QrSendRequested',
      'AttendeeDeleted',
    ]);
  });
});
