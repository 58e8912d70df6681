import { lectureIdParam } from '../lectures.js';
import { lectureStarAnswer, programme, programmeEventParam, programmeLinkQuery } from '../programme.js';
import { routeGroup } from './route.js';

const eventId = programmeEventParam;
const lectureId = lectureIdParam;
const query = programmeLinkQuery;

/** The event's programme (/program/{eventId}), open to all; an attendee's '내 일정' by their signed QR link. */
export const programmeRoutes = routeGroup('programme', {
  get: {
    method: 'GET',
    path: '/programme/:eventId',
    params: { eventId },
    access: 'public',
    summary:
      '행사 프로그램: 강연 (날짜, 시간 순)과 정원, 출석 수; QR 링크(attendee, sig)로는 내 일정과 출석한 강연도',
    query,
    answer: programme,
  },
  star: {
    method: 'PUT',
    path: '/programme/:eventId/stars/:lectureId',
    params: { eventId, lectureId },
    access: 'link',
    summary: "강연을 '내 일정'에 넣기 (QR 링크의 attendee, sig; 이미 있으면 그대로)",
    query,
    answer: lectureStarAnswer,
  },
  unstar: {
    method: 'DELETE',
    path: '/programme/:eventId/stars/:lectureId',
    params: { eventId, lectureId },
    access: 'link',
    summary: "강연을 '내 일정'에서 빼기 (QR 링크의 attendee, sig; 없으면 그대로)",
    query,
    answer: lectureStarAnswer,
  },
});
