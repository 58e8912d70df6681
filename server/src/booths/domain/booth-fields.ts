import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordTooShort } from '../../auth/password-rules.js';
import { badRequest } from '../../common/app-error.js';
import { hasUnstorableCharacters, text, type FieldSpec } from '../../common/fields.js';

/** What a booth record holds; `passwordHash` is argon2 and never leaves the server. */
export type BoothFields = {
  boothName: string;
  /** The booth manager's name. */
  name: string;
  affiliation: string;
  phone: string;
  loginId: string;
  passwordHash: string;
};

const loginId = {
  label: '로그인 ID',
  parse(raw: unknown): string {
    const value = text('로그인 ID', { max: 50 }).parse(raw);
    if (/\s/.test(value)) throw badRequest('VALIDATION.INVALID', '로그인 ID에는 공백을 넣을 수 없습니다.');
    return value;
  },
} satisfies FieldSpec<string>;

const password = (optional: boolean) =>
  ({
    label: '비밀번호',
    parse(raw: unknown): string {
      if (raw !== undefined && raw !== null && typeof raw !== 'string')
        throw badRequest('VALIDATION.INVALID', '비밀번호 값의 형식이 올바르지 않습니다.');
      if ((raw ?? '') === '' && optional) return '';
      // kept as the booth login reads what is typed there (trimmed, no control characters or lone
      // surrogates): a password it could never match would lock the booth out
      const value = (raw ?? '').trim();
      if (value === '') throw badRequest('VALIDATION.INVALID', '비밀번호를 입력하세요.');
      if (hasUnstorableCharacters(value))
        throw badRequest('VALIDATION.INVALID', '비밀번호에 사용할 수 없는 문자가 있습니다.');
      if ([...value].length < MIN_PASSWORD_LENGTH) throw badRequest('VALIDATION.INVALID', passwordTooShort);
      if ([...value].length > MAX_PASSWORD_LENGTH)
        throw badRequest('VALIDATION.INVALID', `비밀번호는 ${MAX_PASSWORD_LENGTH}자 이하로 입력하세요.`);
      return value;
    },
  }) satisfies FieldSpec<string>;

/** The booth form: every field required; on edit an empty password keeps the old one. */
export const boothFieldSpecs = (editing: boolean) => ({
  boothName: text('부스명', { max: 100 }),
  name: text('담당자 이름', { max: 50 }),
  affiliation: text('소속', { max: 100 }),
  phone: text('연락처', { max: 30 }),
  loginId,
  password: password(editing),
});

/** Personal data of the booth manager (and the password hash): sealed per booth, erased with the booth. */
export const BOOTH_PERSONAL_FIELDS = ['name', 'affiliation', 'phone', 'passwordHash'] as const;
