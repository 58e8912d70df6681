import { call } from '../../../lib/api/api-client';
import type { AccountLoginForm } from '@expo/contract/auth';
import { frontDeskRoutes } from '@expo/contract/routes/front-desk';

/** The desk, its event and the desk token. */
export const loginDesk = (body: AccountLoginForm) => call(frontDeskRoutes.login, { body });
