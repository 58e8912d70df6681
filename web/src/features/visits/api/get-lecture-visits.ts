import { call } from '../../../lib/api/api-client';
import { visitRoutes } from '@expo/contract/routes/visits';

/** The lecture's check-ins, newest first. */
export const getLectureVisits = (lectureId: number, eventId: number, signal?: AbortSignal) =>
  call(visitRoutes.lectureVisitors, { params: { lectureId }, query: { eventId }, signal });
