// Load for the visit benchmarks: POST /api/booth-visits from booth phones, each request a (booth, attendee)
// pair never sent before, with an Idempotency-Key as the phones send it.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { openLoop, percentile } from './open-loop.mjs';

export { percentile };

/** Pair n is booth n % booths and attendee n / booths: distinct pairs, spread over every booth. */
export function pairSource(booths, attendeeIds, start = 0) {
  let n = start;
  return {
    next() {
      const booth = booths[n % booths.length];
      const attendee = attendeeIds[Math.floor(n / booths.length)];
      if (attendee === undefined) throw new Error(`out of (booth, attendee) pairs after ${n}`);
      n++;
      return { booth, attendee };
    },
    get used() {
      return n;
    },
  };
}

/**
 * `pairs` with a deliberate duplicate every `every`-th visit: the pair of the fresh visit `lag` fresh visits
 * back, under a new Idempotency-Key (a second scan of the same badge, answered 409). Marked `duplicate`.
 */
export function withDuplicates(pairs, { every = 100, lag = 1001 } = {}) {
  const fresh = [];
  let n = 0;
  return {
    next() {
      n++;
      if (n % every === 0 && fresh.length >= lag) return { ...fresh[fresh.length - lag], duplicate: true };
      const pair = pairs.next();
      fresh.push(pair);
      if (fresh.length > 2 * lag) fresh.splice(0, lag);
      return pair;
    },
    get used() {
      return pairs.used;
    },
  };
}

/**
 * CPU seconds (user + system) the process `pid` has used so far; with 'children', also what its children that
 * ended used (the kernel adds it to the parent when it reaps them).
 */
export function cpuSeconds(pid, which = 'both') {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // clock ticks (USER_HZ = 100): utime, stime, then cutime, cstime of the reaped children
  const [user, system, children] = [
    Number(fields[11]),
    Number(fields[12]),
    Number(fields[13]) + Number(fields[14]),
  ];
  if (which === 'user') return user / 100;
  if (which === 'system') return system / 100;
  return (user + system + (which === 'children' ? children : 0)) / 100;
}

/**
 * CPU seconds all PostgreSQL server processes of this machine have used so far (0 where there are none),
 * backends that ended meanwhile included (through the postmaster that reaped them): it never goes back.
 */
export function postgresCpuSeconds() {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres')
        total += cpuSeconds(pid, 'children');
    } catch {
      /* gone meanwhile */
    }
  }
  return total;
}

const visitRequest = ({ booth, attendee }) => ({
  headers: {
    authorization: `Bearer ${booth.token}`,
    'content-type': 'application/json',
    'idempotency-key': randomUUID(),
  },
  body: JSON.stringify({ boothId: booth.id, userId: attendee }),
});

/** As many visits as `connections` keep-alive connections can send in `seconds` (closed loop, autocannon). */
export async function fullSpeed({ url, seconds, connections = 64, pairs, pid }) {
  const cpuBefore = pid ? cpuSeconds(pid) : undefined;
  const systemBefore = pid ? cpuSeconds(pid, 'system') : undefined;
  const postgresBefore = postgresCpuSeconds();
  const ownBefore = process.cpuUsage();
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/booth-visits',
        setupRequest: (req) => ({ ...req, ...visitRequest(pairs.next()) }),
      },
    ],
  });
  return {
    rate: result['2xx'] / seconds,
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
    statusCodes: result.statusCodeStats,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // CPU per answered visit of the server, of PostgreSQL and of this load generator: where the machine's
    // two cores go (less affected by other load than the rate)
    cpuMsPerVisit: pid ? ((cpuSeconds(pid) - cpuBefore) * 1000) / result['2xx'] : undefined,
    // of which in the kernel (system calls: sockets, the log's writes)
    systemCpuMsPerVisit: pid
      ? ((cpuSeconds(pid, 'system') - systemBefore) * 1000) / result['2xx']
      : undefined,
    postgresCpuMsPerVisit: ((postgresCpuSeconds() - postgresBefore) * 1000) / result['2xx'],
    loadCpuMsPerVisit: ((own) => (own.user + own.system) / 1000)(process.cpuUsage(ownBefore)) / result['2xx'],
  };
}

/**
 * Open loop at a fixed rate: visit i is due at start + i / rate and is sent then, however slow earlier answers
 * are; its latency runs from when it was due (so a stall shows in the figures instead of slowing the sender).
 * Answers to pairs marked `duplicate` (withDuplicates) are counted apart, in `duplicateStatuses`.
 */
export async function fixedRate({ url, rate, seconds, pairs, openSockets = 0 }) {
  const { statuses, ...load } = await openLoop({
    url,
    rate,
    seconds,
    openSockets,
    request: () => {
      const pair = pairs.next();
      const { headers, body } = visitRequest(pair);
      return {
        path: '/api/booth-visits',
        method: 'POST',
        headers,
        body,
        group: pair.duplicate ? 'duplicate' : 'fresh',
      };
    },
  });
  const fresh = statuses.fresh ?? {};
  return { ...load, ok: fresh[201] ?? 0, statuses: fresh, duplicateStatuses: statuses.duplicate ?? {} };
}
