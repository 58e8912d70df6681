// The attendees' signed QR links ({ userId, sig }), as the messages carry them: signed with the link secret the
// server keeps in its database (app_secrets), by the server's own rule (server/src/attendees/qr-link.ts). One
// link is checked against the server's own (GET /api/users/{id}'s qrViewPath) so a change of the rule fails
// the benchmark instead of measuring refusals.
import { createHmac } from 'node:crypto';
import pg from 'pg';
import { api } from './fixtures.mjs';

const signature = (secret, opens) =>
  createHmac('sha256', secret).update(opens).digest('base64url').slice(0, 32);

export async function signedLinks(server, ids) {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  let secret;
  try {
    ({
      rows: [{ value: secret }],
    } = await client.query(`SELECT value FROM app_secrets WHERE name = 'link'`));
  } finally {
    await client.end();
  }
  const links = ids.map((userId) => ({ userId, sig: signature(secret, `qr-view:${userId}`) }));
  const shown = await api(server.url, `/api/users/${ids[0]}`, { token: server.token });
  const sig = new URL(shown.body.qrViewPath, 'http://x').searchParams.get('sig');
  if (sig !== links[0].sig)
    throw new Error('the bench signs links unlike the server (server/src/attendees/qr-link.ts)');
  return links;
}
