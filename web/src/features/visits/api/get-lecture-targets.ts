import { lectureRoutes } from '@expo/contract/routes/lectures';

import { call } from '../../../lib/api/api-client';
import type { VisitTarget } from '../types';

/** The event's lectures, as the dropdown of the lecture attendance screen ('제목 (날짜 시간)'). */
export async function getLectureTargets(eventId: number, signal?: AbortSignal): Promise<VisitTarget[]> {
  const lectures = await call(lectureRoutes.list, { query: { eventId }, signal });
  return lectures.map((lecture) => ({
    id: lecture.id,
    label: `${lecture.title} (${lecture.date} ${lecture.time})`,
  }));
}
