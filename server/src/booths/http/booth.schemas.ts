import type { z } from 'zod';
import { accountLoginBody, loginIdField, passwordField } from '../../auth/credential-fields.js';
import { eventIdField, idParam, requestBody, text } from '@expo/contract/fields';

/** The booth form: every field required; on edit an empty password keeps the old one. */
const boothForm = (editing: boolean) =>
  requestBody({
    boothName: text('부스명', { max: 100 }),
    name: text('담당자 이름', { max: 50 }),
    affiliation: text('소속', { max: 100 }),
    phone: text('연락처', { max: 30 }),
    loginId: loginIdField,
    password: passwordField(editing),
    eventId: eventIdField,
  });

export const registerBoothBody = boothForm(false);
export const updateBoothBody = boothForm(true);
export type BoothForm = z.output<typeof registerBoothBody>;

export const boothIdParam = idParam('부스 ID');

export const boothLoginBody = accountLoginBody;
