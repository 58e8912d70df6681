import { desk, deskIdParam, registerDeskBody, updateDeskBody } from '@expo/contract/desks';
import { catalogController } from '../../catalog/http/catalog-controller.js';
import { deskMessages } from '../desk-catalog.js';

/** /api/desks: an admin's registration desk accounts (never answered with the password). */
export const DesksController = catalogController({
  path: 'desks',
  tag: 'desks',
  messages: deskMessages,
  schemas: { answer: desk, register: registerDeskBody, update: updateDeskBody, id: deskIdParam },
  summaries: {
    list: '등록 데스크 계정 목록 (비밀번호는 돌려주지 않음)',
    register: '데스크 계정 등록: name, loginId, password (모두 필수)',
    get: '데스크 계정 조회',
    update: '데스크 계정 수정 (비밀번호를 비우면 기존 비밀번호 유지; 바꾸면 로그인이 끝남)',
    remove: '데스크 계정 삭제 (그 데스크의 로그인과 키오스크가 끝남)',
  },
});
