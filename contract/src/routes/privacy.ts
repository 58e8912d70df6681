import {
  accessAlerts,
  accessAlertsQuery,
  accessRecordFilterQuery,
  accessRecordPage,
  listAccessRecordsQuery,
} from '../access-records.js';
import { attendeeIdParam } from '../attendees.js';
import { eventScopeQuery } from '../fields.js';
import {
  destroyBody,
  destructionDone,
  destructionList,
  noticesQuery,
  privacyNotices,
  privacySettings,
  privacySettingsBody,
  retention,
} from '../privacy.js';
import { routeGroup, XLSX_MEDIA_TYPE } from './route.js';

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
  notices: {
    method: 'GET',
    path: '/public/privacy-notices',
    access: 'public',
    summary: '현장 등록 동의 안내 (로그인 없이)',
    query: noticesQuery,
    answer: privacyNotices,
  },
  personalData: {
    method: 'GET',
    path: '/users/:id/personal-data',
    params: { id: attendeeIdParam },
    access: 'admin',
    summary: '개인정보 열람: 참석자 한 명에 대해 보관 중인 모든 정보 (엑셀)',
    query: eventScopeQuery,
    answer: {
      mediaType: XLSX_MEDIA_TYPE,
      description: '참석자 한 명의 개인정보 (.xlsx)',
      personalData: true,
    },
  },
  retention: {
    method: 'GET',
    path: '/privacy/retention',
    access: 'admin',
    summary: '개인정보 보유 기간과 파기 예정일',
    query: eventScopeQuery,
    answer: retention,
  },
  destructions: {
    method: 'GET',
    path: '/privacy/destructions',
    access: 'admin',
    summary: '개인정보 파기 기록',
    query: eventScopeQuery,
    answer: destructionList,
  },
  destroy: {
    method: 'POST',
    path: '/privacy/destructions',
    access: 'admin',
    summary: '지금 파기: 행사 참석자 전원의 개인정보 파기 (행사명 입력으로 확인)',
    query: eventScopeQuery,
    body: destroyBody,
    answer: destructionDone,
    status: 201,
  },
  accessRecords: {
    method: 'GET',
    path: '/privacy/access-records',
    access: 'admin',
    summary: '개인정보 접속기록 (최신순; account: 계정 이름 일부, actorKind, from/to: 한국 날짜, attendeeId)',
    query: listAccessRecordsQuery,
    answer: accessRecordPage,
  },
  downloadAccessRecords: {
    method: 'GET',
    path: '/privacy/access-records/download',
    access: 'admin',
    summary: '개인정보 접속기록 엑셀 다운로드 (같은 조건; reason: 다운로드 사유)',
    query: accessRecordFilterQuery,
    answer: { mediaType: XLSX_MEDIA_TYPE, description: '개인정보 접속기록 (.xlsx)', personalData: true },
  },
  accessAlerts: {
    method: 'GET',
    path: '/privacy/access-alerts',
    access: 'admin',
    summary: '이상 접근 (계정별·한국 날짜별): 하루 조회·다운로드 건수 기준 초과, 야간(22:00~06:00) 접근',
    query: accessAlertsQuery,
    answer: accessAlerts,
  },
});
