// Memory under a steady load: 500 visits/s for 10 minutes on one server; its RSS is sampled every 10 s.
// Growth is measured from the RSS after a one-minute warm-up (V8 sizes its heap to the load first).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { attendeeIds, createBooths, importWorkbook, makeAttendeeWorkbook } from '../lib/fixtures.mjs';
import { rssMb, startServerProcess } from '../lib/server-process.mjs';
import { fixedRate, pairSource } from '../lib/visit-load.mjs';

const RATE = 500;
const ENV = { RATE_LIMIT_LOGIN: '100000', RATE_LIMIT_PUBLIC: '100000' };

export default {
  name: 'soak',
  title: 'Memory under 500 visits/s for 10 minutes',
  async run(ctx) {
    const dir = mkdtempSync(join(tmpdir(), 'expo-bench-soak-'));
    const server = await startServerProcess({ env: ENV });
    try {
      const warmUp = ctx.seconds(60, 2);
      const seconds = ctx.seconds(600, 5);
      const boothCount = 100;
      const attendees = Math.ceil((RATE * (warmUp + seconds)) / boothCount) + 10;
      ctx.log(`setup: ${attendees} attendees, ${boothCount} booths`);
      const file = join(dir, 'attendees.xlsx');
      await makeAttendeeWorkbook(file, attendees);
      await importWorkbook(server, file, attendees);
      const pairs = pairSource(await createBooths(server, boothCount), await attendeeIds(server));
      const idle = rssMb(server.pid);
      await fixedRate({ url: server.url, rate: RATE, seconds: warmUp, pairs });
      const start = rssMb(server.pid);
      const samples = [];
      const timer = setInterval(() => samples.push(Math.round(rssMb(server.pid))), ctx.seconds(10_000, 1000));
      const load = await fixedRate({ url: server.url, rate: RATE, seconds, pairs }).finally(() =>
        clearInterval(timer),
      );
      const end = rssMb(server.pid);
      ctx.log(`RSS every 10 s: ${samples.join(' ')} MB`);
      return [
        {
          key: 'soak.rss-growth',
          what: `server RSS growth over ${seconds >= 60 ? `${seconds / 60} min` : `${seconds} s`} at ${RATE} visits/s`,
          value: (100 * (end - start)) / start,
          unit: '%',
          goal: { max: 20 },
          note: `${Math.round(start)} MB after ${warmUp} s warm-up → ${Math.round(end)} MB (idle ${Math.round(idle)} MB, peak ${Math.max(...samples, end).toFixed(0)} MB); ${load.ok} of ${load.sent} visits 201, p99 ${Math.round(load.p99)} ms`,
          details: { idleMb: idle, startMb: start, endMb: end, samples, load },
        },
      ];
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
