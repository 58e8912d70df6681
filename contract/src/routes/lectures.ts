import { z } from 'zod';
import { removed } from '../answers.js';
import { eventScopeQuery } from '../fields.js';
import { lecture, lectureBody, lectureIdParam } from '../lectures.js';
import { routeGroup } from './route.js';

const id = lectureIdParam;
const query = eventScopeQuery;

/** An admin's lectures; one lecture is open to all (the check-in and QR screens). */
export const lectureRoutes = routeGroup('lectures', {
  list: {
    method: 'GET',
    path: '/lectures',
    access: 'admin',
    summary: '강연 목록 (날짜, 시간 순)',
    query,
    answer: z.array(lecture),
  },
  register: {
    method: 'POST',
    path: '/lectures',
    access: 'admin',
    summary: '강연 등록: title, instructor, date (YYYY-MM-DD), time (HH:mm), location, capacity (정원, 선택)',
    query,
    body: lectureBody,
    answer: lecture,
    status: 201,
  },
  get: {
    method: 'GET',
    path: '/lectures/:id',
    params: { id },
    access: 'public',
    summary:
      '강연 조회 (로그인 없이: 출석 체크 화면과 강연 QR 화면); checkInUrl은 QR에 넣을 PUBLIC_URL의 출석 주소',
    query,
    answer: lecture,
  },
  update: {
    method: 'PUT',
    path: '/lectures/:id',
    params: { id },
    access: 'admin',
    summary: '강연 수정 (capacity를 생략하면 정원은 그대로, null이면 정원 없음)',
    query,
    body: lectureBody,
    answer: lecture,
  },
  remove: {
    method: 'DELETE',
    path: '/lectures/:id',
    params: { id },
    access: 'admin',
    summary: '강연 삭제 (출석 기록 포함)',
    query,
    answer: removed,
  },
});
