import { api } from '../../../lib/api-client';
import type { VisitTarget } from '../types';

interface LectureSummary {
  id: number;
  title: string;
  date: string;
  time: string;
}

/** GET /api/lectures, as the dropdown of the lecture attendance screen ('제목 (날짜 시간)'). */
export async function getLectureTargets(eventId: number, signal?: AbortSignal): Promise<VisitTarget[]> {
  const lectures = await api.get<LectureSummary[]>('/lectures', { query: { eventId }, signal });
  return lectures.map((lecture) => ({
    id: lecture.id,
    label: `${lecture.title} (${lecture.date} ${lecture.time})`,
  }));
}
