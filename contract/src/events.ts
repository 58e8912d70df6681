import { z } from 'zod';
import { idParam, refuse, requestBody, text } from './fields.js';
import { dateField } from './fields/date-field.js';
import { passwordField } from './accounts.js';

/** The events of a deployment as its organisers see them at /events (GET/POST /api/events). */

/** Where an event stands: before its first day, from its first day until it is closed, closed ('행사 종료'). */
export const EVENT_STATES = ['preparing', 'running', 'closed'] as const;
export type EventState = (typeof EVENT_STATES)[number];
export const EVENT_STATE_LABELS: Record<EventState, string> = {
  preparing: '준비 중',
  running: '진행 중',
  closed: '종료',
};

export const eventPathParam = idParam('행사 ID');

export const eventSummary = z.object({
  id: z.int(),
  name: z.string(),
  startDate: z.string().nullable().meta({ description: '첫날 YYYY-MM-DD (없으면 null)' }),
  endDate: z.string().nullable().meta({ description: '마지막 날 YYYY-MM-DD (없으면 null)' }),
  venue: z.string().meta({ description: '장소' }),
  state: z.enum(EVENT_STATES).meta({ description: '준비 중 (첫날 전), 진행 중, 종료 (행사 종료로 닫힘)' }),
  closedAt: z.string().nullable().meta({ description: '행사 종료 시각 (ISO), 열려 있으면 null' }),
  registered: z.int().meta({ description: '등록 참석자' }),
  entered: z.int().meta({ description: '입장한 참석자 (데스크 입장 기록)' }),
  booths: z.int(),
  lectures: z.int(),
});
export type EventSummary = z.output<typeof eventSummary>;
export const eventList = z.array(eventSummary);

/** POST /api/events: a new event (행사명, 기간 시작·종료, 장소). */
export const createEventBody = requestBody({
  name: text('행사명', { max: 200 }),
  startDate: dateField('시작일'),
  endDate: dateField('종료일'),
  venue: text('장소', { max: 100, optional: true }),
}).refine((body) => body.endDate >= body.startDate, {
  message: '종료일은 시작일과 같거나 뒤여야 합니다.',
  path: ['endDate'],
});
export type CreateEventForm = z.input<typeof createEventBody>;
export type CreateEventBody = z.output<typeof createEventBody>;

/** An admin of one event, as its organiser manages them at /events/{id}/admins. */
export const eventAdmin = z.object({
  id: z.int(),
  name: z.string(),
  username: z.string(),
  createdAt: z.string().meta({ description: 'ISO' }),
});
export type EventAdmin = z.output<typeof eventAdmin>;
export const eventAdminList = z.array(eventAdmin);

export const adminIdParam = idParam('관리자 ID');

const USERNAME = /^[A-Za-z0-9._@-]{3,50}$/;

/** An admin's login id (the CLI's, the first start's and the web's): Latin letters, digits and ._@-, 3–50. */
export const adminUsernameField = z
  .string({ error: '관리자 아이디를 입력하세요.' })
  .meta({ description: '관리자 아이디 (영문, 숫자, ._@- 3~50자)' })
  .transform((raw, ctx): string => {
    const value = raw.trim();
    return USERNAME.test(value)
      ? value
      : refuse(ctx, '관리자 아이디는 영문, 숫자, ._@- 로 3~50자여야 합니다.', 'ADMIN.INVALID_USERNAME');
  });

/** POST /api/events/{id}/admins: name, login ID and first password. */
export const addEventAdminBody = requestBody({
  name: text('이름', { max: 50 }),
  username: adminUsernameField,
  password: passwordField(false),
});
export type AddEventAdminForm = z.input<typeof addEventAdminBody>;
export type AddEventAdminBody = z.output<typeof addEventAdminBody>;

/** POST /api/events/{id}/admins/{adminId}/password: a new password (the admin's sessions end). */
export const resetAdminPasswordBody = requestBody({ password: passwordField(false) });
export type ResetAdminPasswordBody = z.output<typeof resetAdminPasswordBody>;

/** An event admin's refusal of /events and of another event: the one message. */
export const ORGANISER_ONLY = '행사 목록과 행사 관리자는 주최자 계정만 사용할 수 있습니다.';

/** POST /api/events/{id}/copy ('이전 행사 복사'): the new event's 행사명, 기간 and 장소, as for a new event. */
export const copyEventBody = createEventBody;

/** A login made for a copied booth or desk: shown once, to hand out (its password is not kept in clear). */
export const issuedLogin = z.object({
  name: z.string().meta({ description: '부스명 또는 데스크 이름' }),
  loginId: z.string(),
  password: z.string().meta({ description: '새 비밀번호 (이 응답에서 한 번만)' }),
});
export type IssuedLogin = z.output<typeof issuedLogin>;

/** What a copy made: the new event, its booths' and desks' new logins, and how many lectures it got. */
export const eventCopy = z.object({
  event: eventSummary,
  booths: z.array(issuedLogin),
  desks: z.array(issuedLogin),
  lectures: z.int().meta({ description: '복사한 강연 수 (날짜는 두 행사 첫날의 차이만큼 옮김)' }),
  surveys: z.int().meta({ description: '복사한 만족도 조사 수 (응답 없이; 기간은 강연처럼 옮김)' }),
});
export type EventCopy = z.output<typeof eventCopy>;

const loginRows = (label: string) =>
  z
    .array(
      z.object({
        name: text(label, { max: 100 }),
        loginId: text('로그인 ID', { max: 50 }),
        password: text('비밀번호', { max: 200 }),
      }),
      { error: `${label} 로그인 목록이 올바르지 않습니다.` },
    )
    .max(10_000, { error: `${label} 로그인은 10,000개까지 받습니다.` });

/** POST /api/events/{id}/logins-workbook: the logins a copy showed, back as an Excel file to hand out. */
export const loginsWorkbookBody = requestBody({ booths: loginRows('부스'), desks: loginRows('데스크') });
export type LoginsWorkbookBody = z.output<typeof loginsWorkbookBody>;
export type LoginsWorkbookForm = z.input<typeof loginsWorkbookBody>;
export type CopyEventBody = CreateEventBody;
