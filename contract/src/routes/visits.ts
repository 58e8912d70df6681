import { z } from 'zod';
import { boothIdParam } from '../booths.js';
import { eventScopeQuery } from '../fields.js';
import { lectureIdParam } from '../lectures.js';
import {
  boothVisitBody,
  boothVisitor,
  doorCheckIn,
  doorCheckInBody,
  lectureCheckIn,
  lectureCheckInBody,
  lectureDoor,
  recordedBoothVisit,
  visit,
} from '../visits.js';
import { routeGroup, XLSX_MEDIA_TYPE } from './route.js';

const boothId = boothIdParam;
const lectureId = lectureIdParam;
const query = eventScopeQuery;
const visitorsFile = { mediaType: XLSX_MEDIA_TYPE, description: '방문자 엑셀 (.xlsx)', personalData: true };

/** Booth visits (the booth phone's scan), lecture check-ins and a lecture's door, and their visitor lists. */
export const visitRoutes = routeGroup('visits', {
  record: {
    method: 'POST',
    path: '/booth-visits',
    access: 'booth',
    summary: '부스 방문 등록 (부스 토큰): {boothId, userId}; 중복은 409, Idempotency-Key 헤더로 재전송 안전',
    body: boothVisitBody,
    answer: recordedBoothVisit,
    status: 201,
  },
  boothVisitors: {
    method: 'GET',
    path: '/booth-visits/:boothId',
    params: { boothId },
    access: 'admin',
    summary: '부스 방문자 목록 (최신순)',
    query,
    answer: z.array(visit),
  },
  downloadBoothVisitors: {
    method: 'GET',
    path: '/booth-visits/:boothId/download',
    params: { boothId },
    access: 'admin',
    summary: '부스 방문자 엑셀 다운로드',
    query,
    answer: visitorsFile,
  },
  ownBoothVisitors: {
    method: 'GET',
    path: '/booth-login/:boothId/visits',
    params: { boothId },
    access: 'booth',
    summary: '내 부스 방문자 목록 (부스 토큰, 최신순)',
    query,
    answer: z.array(boothVisitor),
  },
  downloadOwnBoothVisitors: {
    method: 'GET',
    path: '/booth-login/:boothId/visits/download',
    params: { boothId },
    access: 'booth',
    summary: '내 부스 방문자 엑셀 다운로드 (부스의 행사 기준)',
    query,
    answer: visitorsFile,
  },
  checkIn: {
    method: 'POST',
    path: '/lecture-visits/checkin',
    access: 'public',
    summary: '강연 출석 체크 (로그인 없음): {lectureId, userId}; 중복은 409',
    body: lectureCheckInBody,
    answer: lectureCheckIn,
    status: 201,
  },
  lectureVisitors: {
    method: 'GET',
    path: '/lecture-visits/:lectureId',
    params: { lectureId },
    access: 'admin',
    summary: '강연 출석자 목록 (최신순)',
    query,
    answer: z.array(visit),
  },
  downloadLectureVisitors: {
    method: 'GET',
    path: '/lecture-visits/:lectureId/download',
    params: { lectureId },
    access: 'admin',
    summary: '강연 출석자 엑셀 다운로드',
    query,
    answer: { mediaType: XLSX_MEDIA_TYPE, description: '출석자 엑셀 (.xlsx)', personalData: true },
  },
  lectureDoor: {
    method: 'GET',
    path: '/lectures/:lectureId/door',
    params: { lectureId },
    access: 'desk',
    summary: '강연 입장 관리: 제목, 정원, 입장 수 (데스크 토큰 또는 관리자 토큰)',
    query,
    answer: lectureDoor,
  },
  doorCheckIn: {
    method: 'POST',
    path: '/lectures/:lectureId/door-checkins',
    params: { lectureId },
    access: 'desk',
    summary:
      '강연 입장 스캔: {userId}; 이미 출석한 참석자는 recorded: false (강연 출석 체크와 같은 기록), 정원 초과도 기록; Idempotency-Key 헤더로 재전송 안전',
    query,
    body: doorCheckInBody,
    answer: doorCheckIn,
  },
});
