import { z } from 'zod';
import { removed } from '../answers.js';
import { desk, deskIdParam, registerDeskBody, updateDeskBody } from '../desks.js';
import { eventScopeQuery } from '../fields.js';
import { routeGroup } from './route.js';

const id = deskIdParam;
const query = eventScopeQuery;

/** An admin's registration desk accounts (never answered with the password). */
export const deskRoutes = routeGroup('desks', {
  list: {
    method: 'GET',
    path: '/desks',
    access: 'admin',
    summary: '등록 데스크 계정 목록 (비밀번호는 돌려주지 않음)',
    query,
    answer: z.array(desk),
  },
  register: {
    method: 'POST',
    path: '/desks',
    access: 'admin',
    summary: '데스크 계정 등록: name, loginId, password (모두 필수)',
    query,
    body: registerDeskBody,
    answer: desk,
    status: 201,
  },
  get: {
    method: 'GET',
    path: '/desks/:id',
    params: { id },
    access: 'admin',
    summary: '데스크 계정 조회',
    query,
    answer: desk,
  },
  update: {
    method: 'PUT',
    path: '/desks/:id',
    params: { id },
    access: 'admin',
    summary: '데스크 계정 수정 (비밀번호를 비우면 기존 비밀번호 유지; 바꾸면 로그인이 끝남)',
    query,
    body: updateDeskBody,
    answer: desk,
  },
  remove: {
    method: 'DELETE',
    path: '/desks/:id',
    params: { id },
    access: 'admin',
    summary: '데스크 계정 삭제 (그 데스크의 로그인과 키오스크가 끝남)',
    query,
    answer: removed,
  },
});
