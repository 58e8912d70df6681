import { boothIdParam } from '../booths.js';
import { eventScopeQuery } from '../fields.js';
import { boothLeads, lead, leadBody, leadTags, leadTagsBody, leadVisitorParam } from '../leads.js';
import { routeGroup } from './route.js';

const boothId = boothIdParam;

/** Exhibitor leads: the booth phone keeps them, the admin reads them (docs/LEADS.md). */
export const leadRoutes = routeGroup('leads', {
  ownLeads: {
    method: 'GET',
    path: '/booth-login/:boothId/leads',
    params: { boothId },
    access: 'booth',
    summary: '내 부스의 리드 (관심도, 태그, 메모)와 부스 태그 (부스 토큰)',
    query: eventScopeQuery,
    answer: boothLeads,
  },
  update: {
    method: 'PUT',
    path: '/booth-login/:boothId/leads/:userId',
    params: { boothId, userId: leadVisitorParam },
    access: 'booth',
    summary: '방문자 리드 변경 (부스 토큰): 준 항목만 바뀜; Idempotency-Key 헤더로 재전송 안전',
    body: leadBody,
    answer: lead,
  },
  defineTags: {
    method: 'PUT',
    path: '/booth-login/:boothId/lead-tags',
    params: { boothId },
    access: 'booth',
    summary: '부스 태그 정하기 (부스 토큰): 최대 20개, 각 20자 이하',
    body: leadTagsBody,
    answer: leadTags,
  },
  boothLeads: {
    method: 'GET',
    path: '/booths/:boothId/leads',
    params: { boothId },
    access: 'admin',
    summary: '부스의 리드 (관심도, 태그, 메모)와 부스 태그',
    query: eventScopeQuery,
    answer: boothLeads,
  },
});
