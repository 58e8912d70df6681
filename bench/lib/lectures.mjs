// Lectures for the benchmarks, made through the product's own API (POST /api/lectures), and check-ins to them.
import { randomUUID } from 'node:crypto';
import { api } from './fixtures.mjs';

const TOPICS = [
  '인공지능',
  '반도체',
  '바이오',
  '모빌리티',
  '클라우드',
  '보안',
  '로봇',
  '에너지',
  '디자인',
  '핀테크',
];

/** `count` lectures of the server's event, spread over two days and five halls: [{ id }]. */
export async function createLectures(server, count, prefix = '벤치') {
  const lectures = [];
  for (let i = 0; i < count; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, count - i) }, async (_, j) => {
        const n = i + j;
        const created = await api(server.url, `/api/lectures?eventId=${server.eventId}`, {
          method: 'POST',
          token: server.token,
          body: {
            title: `${prefix} ${TOPICS[n % TOPICS.length]} 강연 ${n + 1}`,
            instructor: `강연자 ${n + 1}`,
            date: n % 2 === 0 ? '2026-05-14' : '2026-05-15',
            time: `${String(9 + (Math.floor(n / 2) % 9)).padStart(2, '0')}:00`,
            location: `${(n % 5) + 1}번 홀`,
          },
        });
        if (created.status !== 201)
          throw new Error(`lecture: ${created.status} ${JSON.stringify(created.body)}`);
        return { id: created.body.id };
      }),
    );
    lectures.push(...batch);
  }
  return lectures;
}

/**
 * A lecture check-in as the attendee's phone sends it (POST /api/lecture-visits/checkin, open, with an
 * Idempotency-Key); the server's RATE_LIMIT_CHECKIN must allow the benchmark's rate from one address.
 */
export async function checkIn(url, lectureId, attendeeId) {
  const res = await fetch(`${url}/api/lecture-visits/checkin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ lectureId, userId: attendeeId }),
  });
  await res.arrayBuffer();
  return res.status;
}
