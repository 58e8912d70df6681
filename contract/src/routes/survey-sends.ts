import { eventScopeQuery } from '../fields.js';
import { bulkSend, bulkSendPlan, surveySendBody } from '../messaging.js';
import { surveyIdParam } from '../surveys.js';
import { routeGroup } from './route.js';

/** '설문 발송': a survey's link to its audience through the QR delivery (docs/SURVEYS.md). */
export const surveySendRoutes = routeGroup('messages', {
  preview: {
    method: 'POST',
    path: '/surveys/:id/sends/preview',
    params: { id: surveyIdParam },
    access: 'admin',
    summary: '설문 발송 미리보기: 입장한 전원 또는 아직 응답하지 않은 분, 채널별 건수와 제외 인원',
    query: eventScopeQuery,
    body: surveySendBody,
    answer: bulkSendPlan,
  },
  start: {
    method: 'POST',
    path: '/surveys/:id/sends',
    params: { id: surveyIdParam },
    access: 'admin',
    summary:
      '설문 발송 시작: 응답 링크를 알림톡·문자·이메일로 (이 설문을 이미 받은 분은 다시 보내기를 요청할 때만)',
    query: eventScopeQuery,
    body: surveySendBody,
    answer: bulkSend,
    status: 201,
  },
});
