/**
 * The shortest password an admin or a booth account may have: with logins rate-limited per address, eight
 * characters keep guessing out of reach for the length of an event.
 */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;

export const passwordTooShort = `비밀번호는 ${MIN_PASSWORD_LENGTH}자 이상이어야 합니다.`;
