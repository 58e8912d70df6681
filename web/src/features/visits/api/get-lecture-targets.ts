import type { Lecture } from '@expo/contract/lectures';
import { api } from '../../../lib/api-client';
import type { VisitTarget } from '../types';

/** GET /api/lectures, as the dropdown of the lecture attendance screen ('제목 (날짜 시간)'). */
export async function getLectureTargets(eventId: number, signal?: AbortSignal): Promise<VisitTarget[]> {
  const lectures = await api.get<Lecture[]>('/lectures', { query: { eventId }, signal });
  return lectures.map((lecture) => ({
    id: lecture.id,
    label: `${lecture.title} (${lecture.date} ${lecture.time})`,
  }));
}
