import { call } from '../../../lib/api/api-client';
import { visitRoutes } from '@expo/contract/routes/visits';

/** Open to anyone; 409 when already checked in. */
export const checkInToLecture = (lectureId: number, userId: number) =>
  call(visitRoutes.checkIn, { body: { lectureId, userId } });
