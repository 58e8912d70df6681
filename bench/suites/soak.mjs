// Memory under a steady load: 500 visits/s for 10 minutes on one server; its RSS is sampled every 10 s.
// Growth is measured after a one-minute warm-up (V8 sizes its heap to the load first), from the lowest RSS of
// the first minute of the load (what the server keeps between collections) to the highest of the last minute:
// a leak raises that floor; garbage the import or warm-up left shows in neither.
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
      const afterWarmUp = rssMb(server.pid);
      const samples = [];
      const every = ctx.seconds(10_000, 1000);
      const timer = setInterval(() => samples.push(Math.round(rssMb(server.pid))), every);
      const load = await fixedRate({ url: server.url, rate: RATE, seconds, pairs }).finally(() =>
        clearInterval(timer),
      );
      samples.push(Math.round(rssMb(server.pid)));
      ctx.log(`RSS every ${every / 1000} s: ${samples.join(' ')} MB`);
      const minute = Math.max(1, Math.round(60_000 / every));
      const start = Math.min(...samples.slice(0, minute));
      const end = Math.max(...samples.slice(-minute));
      return [
        {
          key: 'soak.rss-growth',
          what: `server RSS growth over ${seconds >= 60 ? `${seconds / 60} min` : `${seconds} s`} at ${RATE} visits/s`,
          value: (100 * (end - start)) / start,
          unit: '%',
          goal: { max: 20 },
          note: `lowest RSS of the first minute ${start} MB → highest of the last ${end} MB (idle ${Math.round(idle)} MB, ${Math.round(afterWarmUp)} MB after ${warmUp} s warm-up, peak ${Math.max(...samples)} MB); ${load.ok} of ${load.sent} visits 201, p99 ${Math.round(load.p99)} ms`,
          details: { idleMb: idle, afterWarmUpMb: afterWarmUp, startMb: start, endMb: end, samples, load },
        },
      ];
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
