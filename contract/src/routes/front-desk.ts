import { eventBadgeSettings, badgeSettings, badgeSettingsBody } from '../badges.js';
import { eventScopeQuery } from '../fields.js';
import { routeGroup } from './route.js';

/** The registration desk, its kiosks, badge settings and batch printing. */
export const frontDeskRoutes = routeGroup('desk', {
  badgeSettings: {
    method: 'GET',
    path: '/badge-settings',
    access: 'admin',
    summary: '명찰 설정 (용지, 표시 항목, 등록 유형별 색 띠)',
    query: eventScopeQuery,
    answer: eventBadgeSettings,
  },
  changeBadgeSettings: {
    method: 'PUT',
    path: '/badge-settings',
    access: 'admin',
    summary: '명찰 설정 저장',
    query: eventScopeQuery,
    body: badgeSettingsBody,
    answer: badgeSettings,
  },
});
