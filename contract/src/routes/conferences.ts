import { eventIdParam, publicEvent } from '../conferences.js';
import { eventScopeQuery } from '../fields.js';
import { eventDetails, eventDetailsBody } from '../reports.js';
import { routeGroup } from './route.js';

/** The event's name, 기간 and 장소 as its admins word them (the 결과보고서's cover), and what anyone may know of it. */
export const conferenceRoutes = routeGroup('conferences', {
  details: {
    method: 'GET',
    path: '/event-details',
    access: 'admin',
    summary: '행사 정보 (행사명, 기간, 장소): 결과보고서 표지',
    query: eventScopeQuery,
    answer: eventDetails,
  },
  changeDetails: {
    method: 'PUT',
    path: '/event-details',
    access: 'admin',
    summary: '행사 정보 변경 (행사명 필수, 기간·장소는 비워 둘 수 있음)',
    query: eventScopeQuery,
    body: eventDetailsBody,
    answer: eventDetails,
  },
  publicEvent: {
    method: 'GET',
    path: '/public/events/:id',
    params: { id: eventIdParam },
    access: 'public',
    summary:
      '행사 이름 (현장 등록 화면, 로그인 없이): id, name, publicUrl (PUBLIC_URL), registrationUrl (현장 등록 주소)',
    answer: publicEvent,
  },
});
