// The HTTP floor of the visit benchmark: a bare node:http server that takes POST /api/booth-visits and runs
// the same SQL as the product's server for one visit (bench/lib/visit-sql.mjs) on a pg pool of the same size.
// No framework, no token check, no validation beyond JSON: what any server doing this work must at least pay.
// Run as a child process: DATABASE_URL=… PORT=… POOL_SIZE=… EVENT_ID=… node bench/lib/http-floor.mjs
import http from 'node:http';
import pg from 'pg';
import { runVisit } from './visit-sql.mjs';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_SIZE ?? 10),
});
const event = Number(process.env.EVENT_ID);

const server = http.createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/api/booth-visits') {
    res.writeHead(404).end();
    return;
  }
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', async () => {
    let client;
    try {
      const { boothId, userId } = JSON.parse(Buffer.concat(chunks).toString());
      const key = `booth-visit:${boothId}:${userId}:${req.headers['idempotency-key']}`;
      client = await pool.connect();
      const visit = await runVisit(client, { booth: boothId, attendee: userId, event, key });
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(visit));
    } catch (error) {
      await client?.query('ROLLBACK').catch(() => undefined);
      res
        .writeHead(500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: String(error) }));
    } finally {
      client?.release();
    }
  });
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
