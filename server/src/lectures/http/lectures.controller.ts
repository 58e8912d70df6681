import { lecture, lectureBody, lectureIdParam } from '@expo/contract/lectures';
import { catalogController } from '../../catalog/http/catalog-controller.js';
import { lectureMessages } from '../lecture-catalog.js';

/** /api/lectures: an admin's lectures; one lecture is open to all (the check-in and QR screens). */
export const LecturesController = catalogController({
  path: 'lectures',
  tag: 'lectures',
  messages: lectureMessages,
  schemas: { answer: lecture, register: lectureBody, update: lectureBody, id: lectureIdParam },
  summaries: {
    list: '강연 목록 (날짜, 시간 순)',
    register:
      '강연 등록: title, instructor, date (YYYY-MM-DD), time (HH:mm), location, capacity (정원, 선택)',
    get: '강연 조회 (로그인 없이: 출석 체크 화면과 강연 QR 화면); checkInUrl은 QR에 넣을 PUBLIC_URL의 출석 주소',
    update: '강연 수정 (capacity를 생략하면 정원은 그대로, null이면 정원 없음)',
    remove: '강연 삭제 (출석 기록 포함)',
  },
  publicGet: true,
});
