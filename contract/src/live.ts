import { z } from 'zod';
import type { MessagesPush } from './messaging.js';
import { stats } from './stats.js';
import { boothVisitor } from './visits.js';

/**
 * What the server pushes on socket.io (docs/LIVE.md): absolute values only, never deltas. The rooms: an event's
 * admins (`event:{eventId}`), the admins watching a booth or lecture (`booth:{id}`, `lecture:{id}`), a booth's
 * logged-in phones (`booth-session:{boothId}`), an event's registration desk (`desk:{eventId}`: its desk laptops
 * and admins), an event's public programme pages (`programme:{eventId}`).
 */

/** `stats`, to an event's admins: every field present is the new absolute value of what it names. */
export const statsPush = stats
  .omit({ eventId: true, generatedAt: true })
  .partial()
  .extend({ eventId: z.int() })
  .meta({
    description: '바뀐 부분만: booths, lectures는 ID로, timeline은 start로 교체; entriesByDay는 전체',
  });
export type StatsPush = z.output<typeof statsPush>;

/**
 * `visits`, to a booth's or lecture's watchers and to a booth's phones: its count and its visitors recorded since
 * the room's last push, newest first (a booth's phones see them as the booth may: '비공개 방문자').
 */
export const visitsPush = z.object({
  place: z.enum(['booth', 'lecture']),
  placeId: z.int(),
  count: z.int(),
  newest: z.array(boothVisitor).meta({ description: '최근 방문자 (최대 20명, 최신순)' }),
  refresh: z
    .literal(true)
    .optional()
    .meta({ description: 'newest에 보이지 않는 변경이 있음: 목록을 다시 읽기' }),
});
export type VisitsPush = z.output<typeof visitsPush>;

/** `walk-ins`, to an event's desk room: a signal, no personal data (the desk reads its list over HTTP). */
export const walkInsPush = z.object({ eventId: z.int() });
export type WalkInsPush = z.output<typeof walkInsPush>;

/** To an event's admins: which of its surveys were answered or changed (their results pages read them again). */
export const surveysPush = z.object({ eventId: z.int(), surveyIds: z.array(z.int()) });
export type SurveysPush = z.output<typeof surveysPush>;

/**
 * `programme`, to an event's programme pages (`programme:{eventId}`, public sockets): the seats taken of the
 * lectures whose check-ins or 정원 changed. No personal data. A lecture the page does not list (one added): it
 * reads the programme again.
 */
export const programmePush = z.object({
  eventId: z.int(),
  lectures: z.array(z.object({ lectureId: z.int(), checkIns: z.int(), capacity: z.int().nullable() })),
});
export type ProgrammePush = z.output<typeof programmePush>;

/** Every push by its event name, with its payload; `resync` (refetch what the page shows) carries none. */
export interface LivePushes {
  stats: StatsPush;
  visits: VisitsPush;
  /** `messages`, to an event's admins: its newest bulk sends with their progress (messaging.ts). */
  messages: MessagesPush;
  'walk-ins': WalkInsPush;
  surveys: SurveysPush;
  programme: ProgrammePush;
  resync: undefined;
}
export type LiveEvent = keyof LivePushes;

/** What `watch` / `unwatch` name: one booth's or one lecture's visitor list. */
export type WatchTarget = { boothId: number } | { lectureId: number };

/** The answer to `watch` and `unwatch`. */
export const watchAnswer = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), code: z.string(), message: z.string() }),
]);
export type WatchAnswer = z.output<typeof watchAnswer>;

/**
 * What a refused socket connection carries (socket.io's `connect_error`, in `data`): the HTTP status and code an
 * API call with the same token would get (401 AUTH.UNAUTHORIZED; 503 LIVE.UNAVAILABLE when it could not be told).
 */
export const liveRefusal = z.object({ status: z.int(), code: z.string() });
export type LiveRefusal = z.output<typeof liveRefusal>;
