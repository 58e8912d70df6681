import { call } from '../../../lib/api/api-client';
import { frontDeskRoutes } from '@expo/contract/routes/front-desk';

/** A kiosk token of the desk's event. */
export const startKioskSession = () => call(frontDeskRoutes.startKiosk);
