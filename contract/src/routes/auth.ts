import { adminLogin, adminLoginBody } from '../auth.js';
import { routeGroup } from './route.js';

/** The admins' login (booths and desks log in through their own groups). */
export const authRoutes = routeGroup('auth', {
  adminLogin: {
    method: 'POST',
    path: '/admin/login',
    access: 'public',
    summary: '관리자 로그인: token, adminName, eventId, hasBooth, hasLecture',
    body: adminLoginBody,
    answer: adminLogin,
  },
});
