import { eventScopeQuery } from '../fields.js';
import { privacySettings, privacySettingsBody } from '../privacy.js';
import { routeGroup } from './route.js';

/** Consent notices, sharing with exhibitors, download reasons, retention and destruction, access records. */
export const privacyRoutes = routeGroup('privacy', {
  settings: {
    method: 'GET',
    path: '/privacy-settings',
    access: 'admin',
    summary: '개인정보 설정 (동의 안내, 부스 제공, 다운로드 사유, 보유 기간)',
    query: eventScopeQuery,
    answer: privacySettings,
  },
  changeSettings: {
    method: 'PUT',
    path: '/privacy-settings',
    access: 'admin',
    summary: '개인정보 설정 변경 (안내 문구가 바뀌면 새 버전)',
    query: eventScopeQuery,
    body: privacySettingsBody,
    answer: privacySettings,
  },
});
