import { z } from 'zod';
import { accountLoginBody } from '../accounts.js';
import { deskSession } from '../auth.js';
import {
  badgeAttendeesQuery,
  badgeSettings,
  badgeSettingsBody,
  batchAttendee,
  eventBadgeSettings,
  markedPrinted,
  markPrintedBody,
} from '../badges.js';
import {
  attendeeIdParam,
  badgePrint,
  deskAttendee,
  deskSearchQuery,
  entryBody,
  entryResult,
  printBadgeBody,
} from '../desks.js';
import { eventScopeQuery } from '../fields.js';
import { kioskAttendee, kioskBadgePrint, kioskSession, scannedQrParam } from '../kiosk.js';
import { routeGroup } from './route.js';

const id = attendeeIdParam;
const query = eventScopeQuery;

/** The registration desk, its kiosks, badge settings and batch printing before the doors open. */
export const frontDeskRoutes = routeGroup('desk', {
  badgeSettings: {
    method: 'GET',
    path: '/badge-settings',
    access: 'admin',
    summary: '명찰 설정 (용지, 표시 항목, 등록 유형별 색 띠)',
    query,
    answer: eventBadgeSettings,
  },
  changeBadgeSettings: {
    method: 'PUT',
    path: '/badge-settings',
    access: 'admin',
    summary: '명찰 설정 저장',
    query,
    body: badgeSettingsBody,
    answer: badgeSettings,
  },
  badgeAttendees: {
    method: 'GET',
    path: '/badges/attendees',
    access: 'admin',
    summary: '일괄 인쇄할 참석자 (전체·미출력·사전등록·결제 완료, 검색어; 가나다순 또는 ID순, 최대 5,000명)',
    query: badgeAttendeesQuery,
    answer: z.array(batchAttendee),
  },
  markPrinted: {
    method: 'POST',
    path: '/badges/mark-printed',
    access: 'admin',
    summary: '일괄 인쇄한 참석자를 출력 완료로 표시 (한 명에 한 건씩 기록)',
    query,
    body: markPrintedBody,
    answer: markedPrinted,
  },
  login: {
    method: 'POST',
    path: '/desk-login',
    access: 'public',
    summary: '데스크 로그인: token (데스크 토큰, 12시간), deskId, deskName, eventId, eventName',
    body: accountLoginBody,
    answer: deskSession,
  },
  findAttendees: {
    method: 'GET',
    path: '/desk/attendees',
    access: 'desk',
    summary: '데스크 검색: 스캔한 QR·ID, 이름·소속·전화번호 일부 (최대 20명)',
    query: deskSearchQuery,
    answer: z.array(deskAttendee),
  },
  attendee: {
    method: 'GET',
    path: '/desk/attendees/:id',
    params: { id },
    access: 'desk',
    summary: '데스크의 참석자 카드: 결제·출력 여부, 출력 횟수, 날짜별 입장',
    query,
    answer: deskAttendee,
  },
  recordEntry: {
    method: 'POST',
    path: '/desk/attendees/:id/entries',
    params: { id },
    access: 'desk',
    summary:
      '입장 확인 (하루 한 번 집계; 같은 날 두 번째는 recorded: false), Idempotency-Key 헤더로 재전송 안전',
    query,
    body: entryBody,
    answer: entryResult,
  },
  printBadge: {
    method: 'POST',
    path: '/desk/attendees/:id/badge-prints',
    params: { id },
    access: 'desk',
    summary:
      '명찰 출력 기록 (출력유무 Y, 입장 확인 포함); 이미 출력됨·미결제는 409 (reprint, unpaidConfirmed로 확인)',
    query,
    body: printBadgeBody,
    answer: badgePrint,
  },
  walkIns: {
    method: 'GET',
    path: '/desk/walk-ins',
    access: 'desk',
    summary: '현장등록(/manual-register)으로 방금 등록한 참석자 (최신순 20명)',
    query,
    answer: z.array(deskAttendee),
  },
  deskBadgeSettings: {
    method: 'GET',
    path: '/desk/badge-settings',
    access: 'desk',
    summary: '행사의 명찰 설정 (데스크 인쇄용)',
    query,
    answer: eventBadgeSettings,
  },
  startKiosk: {
    method: 'POST',
    path: '/desk/kiosk-sessions',
    access: 'desk-only',
    summary: '키오스크 시작 (데스크 계정만): 키오스크 토큰 (24시간)',
    answer: kioskSession,
  },
  kioskAttendee: {
    method: 'GET',
    path: '/kiosk/attendees/:qr',
    params: { qr: scannedQrParam },
    access: 'kiosk',
    summary: '키오스크: 스캔한 QR의 참석자 (이름·소속·출력·결제 여부만)',
    answer: kioskAttendee,
  },
  kioskPrint: {
    method: 'POST',
    path: '/kiosk/attendees/:id/badge-prints',
    params: { id },
    access: 'kiosk',
    summary: '키오스크 명찰 출력 (한 번만; 이미 출력됨·미결제는 409, 데스크로 안내)',
    body: entryBody,
    answer: kioskBadgePrint,
  },
  kioskBadgeSettings: {
    method: 'GET',
    path: '/kiosk/badge-settings',
    access: 'kiosk',
    summary: '행사의 명찰 설정 (키오스크 인쇄용)',
    answer: eventBadgeSettings,
  },
});
