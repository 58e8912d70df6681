import { call } from '../../../lib/api/api-client';
import { visitRoutes } from '@expo/contract/routes/visits';

/** The door's figures, with the desk token or the admin's (with the stored event id). */
export const getLectureDoor = (lectureId: number, eventId: number | null, signal?: AbortSignal) =>
  call(visitRoutes.lectureDoor, { params: { lectureId }, query: { eventId }, signal });
