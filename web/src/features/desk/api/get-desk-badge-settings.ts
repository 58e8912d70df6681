import { call } from '../../../lib/api/api-client';
import { frontDeskRoutes } from '@expo/contract/routes/front-desk';

/** The event's badge size, fields, colour strips and name. */
export const getDeskBadgeSettings = (signal?: AbortSignal) =>
  call(frontDeskRoutes.deskBadgeSettings, { signal });
