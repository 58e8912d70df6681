import type { Lang } from '@expo/contract/lang';
import { call } from '../../../lib/api/api-client';
import { visitRoutes } from '@expo/contract/routes/visits';

/** Open to anyone; 409 when already checked in. The server's messages come in the page's language. */
export const checkInToLecture = (lectureId: number, userId: number, lang: Lang) =>
  call(visitRoutes.checkIn, { body: { lectureId, userId }, lang });
