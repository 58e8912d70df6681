import { lectureRoutes } from '@expo/contract/routes/lectures';

import { catalogCalls } from '../../../components/catalog/catalog-calls';

/**
 * The lecture calls (the catalogue's); GET /api/lectures/{id} is open, so the QR page, which may be opened
 * without a login, reads it with `{ auth: 'optional' }`.
 */
export const lectureApi = catalogCalls(lectureRoutes);
