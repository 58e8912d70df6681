import { readiness, readinessEventParam, testMessageBody, testMessageResult } from '../readiness.js';
import { routeGroup } from './route.js';

const id = readinessEventParam;

/** 준비 점검: an event's checklist before its doors open, and the records that tick its items. */
export const readinessRoutes = routeGroup('readiness', {
  get: {
    method: 'GET',
    path: '/events/:id/readiness',
    params: { id },
    access: 'admin',
    summary:
      '준비 점검: 행사 정보, 공개 주소(HTTPS), 메시지 시험 발송, 개인정보 안내문 검토, 부스·데스크·강연, 명찰 시험 인쇄',
    answer: readiness,
  },
  testMessage: {
    method: 'POST',
    path: '/events/:id/readiness/test-message',
    params: { id },
    access: 'admin',
    summary:
      '메시지 시험 발송: 입력한 이메일(SMTP) 또는 휴대폰 번호(SOLAPI)로 실제 채널을 통해 보내고 결과를 기록',
    body: testMessageBody,
    answer: testMessageResult,
  },
  privacyReview: {
    method: 'POST',
    path: '/events/:id/readiness/privacy-review',
    params: { id },
    access: 'admin',
    summary: "개인정보 안내문 '검토 완료' 기록 (안내문이 바뀌면 다시 검토)",
    answer: readiness,
  },
  badgeTestPrint: {
    method: 'POST',
    path: '/events/:id/readiness/badge-test-print',
    params: { id },
    access: 'admin',
    summary: "명찰 '시험 인쇄' 기록 (지금 명찰 크기; 크기가 바뀌면 다시 인쇄)",
    answer: readiness,
  },
});
