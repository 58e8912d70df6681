import { booth, boothIdParam, registerBoothBody, updateBoothBody } from '@expo/contract/booths';
import { catalogController } from '../../catalog/http/catalog-controller.js';
import { boothMessages } from '../booth-catalog.js';

/** /api/booths: an admin's booths, each with its manager's login (never answered with the password). */
export const BoothsController = catalogController({
  path: 'booths',
  tag: 'booths',
  messages: boothMessages,
  schemas: { answer: booth, register: registerBoothBody, update: updateBoothBody, id: boothIdParam },
  summaries: {
    list: '부스 목록 (비밀번호는 돌려주지 않음)',
    register: '부스 등록: boothName, name, affiliation, phone, loginId, password (모두 필수)',
    get: '부스 조회',
    update: '부스 수정 (비밀번호를 비우면 기존 비밀번호 유지)',
    remove: '부스 삭제 (방문자 목록 포함)',
  },
});
