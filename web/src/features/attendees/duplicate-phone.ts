/** Korean copy of the admin form's warning about a phone number an attendee has already. */
export const duplicatePhoneTexts = {
  title: '같은 전화번호의 참석자가 있습니다',
  help: '같은 사람이면 기존 참석자를 확인하세요. 다른 사람이면 그래도 등록할 수 있습니다.',
  existing: (name: string, id: number) => `${name || '(이름 없음)'} (ID ${String(id)})`,
  registerAnyway: '그래도 등록',
  cancel: '취소',
} as const;

/**
 * The digits of a phone number as the server compares them (a Korean mobile number however written: 010…;
 * +82 10… and 8210… are the same number): what the list's search finds it by.
 */
export function phoneSearchKey(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const international = phone.trim().startsWith('+') || digits.startsWith('82');
  return international && /^820?1[016789]\d{7,8}$/.test(digits)
    ? `0${digits.slice(2).replace(/^0/, '')}`
    : digits;
}
