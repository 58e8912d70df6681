// Attendee search: GET /api/users?keyword= on 100,000 attendees with Korean names, one admin searching after
// another (as at the desk): substrings of name, affiliation and phone number, from one character up.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { attendeeRow, importWorkbook, makeAttendeeWorkbook } from '../lib/fixtures.mjs';
import { startServerProcess } from '../lib/server-process.mjs';
import { percentile } from '../lib/visit-load.mjs';

/**
 * What admins type at the desk, taken from the attendees themselves: whole names, given names, the start of a
 * name, companies and parts of them, phone digits (the last four, the middle four, the whole number, a piece
 * across the dash), one family name alone (a broad search: about a fifth of everyone), and a name nobody has.
 */
function keywords() {
  const company = (n) => attendeeRow(n).affiliation.split(' ')[0];
  return [
    attendeeRow(12345).name,
    attendeeRow(777).name,
    attendeeRow(31337).name,
    attendeeRow(9001).name,
    attendeeRow(4242).name.slice(1),
    attendeeRow(999).name.slice(1),
    attendeeRow(5555).name.slice(0, 2),
    company(100),
    company(2024),
    company(70000),
    '바이오',
    '전자',
    attendeeRow(4242).phoneNumber.slice(-4),
    attendeeRow(808).phoneNumber.slice(4, 8),
    attendeeRow(99).phoneNumber,
    attendeeRow(2024).phoneNumber.slice(4, 10),
    attendeeRow(60606).phoneNumber.slice(-4),
    attendeeRow(31337).phoneNumber.slice(0, 6),
    '김',
    '없는사람',
  ];
}

export default {
  name: 'search',
  title: 'Attendee search (GET /api/users?keyword=)',
  async run(ctx) {
    const dir = mkdtempSync(join(tmpdir(), 'expo-bench-search-'));
    const server = await startServerProcess();
    try {
      const half = ctx.smoke ? 1000 : 50_000;
      ctx.log(`setup: ${2 * half} attendees (two workbook imports, Korean names as they are distributed)`);
      for (const from of [0, half]) {
        const file = join(dir, `attendees-${from}.xlsx`);
        await makeAttendeeWorkbook(file, half, from);
        await importWorkbook(server, file, half);
      }
      const search = async (keyword) => {
        const started = performance.now();
        const res = await fetch(
          `${server.url}/api/users?eventId=${server.eventId}&page=0&size=10&keyword=${encodeURIComponent(keyword)}`,
          { headers: { authorization: `Bearer ${server.token}` } },
        );
        const body = await res.json();
        if (res.status !== 200) throw new Error(`search ${keyword}: ${res.status} ${JSON.stringify(body)}`);
        return { ms: performance.now() - started, found: body.totalElements };
      };
      const KEYWORDS = keywords();
      for (const keyword of KEYWORDS) await search(keyword); // warm-up: plans, caches
      const rounds = ctx.smoke ? 2 : 30;
      const times = [];
      const found = {};
      const byKeyword = {};
      for (let round = 0; round < rounds; round++)
        for (const keyword of KEYWORDS) {
          const { ms, found: n } = await search(keyword);
          times.push(ms);
          found[keyword] = n;
          byKeyword[keyword] = Math.max(byKeyword[keyword] ?? 0, Math.round(ms));
        }
      times.sort((a, b) => a - b);
      return [
        {
          key: 'search.p95',
          what: `attendee search on ${(2 * half).toLocaleString('en-US')} attendees (p95)`,
          value: percentile(times, 95),
          unit: 'ms',
          goal: { max: 20 },
          note: `${times.length} searches, ${KEYWORDS.length} keywords; p50 ${Math.round(percentile(times, 50))} ms, p99 ${Math.round(percentile(times, 99))} ms, max ${Math.round(times.at(-1))} ms`,
          details: {
            p50: percentile(times, 50),
            p99: percentile(times, 99),
            max: times.at(-1),
            found,
            slowestMsByKeyword: byKeyword,
          },
        },
      ];
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
