import { routeGroup } from './route.js';

/** (issue 48: being filled) */
export const leadRoutes = routeGroup('leads', {});
