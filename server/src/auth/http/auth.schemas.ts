import type { z } from 'zod';
import { requestBody, text } from '@expo/contract/fields';

/** The admin login form: what is typed there, trimmed. */
export const adminLoginBody = requestBody({
  username: text('아이디', { max: 100 }),
  password: text('비밀번호', { max: 200 }),
});
export type AdminLoginForm = z.output<typeof adminLoginBody>;
