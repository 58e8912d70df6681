import { z } from 'zod';
import { removed } from '../answers.js';
import { boothLogin } from '../auth.js';
import { booth, boothIdParam, boothLoginBody, registerBoothBody, updateBoothBody } from '../booths.js';
import { eventScopeQuery } from '../fields.js';
import { routeGroup } from './route.js';

const id = boothIdParam;
const query = eventScopeQuery;

/** An admin's booths, each with its manager's login (never answered with the password), and that login. */
export const boothRoutes = routeGroup('booths', {
  list: {
    method: 'GET',
    path: '/booths',
    access: 'admin',
    summary: '부스 목록 (비밀번호는 돌려주지 않음)',
    query,
    answer: z.array(booth),
  },
  register: {
    method: 'POST',
    path: '/booths',
    access: 'admin',
    summary: '부스 등록: boothName, name, affiliation, phone, loginId, password (모두 필수)',
    query,
    body: registerBoothBody,
    answer: booth,
    status: 201,
  },
  get: {
    method: 'GET',
    path: '/booths/:id',
    params: { id },
    access: 'admin',
    summary: '부스 조회',
    query,
    answer: booth,
  },
  update: {
    method: 'PUT',
    path: '/booths/:id',
    params: { id },
    access: 'admin',
    summary: '부스 수정 (비밀번호를 비우면 기존 비밀번호 유지)',
    query,
    body: updateBoothBody,
    answer: booth,
  },
  remove: {
    method: 'DELETE',
    path: '/booths/:id',
    params: { id },
    access: 'admin',
    summary: '부스 삭제 (방문자 목록 포함)',
    query,
    answer: removed,
  },
  login: {
    method: 'POST',
    path: '/booth-login',
    access: 'public',
    summary: '부스 담당자 로그인: boothId, boothName, eventId, token (부스 토큰, 24시간)',
    body: boothLoginBody,
    answer: boothLogin,
  },
});
