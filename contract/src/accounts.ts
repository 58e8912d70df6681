import { z } from 'zod';
import {
  characterCount,
  eventIdField,
  hasUnstorableCharacters,
  refuse,
  requestBody,
  text,
  textThen,
} from './fields.js';
import { ACCOUNT_FIELD_LABELS as LABEL } from './field-labels.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordTooShort } from './fields/password-rules.js';

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordTooShort };

/** A login id of a booth or desk account: no spaces (it is typed on phones and laptops alike). */
export const loginIdField = textThen(LABEL.loginId, { max: 50 }, (value, ctx) =>
  /\s/.test(value) ? refuse(ctx, '로그인 ID에는 공백을 넣을 수 없습니다.') : value,
);

/**
 * An account's password as its login reads what is typed there (trimmed, no control characters or lone
 * surrogates): a password it could never match would lock the account out. On edit an empty one keeps the old.
 */
export const passwordField = (optional: boolean) =>
  z
    .string({ error: '비밀번호 값의 형식이 올바르지 않습니다.' })
    .nullish()
    .meta({
      description: `비밀번호 (${MIN_PASSWORD_LENGTH}~${MAX_PASSWORD_LENGTH}자${optional ? ', 비우면 유지' : ''})`,
    })
    .transform((raw, ctx): string => {
      if ((raw ?? '') === '' && optional) return '';
      const value = (raw ?? '').trim();
      if (value === '') return refuse(ctx, '비밀번호를 입력하세요.');
      if (hasUnstorableCharacters(value)) return refuse(ctx, '비밀번호에 사용할 수 없는 문자가 있습니다.');
      if (characterCount(value) < MIN_PASSWORD_LENGTH) return refuse(ctx, passwordTooShort);
      if (characterCount(value) > MAX_PASSWORD_LENGTH)
        return refuse(ctx, `비밀번호는 ${MAX_PASSWORD_LENGTH}자 이하로 입력하세요.`);
      return value;
    });

/** A booth's or desk's login form (the admin's names its fields otherwise: auth). */
export const accountLoginBody = requestBody({
  loginId: text(LABEL.loginId, { max: 50 }),
  password: text(LABEL.password, { max: 200 }),
});

/**
 * The form of a catalogue entry that signs in (a booth, a desk): its own fields in the form's order, then its
 * login; every field required, but on edit an empty password keeps the old one.
 */
export const accountForm =
  <S extends z.core.$ZodLooseShape>(own: S) =>
  (editing: boolean) =>
    requestBody({ ...own, loginId: loginIdField, password: passwordField(editing), eventId: eventIdField });
