import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, passwordTooShort } from '@expo/contract/accounts';
import { characterCount, hasUnstorableCharacters, refuse } from '@expo/contract/fields';
import { adminUsernameField } from '@expo/contract/events';

/**
 * A new admin's login as the CLI or the first start gives it (username first: the first refused field is
 * answered). The password is kept as the admin login reads what is typed there: trimmed, no control characters.
 */
export const adminLogin = z.object({
  username: adminUsernameField,
  password: z.string().transform((raw, ctx): string => {
    const value = raw.trim();
    if (hasUnstorableCharacters(value))
      return refuse(ctx, '비밀번호에 사용할 수 없는 문자가 있습니다.', 'ADMIN.INVALID_PASSWORD');
    if (characterCount(value) < MIN_PASSWORD_LENGTH)
      return refuse(ctx, passwordTooShort, 'ADMIN.WEAK_PASSWORD');
    return value;
  }),
});
