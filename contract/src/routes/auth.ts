import { routeGroup } from './route.js';

/** (issue 48: being filled) */
export const authRoutes = routeGroup('auth', {});
