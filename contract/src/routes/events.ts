import { removed } from '../answers.js';
import { adminLogin } from '../auth.js';
import {
  addEventAdminBody,
  adminIdParam,
  copyEventBody,
  createEventBody,
  eventAdmin,
  eventAdminList,
  eventCopy,
  eventList,
  eventPathParam,
  eventSummary,
  loginsWorkbookBody,
  resetAdminPasswordBody,
} from '../events.js';
import { routeGroup, XLSX_MEDIA_TYPE } from './route.js';

const id = eventPathParam;

/** The organiser's workspace: every event of the deployment, its admins, closing, switching and copying. */
export const eventRoutes = routeGroup('events', {
  list: {
    method: 'GET',
    path: '/events',
    access: 'organiser',
    summary: '행사 목록 (주최자): 이름, 기간, 장소, 상태, 등록·입장·부스·강연 수',
    answer: eventList,
  },
  create: {
    method: 'POST',
    path: '/events',
    access: 'organiser',
    summary: '행사 만들기 (주최자): 행사명, 시작일, 종료일, 장소',
    body: createEventBody,
    answer: eventSummary,
    status: 201,
  },
  switch: {
    method: 'POST',
    path: '/events/:id/switch',
    params: { id },
    access: 'organiser',
    summary: '행사 전환 (주최자): 그 행사의 새 토큰과 로그인 응답 (다음 로그인도 그 행사로)',
    answer: adminLogin,
  },
  close: {
    method: 'POST',
    path: '/events/:id/close',
    params: { id },
    access: 'organiser',
    summary: '행사 종료: 스캔·체크인·등록·가져오기·QR 발송을 받지 않음 (조회·보고서·다운로드는 계속)',
    answer: eventSummary,
  },
  reopen: {
    method: 'POST',
    path: '/events/:id/reopen',
    params: { id },
    access: 'organiser',
    summary: '행사 다시 열기',
    answer: eventSummary,
  },
  admins: {
    method: 'GET',
    path: '/events/:id/admins',
    params: { id },
    access: 'organiser',
    summary: '행사 관리자 목록 (주최자 제외)',
    answer: eventAdminList,
  },
  addAdmin: {
    method: 'POST',
    path: '/events/:id/admins',
    params: { id },
    access: 'organiser',
    summary: '행사 관리자 추가: 이름, 아이디, 비밀번호 (그 행사만 관리)',
    body: addEventAdminBody,
    answer: eventAdmin,
    status: 201,
  },
  resetAdminPassword: {
    method: 'POST',
    path: '/events/:id/admins/:adminId/password',
    params: { id, adminId: adminIdParam },
    access: 'organiser',
    summary: '행사 관리자 비밀번호 재설정: 그 관리자의 로그인이 모두 끝남',
    body: resetAdminPasswordBody,
    answer: eventAdmin,
  },
  removeAdmin: {
    method: 'DELETE',
    path: '/events/:id/admins/:adminId',
    params: { id, adminId: adminIdParam },
    access: 'organiser',
    summary: '행사 관리자 삭제: 그 관리자의 로그인이 모두 끝남',
    answer: removed,
  },
  copy: {
    method: 'POST',
    path: '/events/:id/copy',
    params: { id },
    access: 'organiser',
    summary:
      '이전 행사 복사: 새 행사에 부스 (새 로그인), 강연 (날짜 이동, 정원 유지), 데스크 (새 로그인), 명찰·개인정보·발송 설정. 참석자·방문·리드·메시지·접속기록은 복사하지 않음',
    body: copyEventBody,
    answer: eventCopy,
    status: 201,
  },
  loginsWorkbook: {
    method: 'POST',
    path: '/events/:id/logins-workbook',
    params: { id },
    access: 'organiser',
    summary: '복사로 만든 부스·데스크 로그인을 엑셀로 (나눠 줄 용도; 서버는 비밀번호를 보관하지 않음)',
    body: loginsWorkbookBody,
    answer: { mediaType: XLSX_MEDIA_TYPE, description: '부스·데스크 로그인 (.xlsx)', personalData: false },
  },
});
