import { health } from '../health.js';
import { routeGroup } from './route.js';

/** Whether the server and its database answer. */
export const healthRoutes = routeGroup('health', {
  health: {
    method: 'GET',
    path: '/health',
    access: 'public',
    summary: '상태 확인: 데이터베이스 연결 포함',
    answer: health,
  },
});
