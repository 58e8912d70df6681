import { call } from '../../../lib/api/api-client';
import { frontDeskRoutes } from '@expo/contract/routes/front-desk';

/** The last 20 on-site registrations, newest first. */
export const getWalkIns = (signal?: AbortSignal) => call(frontDeskRoutes.walkIns, { signal });
