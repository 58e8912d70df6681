import type { Lecture, LectureFields } from '@expo/contract/lectures';

import { catalogApi } from '../../catalog/api/catalog-api';

/**
 * The lecture calls at /api/lectures (the catalogue's); GET /api/lectures/{id} is open, so the QR page, which may be
 * opened without a login, reads it with `{ auth: 'optional' }`.
 */
export const lectureApi = catalogApi<Lecture, LectureFields>('/lectures');
