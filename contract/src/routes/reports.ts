import { routeGroup } from './route.js';

/** (issue 48: being filled) */
export const reportRoutes = routeGroup('reports', {});
