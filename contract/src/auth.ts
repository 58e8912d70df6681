import { z } from 'zod';
import type { accountLoginBody } from './accounts.js';
import { ACCOUNT_FIELD_LABELS } from './field-labels.js';
import { requestBody, text } from './fields.js';

/** The admin login form: what is typed there, trimmed. */
export const adminLoginBody = requestBody({
  username: text('아이디', { max: 100 }),
  password: text(ACCOUNT_FIELD_LABELS.password, { max: 200 }),
});
export type AdminLoginForm = z.output<typeof adminLoginBody>;

/** A booth's or desk's login form (POST /api/booth-login, /api/desk-login). */
export type AccountLoginForm = z.output<typeof accountLoginBody>;

/** POST /api/admin/login: a token and the admin's rights. */
export const adminLogin = z.object({
  token: z.string().meta({ description: '관리자 토큰 (12시간): 관리자와 그 행사' }),
  adminName: z.string(),
  eventId: z.int(),
  hasBooth: z.boolean().meta({ description: '부스 관리 권한 (행사에 부스가 있는지가 아님)' }),
  hasLecture: z.boolean().meta({ description: '강연 관리 권한' }),
  role: z.enum(['organiser', 'admin']).meta({
    description: 'organiser: 배포의 모든 행사 (행사 ID는 마지막으로 작업한 행사), admin: 그 행사만',
  }),
  eventName: z.string().meta({ description: '그 행사의 이름 (머리글에 표시)' }),
});
export type AdminRole = AdminLogin['role'];
export type AdminLogin = z.output<typeof adminLogin>;

/** POST /api/booth-login: the booth and its token. */
export const boothLogin = z.object({
  boothId: z.int(),
  boothName: z.string(),
  eventId: z.int(),
  token: z.string().meta({ description: '부스 토큰 (24시간): 부스 로그인 정보가 바뀌면 끝남' }),
});
export type BoothLogin = z.output<typeof boothLogin>;

/** POST /api/desk-login: the desk, its event and its token. */
export const deskSession = z.object({
  token: z.string().meta({ description: '데스크 토큰 (12시간): 데스크 로그인 정보가 바뀌면 끝남' }),
  deskId: z.int(),
  deskName: z.string(),
  eventId: z.int(),
  eventName: z.string(),
});
export type DeskSession = z.output<typeof deskSession>;
