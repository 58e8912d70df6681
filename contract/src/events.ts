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
