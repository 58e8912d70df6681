// Memory under a steady load: 500 visits/s for 10 minutes on one server; its RSS is sampled every 10 s.
// Growth is measured after a one-minute warm-up (V8 sizes its heap to the load first), from the lowest RSS of
// the first minute of the load (what the server keeps between collections) to the highest of the last minute
// (bench/lib/rss-growth.mjs, shared with the soak fault test test/faults/soak.faults.spec.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { visitFixtures } from '../lib/fixtures.mjs';
import { rssGrowth, rssMb, sampleRss } from '../lib/rss-growth.mjs';
import { startServerProcess } from '../lib/server-process.mjs';
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
      const boothCount = ctx.smoke ? 10 : 100;
      const { booths, attendees } = await visitFixtures(server, {
        visits: RATE * (warmUp + seconds),
        boothCount,
        dir,
      });
      ctx.log(`setup: ${attendees.length} attendees, ${boothCount} booths`);
      const pairs = pairSource(booths, attendees);
      const idle = rssMb(server.pid);
      await fixedRate({ url: server.url, rate: RATE, seconds: warmUp, pairs });
      const afterWarmUp = rssMb(server.pid);
      const sampler = sampleRss(server.pid, ctx.seconds(10_000, 1000));
      const load = await fixedRate({ url: server.url, rate: RATE, seconds, pairs }).finally(() =>
        sampler.stop(),
      );
      const { samples, everyMs } = sampler;
      ctx.log(`RSS every ${everyMs / 1000} s: ${samples.join(' ')} MB`);
      const { startMb: start, endMb: end, peakMb, growthPct } = rssGrowth(samples, everyMs);
      return [
        {
          key: 'soak.rss-growth',
          what: `server RSS growth over ${seconds >= 60 ? `${seconds / 60} min` : `${seconds} s`} at ${RATE} visits/s`,
          value: growthPct,
          unit: '%',
          goal: { max: 20 },
          note: `lowest RSS of the first minute ${start} MB → highest of the last ${end} MB (idle ${Math.round(idle)} MB, ${Math.round(afterWarmUp)} MB after ${warmUp} s warm-up, peak ${peakMb} MB); ${load.ok} of ${load.sent} visits 201, p99 ${Math.round(load.p99)} ms`,
          details: { idleMb: idle, afterWarmUpMb: afterWarmUp, startMb: start, endMb: end, samples, load },
        },
      ];
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
