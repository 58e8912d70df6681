import { routeGroup } from './route.js';

/** (issue 48: being filled) */
export const deskRoutes = routeGroup('desks', {});
