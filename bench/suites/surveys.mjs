// 만족도 조사 answered on attendees' phones after a keynote, against the built server on PostgreSQL:
// - 50,000 attendees imported, a 10-question survey (six 5점 척도, two 단일 선택, a 복수 선택 with '기타', a
//   주관식), each attendee answering through PUT /api/surveys/{id}/answer with their signed link (as the
//   message and the QR page carry it) and an Idempotency-Key, as the answering page sends;
// - the day's load, open loop (an answer is due at its time however slow earlier ones are, and its latency runs
//   from then): 10,000 answers in four phases, two bursts of 200 a second for 15 s (everyone leaving a keynote)
//   with the steady 17 a second between and after, each phase's p50/p99;
// - then the other 40,000 attendees answer as fast as 32 clients can send (the throughput), and
//   GET /api/surveys/{id}/results over the 50,000 answers is timed (median and max of 10 after a first one).
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { api, attendeeIds, importWorkbook, makeAttendeeWorkbook } from '../lib/fixtures.mjs';
import { startServerProcess } from '../lib/server-process.mjs';
import { signedLinks } from '../lib/signed-links.mjs';
import { cpuSeconds, percentile } from '../lib/visit-load.mjs';

const QUESTIONS = [
  { kind: 'scale5', text: '행사에 전반적으로 만족하셨나요?', required: true },
  { kind: 'scale5', text: '전시 구성에 만족하셨나요?', required: true },
  { kind: 'scale5', text: '강연 내용에 만족하셨나요?', required: true },
  { kind: 'scale5', text: '등록과 입장은 편리했나요?', required: true },
  { kind: 'scale5', text: '행사장 시설에 만족하셨나요?', required: false },
  { kind: 'scale5', text: '안내와 운영 인력에 만족하셨나요?', required: false },
  { kind: 'single', text: '내년에도 오시겠어요?', options: ['예', '아니오', '모르겠음'], required: true },
  {
    kind: 'single',
    text: '어떻게 알게 되셨나요?',
    options: ['지인', 'SNS', '언론', '이메일'],
    required: false,
  },
  {
    kind: 'multiple',
    text: '좋았던 것을 모두 고르세요',
    options: ['전시', '강연', '네트워킹', '경품'],
    other: true,
    required: false,
  },
  { kind: 'text', text: '바라는 점을 적어주세요', required: false },
];

const SIZES = {
  smoke: {
    attendees: 300,
    phases: [
      [50, 2],
      [17, 2],
      [50, 2],
      [17, 2],
    ],
    fill: 100,
    reads: 3,
  },
  full: {
    attendees: 50_000,
    phases: [
      [200, 15],
      [17, 120],
      [200, 15],
      [17, 0],
    ],
    fill: 40_000,
    reads: 10,
  },
};
const DAY_ANSWERS = 10_000;
const ms = (value) => `${Math.round(value)} ms`;

/** Attendee n's answers: scores spread over the scale, some choices left out, a text from one in four. */
function answersOf(n, questionIds) {
  return questionIds.map((questionId, i) => {
    const kind = QUESTIONS[i].kind;
    if (kind === 'scale5') return { questionId, value: 1 + ((n * 7 + i * 3) % 5 === 0 ? 2 : (n + i) % 5) };
    if (kind === 'single')
      return { questionId, value: QUESTIONS[i].options[(n + i) % QUESTIONS[i].options.length] };
    if (kind === 'multiple')
      return n % 5 === 0
        ? { questionId, value: ['전시', '기타'], other: '주차 안내' }
        : { questionId, value: QUESTIONS[i].options.filter((_, k) => (n >> k) & 1).slice(0, 3) };
    return { questionId, value: n % 4 === 0 ? `휴게 공간이 더 있으면 좋겠습니다 (${n})` : '' };
  });
}

/** One answer over a keep-alive connection; resolves with its status. */
function sendAnswer(agent, url, surveyId, body) {
  const payload = JSON.stringify(body);
  const send = (retry) =>
    new Promise((resolve) => {
      const req = http.request(
        new URL(`/api/surveys/${surveyId}/answer`, url),
        {
          method: 'PUT',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            'idempotency-key': randomUUID(),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
        },
      );
      req.on('error', (error) => {
        if (retry && error.code === 'ECONNRESET' && req.reusedSocket) return resolve(send(false));
        resolve(error.code ?? 'error');
      });
      req.end(payload);
    });
  return send(true);
}

/** Open loop over `phases` ([rate, seconds]); a phase of 0 s runs until `total` answers are due. */
async function dayLoad({ url, surveyId, bodies, phases, total }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const statuses = {};
  const byPhase = phases.map(() => []);
  const pending = [];
  const started = performance.now();
  let due = started;
  let i = 0;
  for (const [p, [rate, seconds]] of phases.entries()) {
    const count = seconds === 0 ? total - i : Math.min(total - i, Math.round(rate * seconds));
    for (let k = 0; k < count; k++, i++) {
      due += 1000 / rate;
      const dueAt = due;
      const wait = dueAt - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      pending.push(
        sendAnswer(agent, url, surveyId, bodies(i)).then((status) => {
          byPhase[p].push(performance.now() - dueAt);
          statuses[status] = (statuses[status] ?? 0) + 1;
        }),
      );
    }
  }
  await Promise.all(pending);
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const all = byPhase.flat().sort((a, b) => a - b);
  return {
    sent: i,
    seconds,
    statuses,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    max: all.at(-1),
    phases: byPhase.map((latencies, p) => {
      latencies.sort((a, b) => a - b);
      return {
        rate: phases[p][0],
        answers: latencies.length,
        p50: +percentile(latencies, 50).toFixed(1),
        p99: +percentile(latencies, 99).toFixed(1),
        max: +(latencies.at(-1) ?? 0).toFixed(1),
      };
    }),
  };
}

/** Closed loop: `clients` senders answer for attendees from..to as fast as the server takes them. */
async function fullSpeed({ url, surveyId, bodies, from, to, clients }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const statuses = {};
  let next = from;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < to) {
        const status = await sendAnswer(agent, url, surveyId, bodies(next++));
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  return { answers: to - from, seconds, rate: (to - from) / seconds, statuses };
}

async function timedResults(server, surveyId, reads) {
  const times = [];
  let body;
  for (let i = 0; i <= reads; i++) {
    const started = performance.now();
    const res = await api(server.url, `/api/surveys/${surveyId}/results`, { token: server.token });
    if (res.status !== 200)
      throw new Error(`results: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    if (i > 0) times.push(performance.now() - started);
    body = res.body;
  }
  return { times: times.sort((a, b) => a - b), body };
}

export default {
  name: 'surveys',
  title: '만족도 조사 (answers after a keynote, results of 50,000)',
  async run(ctx) {
    const size = ctx.smoke ? SIZES.smoke : SIZES.full;
    const day = ctx.smoke ? 200 : DAY_ANSWERS;
    const server = await startServerProcess();
    const dir = mkdtempSync(join(tmpdir(), 'bench-surveys-'));
    try {
      const file = join(dir, 'attendees.xlsx');
      await makeAttendeeWorkbook(file, size.attendees);
      await importWorkbook(server, file, size.attendees);
      const ids = await attendeeIds(server);
      const links = await signedLinks(server, ids);
      const made = await api(server.url, '/api/surveys', {
        method: 'POST',
        token: server.token,
        body: {
          eventId: server.eventId,
          title: '관람객 만족도 조사',
          notice: '',
          audience: 'attendees',
          questions: QUESTIONS,
        },
      });
      if (made.status !== 201) throw new Error(`survey: ${made.status} ${JSON.stringify(made.body)}`);
      const surveyId = made.body.id;
      const questionIds = QUESTIONS.map((_, i) => `q${i + 1}`);
      const bodies = (n) => ({
        ...links[n],
        version: 1,
        answers: answersOf(n, questionIds),
        answeredAt: new Date().toISOString(),
      });

      const cpuBefore = cpuSeconds(server.pid);
      const load = await dayLoad({ url: server.url, surveyId, bodies, phases: size.phases, total: day });
      const cpu = cpuSeconds(server.pid) - cpuBefore;
      ctx.log(
        `${load.sent} answers in ${load.seconds.toFixed(0)} s: p50 ${ms(load.p50)}, p99 ${ms(load.p99)}, max ${ms(load.max)}; ` +
          `phases ${load.phases.map((p) => `${p.rate}/s×${p.answers} p99 ${p.p99} ms`).join(', ')}; ${JSON.stringify(load.statuses)}`,
      );
      const fill = await fullSpeed({
        url: server.url,
        surveyId,
        bodies,
        from: day,
        to: day + size.fill,
        clients: 32,
      });
      ctx.log(
        `${fill.answers} more answers at full speed: ${Math.round(fill.rate)}/s ${JSON.stringify(fill.statuses)}`,
      );
      const { times, body } = await timedResults(server, surveyId, size.reads);
      const answered = day + size.fill;
      if (body.responses !== answered)
        throw new Error(`results count ${body.responses} responses, ${answered} sent`);
      const recorded = await countAnswers(server.databaseUrl, surveyId);
      if (recorded !== answered) throw new Error(`${recorded} answers recorded, ${answered} sent`);
      const median = percentile(times, 50);
      ctx.log(`results of ${answered} answers: median ${ms(median)}, max ${ms(times.at(-1))}`);
      const ok = load.statuses[200] ?? 0;
      return [
        {
          key: 'surveys.answer-p99',
          what: `survey answers: ${day.toLocaleString('en-US')} in bursts of 200/s and a steady 17/s (p99)`,
          value: load.p99,
          unit: 'ms',
          goal: ctx.smoke ? undefined : { max: 100 },
          note: `p50 ${ms(load.p50)}, max ${ms(load.max)}; ${ok} of ${load.sent} recorded (200) in ${load.seconds.toFixed(0)} s; burst p99 ${load.phases[0].p99} and ${load.phases[2].p99} ms; server CPU ${((cpu / load.sent) * 1000).toFixed(2)} ms an answer`,
          details: { phases: load.phases, statuses: load.statuses },
        },
        {
          key: 'surveys.answer-throughput',
          what: 'survey answers at full speed (32 clients)',
          value: fill.rate,
          unit: 'answers/s',
          note: `${fill.answers.toLocaleString('en-US')} answers in ${fill.seconds.toFixed(1)} s, ${JSON.stringify(fill.statuses)}`,
        },
        {
          key: 'surveys.results',
          what: `survey results of ${answered.toLocaleString('en-US')} answers (GET /api/surveys/{id}/results, median)`,
          value: median,
          unit: 'ms',
          goal: ctx.smoke ? undefined : { max: 300 },
          note: `max ${ms(times.at(-1))} of ${times.length} reads after a first one`,
          details: { times },
        },
      ];
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

async function countAnswers(databaseUrl, surveyId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT count(*)::int AS n FROM survey_answers WHERE survey_id = $1',
      [surveyId],
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}
