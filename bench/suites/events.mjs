// The organiser's workspace at scale: 200 events of 10,000 attendees in one PostgreSQL (each with 5,000 who
// entered, 50 booths and 20 lectures): GET /api/events (every event with its state and counts) one request after
// another, and '이전 행사 복사' of an event with 300 booths and 100 lectures (POST /api/events/{id}/copy: the booths
// and desks get new logins, each an argon2 hash).
// The events are made through the API; their attendees, entries, booths and lectures are read-model rows copied
// from one made through the API (the list reads only those, and the copy reads the source's lists), with the
// per-event counts the projections keep beside them.
import pg from 'pg';
import { api } from '../lib/fixtures.mjs';
import { startServerProcess } from '../lib/server-process.mjs';
import { percentile } from '../lib/visit-load.mjs';

/** `INSERT INTO table SELECT …` copying the template row `id`, with `overrides` (column → SQL) for some columns. */
async function copyRowSql(client, table, overrides) {
  const { rows } = await client.query(
    `SELECT column_name FROM information_schema.columns WHERE table_name = $1 ORDER BY ordinal_position`,
    [table],
  );
  const columns = rows.map((r) => r.column_name);
  const select = columns.map((c) => overrides[c] ?? c);
  return `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${select.join(', ')}`;
}

export default {
  name: 'events',
  title: "Organiser's events (GET /api/events, 이전 행사 복사)",
  async run(ctx) {
    const server = await startServerProcess();
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      const events = ctx.smoke ? 5 : 200;
      const attendees = ctx.smoke ? 100 : 10_000;
      const [booths, lectures] = ctx.smoke ? [5, 3] : [50, 20];
      const [copyBooths, copyLectures] = ctx.smoke ? [10, 5] : [300, 100];
      const call = (path, init = {}) => api(server.url, path, { token: server.token, ...init });
      ctx.log(
        `setup: ${events} events of ${attendees} attendees, ${booths} booths and ${lectures} lectures each`,
      );
      const ids = [];
      for (let i = 0; i < events; i++) {
        const made = await call('/api/events', {
          method: 'POST',
          body: {
            name: `벤치 행사 ${i + 1}`,
            startDate: '2027-03-10',
            endDate: '2027-03-12',
            venue: '코엑스',
          },
        });
        if (made.status !== 201) throw new Error(`event: ${made.status} ${JSON.stringify(made.body)}`);
        ids.push(made.body.id);
      }
      // one attendee, entry, booth and lecture made through the API: the templates of the rows copied below
      const first = ids[0];
      const inFirst = (path) => `${path}${path.includes('?') ? '&' : '?'}eventId=${first}`;
      const person = await call(inFirst('/api/users/register'), {
        method: 'POST',
        body: {
          name: '템플릿',
          affiliation: '벤치',
          phoneNumber: '010-0000-0001',
          country: '대한민국',
          eventId: first,
        },
      });
      await call(inFirst(`/api/desk/attendees/${person.body.id}/entries`), { method: 'POST', body: {} });
      const booth = await call(inFirst('/api/booths'), {
        method: 'POST',
        body: {
          boothName: '템플릿 부스',
          name: '담당',
          affiliation: '벤치',
          phone: '010-0000-0002',
          loginId: 'bench-template',
          password: 'bench-booth-1',
        },
      });
      const lecture = await call(inFirst('/api/lectures'), {
        method: 'POST',
        body: {
          title: '템플릿 강연',
          instructor: '강사',
          date: '2027-03-10',
          time: '10:00',
          location: '홀 A',
          capacity: 100,
        },
      });
      for (const made of [person, booth, lecture])
        if (made.status !== 201) throw new Error(`template: ${made.status} ${JSON.stringify(made.body)}`);
      const started = performance.now();
      const attendeeSql = await copyRowSql(client, 'attendees', { id: 'n', event_id: 'e' });
      await client.query(
        `${attendeeSql} FROM attendees t, unnest($1::int[]) WITH ORDINALITY AS ev(e, k), generate_series(1, $2) g(i),
           LATERAL (SELECT 10000000 + (k::int - 1) * $2 + i AS n) ids WHERE t.id = $3`,
        [ids, attendees, person.body.id],
      );
      const entrySql = await copyRowSql(client, 'entries', { attendee_id: 'n', event_id: 'e' });
      await client.query(
        `${entrySql} FROM entries t, unnest($1::int[]) WITH ORDINALITY AS ev(e, k), generate_series(1, $2) g(i),
           LATERAL (SELECT 10000000 + (k::int - 1) * $3 + i AS n) ids WHERE t.attendee_id = $4`,
        [ids, attendees / 2, attendees, person.body.id],
      );
      await client.query(
        `INSERT INTO attendee_counts (event_id, registered) SELECT event_id, count(*) FROM attendees GROUP BY event_id
         ON CONFLICT (event_id) DO UPDATE SET registered = EXCLUDED.registered`,
      );
      await client.query(
        `INSERT INTO entered_counts (event_id, entered) SELECT event_id, count(DISTINCT attendee_id) FROM entries
          GROUP BY event_id ON CONFLICT (event_id) DO UPDATE SET entered = EXCLUDED.entered`,
      );
      const boothSql = await copyRowSql(client, 'booths', {
        id: `nextval('booth_id_seq')`,
        event_id: 'e',
        booth_name: `'부스 ' || i`,
        login_id: `'bench-' || e || '-' || i`,
      });
      const lectureSql = await copyRowSql(client, 'lectures', {
        id: `nextval('lecture_id_seq')`,
        event_id: 'e',
        title: `'강연 ' || i`,
      });
      const rowsPer = (sql, table, templateId, count, eventIds) =>
        client.query(
          `${sql} FROM ${table} t, unnest($1::int[]) ev(e), generate_series(1, $2) g(i) WHERE t.id = $3`,
          [eventIds, count, templateId],
        );
      await rowsPer(boothSql, 'booths', booth.body.id, booths, ids.slice(1));
      await rowsPer(lectureSql, 'lectures', lecture.body.id, lectures, ids.slice(1));
      // the copied event: 300 booths and 100 lectures
      await rowsPer(boothSql, 'booths', booth.body.id, copyBooths - 1, [first]);
      await rowsPer(lectureSql, 'lectures', lecture.body.id, copyLectures - 1, [first]);
      await client.query('VACUUM (ANALYZE)');
      ctx.log(`setup: rows in ${Math.round((performance.now() - started) / 1000)} s`);

      const list = async () => {
        const begun = performance.now();
        const res = await call('/api/events');
        if (res.status !== 200 || res.body.length !== events + 1)
          throw new Error(`GET /api/events: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        return performance.now() - begun;
      };
      for (let i = 0; i < 5; i++) await list(); // warm-up: plans, caches
      const rounds = ctx.smoke ? 5 : 100;
      const times = [];
      for (let i = 0; i < rounds; i++) times.push(await list());
      times.sort((a, b) => a - b);

      const copyStarted = performance.now();
      const copy = await call(`/api/events/${first}/copy`, {
        method: 'POST',
        body: { name: '벤치 행사 (복사)', startDate: '2028-03-08', endDate: '2028-03-10' },
      });
      const copyMs = performance.now() - copyStarted;
      if (
        copy.status !== 201 ||
        copy.body.booths.length !== copyBooths ||
        copy.body.lectures !== copyLectures
      )
        throw new Error(`copy: ${copy.status} ${JSON.stringify(copy.body).slice(0, 300)}`);
      return [
        {
          key: 'events.list.p95',
          what: `GET /api/events: ${events} events of ${attendees.toLocaleString('en-US')} attendees (p95)`,
          value: percentile(times, 95),
          unit: 'ms',
          goal: { max: 100 },
          note: `${rounds} requests one after another; p50 ${Math.round(percentile(times, 50))} ms, max ${Math.round(times.at(-1))} ms`,
          details: { p50: percentile(times, 50), max: times.at(-1) },
        },
        {
          key: 'events.copy',
          what: `'이전 행사 복사': ${copyBooths} booths (new logins) and ${copyLectures} lectures`,
          value: copyMs,
          unit: 'ms',
          goal: { max: 5000 },
          note: `the booths' and the desk's new passwords hashed (argon2id, 4 MiB) and every entry registered through its decider`,
        },
      ];
    } finally {
      await client.end();
      await server.stop();
    }
  },
};
