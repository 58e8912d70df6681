// An open loop at a fixed rate over keep-alive connections: what the visit benchmarks, the soak and the phone
// page's load send.
import http from 'node:http';

export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

/** BENCH_SLOW=ms: each answer slower than that, on stderr with the wall-clock time it was due (a stall's span). */
const slowMs = process.env.BENCH_SLOW ? Number(process.env.BENCH_SLOW) : undefined;
const slowAnswer = (took) =>
  console.error(`slow ${new Date(Date.now() - took).toISOString().slice(11, 23)} ${Math.round(took)} ms`);

/**
 * Request i is due at start + i / rate and is sent then, however slow earlier answers are; its latency runs from
 * when it was due (so a stall shows in the figures instead of slowing the sender). `request(i)` gives its path,
 * method, headers and body, and `group` (answers are counted by status in `statuses[group]`). `openSockets`
 * keep-alive connections are opened before the first request (as phones that asked before hold theirs): the
 * loop then measures the requests alone, not the connections' set-up.
 */
export async function openLoop({ url, rate, seconds, request, openSockets = 0 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  await Promise.all(
    Array.from(
      { length: openSockets },
      () =>
        new Promise((resolve, reject) =>
          http
            .get(new URL('/api/health', url), { agent }, (res) => res.resume().on('end', resolve))
            .on('error', reject),
        ),
    ),
  );
  const total = Math.round(rate * seconds);
  const latencies = [];
  // each second of the run on its own (by when a request was due): whether a tail is one bad second or spread
  const bySecond = Array.from({ length: Math.ceil(seconds) }, () => []);
  const statuses = {};
  const pending = [];
  const started = performance.now();
  if (slowMs !== undefined) console.error(`open loop from ${new Date().toISOString().slice(11, 23)}`);
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const { path, method = 'GET', headers, body, group = 'all' } = request(i);
    const counts = (statuses[group] ??= {});
    // A keep-alive connection the server closes (idle timeout) just as a request goes out on it is reset
    // before any answer: sent again once, as browsers and the booth phones' queue do.
    const send = (retry) =>
      new Promise((resolve) => {
        const req = http.request(new URL(path, url), { method, agent, headers }, (res) => {
          res.resume();
          res.on('end', () => {
            const took = performance.now() - due;
            latencies.push(took);
            bySecond[Math.min(bySecond.length - 1, Math.floor((due - started) / 1000))].push(took);
            if (slowMs !== undefined && took > slowMs) slowAnswer(took);
            counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
            resolve();
          });
        });
        req.on('error', (error) => {
          if (retry && error.code === 'ECONNRESET' && req.reusedSocket) return resolve(send(false));
          counts[error.code ?? 'error'] = (counts[error.code ?? 'error'] ?? 0) + 1;
          resolve();
        });
        req.end(body);
      });
    pending.push(send(true));
  }
  const sendSeconds = (performance.now() - started) / 1000;
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    sent: total,
    achievedRate: total / sendSeconds,
    statuses,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
    bySecond: bySecond.map((l) => {
      l.sort((a, b) => a - b);
      return { p99: +percentile(l, 99).toFixed(1), max: +(l.at(-1) ?? 0).toFixed(1) };
    }),
  };
}
