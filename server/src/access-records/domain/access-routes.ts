import { concernedOf, type AccessActor, type Concerned } from './access-record.js';

/** What a rule reads of a request and its answer. */
export interface AccessExchange {
  /** Path parameters as the router gave them (`{ id: '12' }`). */
  params: Record<string, string | undefined>;
  query: Record<string, unknown>;
  /** The request's JSON body. */
  requestBody: unknown;
  /** The JSON answer (undefined for a streamed file). */
  answer: unknown;
  actor: AccessActor;
}

/**
 * How a download's attendees are counted (the file is streamed; the server counts what it holds); 'none': the
 * rule's `concerned` names them.
 */
export type DownloadCounter =
  'none' | 'event-attendees' | 'booth-visitors' | 'lecture-attendees' | 'survey-responses' | 'access-records';

export interface AccessRule {
  /** Korean name of the action ('참석자 검색'); may depend on the request. */
  action: string | ((exchange: Pick<AccessExchange, 'query'>) => string);
  /**
   * The attendees of the answer; null: not a read by staff (an attendee's own signed link), nothing recorded.
   * A download without it is recorded by its count.
   */
  concerned?: (exchange: AccessExchange) => Concerned | null;
  /** A file download of personal data: its reason is asked when the event says so, its rows counted by this. */
  download?: DownloadCounter;
  /**
   * A read that names people in bulk as a download does (an exhibitor report's visitors): its reason is asked,
   * when the event says so, for the requests this says name people.
   */
  asksReason?: (query: Record<string, unknown>) => boolean;
  /** The route also answers without a staff login (a signed link): only a valid admin token makes it staff access. */
  adminTokenOptional?: boolean;
  /**
   * Recorded by the route's command in the transaction that answers it, naming the attendee it showed (the booth
   * scan: one commit for the visit and its record, in the scans' group commit); the interceptor only makes the
   * record's draft (who, when, from where).
   */
  inCommand?: true;
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The one attendee named in the path (`:id`, `:qr`, `:userId`). */
export const pathAttendee =
  (param: string) =>
  ({ params }: AccessExchange): Concerned =>
    concernedOf([Number(params[param])]);

/** The attendees of a JSON list answer, each by `key` (`id`, `userId`, `attendeeId`). */
export const listed =
  (key: string, of: (answer: unknown) => unknown = (answer) => answer) =>
  ({ answer }: AccessExchange): Concerned =>
    concernedOf(list(of(answer)).map((item) => record(item)[key]));

/** The one attendee of a JSON answer, by `key`, or inside `at` (`attendee.userId`). */
export const answered =
  (key: string, at?: string) =>
  ({ answer }: AccessExchange): Concerned => {
    const holder = at ? record(record(answer)[at]) : record(answer);
    return concernedOf([holder[key]]);
  };

/** An attendee's page as an admin reads it; the same route on the attendee's signed link is not staff access. */
const adminReadsAttendee = (exchange: AccessExchange): Concerned | null =>
  exchange.actor.kind === 'admin' && record(exchange.answer).eventId === exchange.actor.eventId
    ? pathAttendee('id')(exchange)
    : null;

/**
 * Exhibitor reports: the visitors they name (none asked with `?visitors=false`: no record, no reason; none
 * named: no record).
 */
const reportOfBooths = (action: string, reports: (answer: unknown) => unknown[]): AccessRule => ({
  action,
  asksReason: (query) => query.visitors !== 'false',
  concerned: ({ answer }) => {
    const ids = reports(answer).flatMap((report) =>
      list(record(report).visitors).map((v) => record(v).userId),
    );
    return ids.length ? concernedOf(ids) : null;
  },
});

const keyword = (query: Record<string, unknown>) =>
  typeof query.keyword === 'string' && query.keyword.trim() !== '';

/**
 * THE route table of personal data read by people: `METHOD /route/:pattern` → what it is called and where its
 * attendees are. A route missing here is not recorded; the unit test walks the server's routes against it.
 */
export const ACCESS_ROUTES: Readonly<Record<string, AccessRule>> = {
  // admin: attendees
  'GET /api/users': {
    action: ({ query }) => (keyword(query) ? '참석자 검색' : '참석자 목록 조회'),
    concerned: listed('id', (answer) => record(answer).content),
  },
  'GET /api/users/:id': {
    action: '참석자 상세 조회',
    concerned: adminReadsAttendee,
    adminTokenOptional: true,
  },
  'GET /api/users/:id/history': { action: '참석자 변경 이력 조회', concerned: pathAttendee('id') },
  'GET /api/users/:id/messages': { action: '참석자 QR 발송 내역 조회', concerned: pathAttendee('id') },
  'GET /api/messages': { action: 'QR 발송 내역 조회', concerned: listed('attendeeId') },
  'GET /api/users/download-excel': { action: '참석자 엑셀 다운로드', download: 'event-attendees' },
  'GET /api/users/:id/personal-data': {
    action: '개인정보 열람 파일 다운로드',
    download: 'none',
    concerned: pathAttendee('id'),
  },
  'GET /api/badges/attendees': { action: '명찰 인쇄 대상 조회', concerned: listed('id') },
  // admin: visitors, attendees of lectures, survey respondents, leads
  'GET /api/booth-visits/:boothId': { action: '부스 방문자 조회', concerned: listed('userId') },
  'GET /api/booth-visits/:boothId/download': {
    action: '부스 방문자 엑셀 다운로드',
    download: 'booth-visitors',
  },
  'GET /api/lecture-visits/:lectureId': { action: '강연 출석자 조회', concerned: listed('userId') },
  'GET /api/lecture-visits/:lectureId/download': {
    action: '강연 출석자 엑셀 다운로드',
    download: 'lecture-attendees',
  },
  'GET /api/surveys/:id/responses/download': {
    action: '설문 응답 원본 다운로드',
    download: 'survey-responses',
  },
  'GET /api/booths/:boothId/leads': {
    action: '부스 리드 조회',
    concerned: listed('userId', (answer) => record(answer).leads),
  },
  // booth phones
  'POST /api/booth-visits': { action: '부스 방문 스캔', inCommand: true },
  'GET /api/booth-login/:boothId/visits': { action: '부스 방문자 조회', concerned: listed('userId') },
  'GET /api/booth-login/:boothId/visits/download': {
    action: '부스 방문자 엑셀 다운로드',
    download: 'booth-visitors',
  },
  'GET /api/booth-login/:boothId/leads': {
    action: '부스 리드 조회',
    concerned: listed('userId', (answer) => record(answer).leads),
  },
  // exhibitor reports (the booth's own, an admin's print of one booth or of all)
  'GET /api/booth-login/:boothId/report': reportOfBooths('부스 성과 보고서 조회', (answer) => [answer]),
  'GET /api/reports/booths/:boothId': reportOfBooths('부스 성과 보고서 조회', (answer) => [answer]),
  'GET /api/reports/booths': reportOfBooths('부스 성과 보고서 일괄 조회', (answer) =>
    list(record(answer).booths),
  ),
  // registration desk, lecture door, kiosk
  'GET /api/desk/attendees': { action: '데스크 참석자 검색', concerned: listed('id') },
  'GET /api/desk/attendees/:id': { action: '데스크 참석자 조회', concerned: pathAttendee('id') },
  'GET /api/desk/walk-ins': { action: '데스크 현장등록자 조회', concerned: listed('id') },
  'POST /api/lectures/:lectureId/door-checkins': {
    action: '강연 입장 스캔',
    concerned: answered('userId', 'attendee'),
  },
  'GET /api/kiosk/attendees/:qr': { action: '키오스크 참석자 조회', concerned: answered('id') },
  // the access records themselves
  'GET /api/privacy/access-records/download': { action: '접속기록 다운로드', download: 'access-records' },
};

/** The rule of a request's route (`GET`, `/api/users/:id`), if it reads personal data. */
export function accessRuleOf(method: string, route: string | undefined): AccessRule | undefined {
  return route === undefined ? undefined : ACCESS_ROUTES[`${method} ${route}`];
}

/** The Korean action of a request under its rule. */
export const actionOf = (rule: AccessRule, query: Record<string, unknown>): string =>
  typeof rule.action === 'function' ? rule.action({ query }) : rule.action;
