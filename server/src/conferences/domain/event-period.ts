/**
 * The 결과보고서 cover's 기간 for an event created with its days: '2026년 11월 25일 ~ 27일', the month or the year
 * repeated only where it changes; '' without days.
 */
export function periodOf(startDate?: string, endDate?: string): string {
  if (!startDate) return '';
  const [y1, m1, d1] = startDate.split('-').map(Number);
  const start = `${y1}년 ${m1}월 ${d1}일`;
  if (!endDate || endDate === startDate) return start;
  const [y2, m2, d2] = endDate.split('-').map(Number);
  if (y2 !== y1) return `${start} ~ ${y2}년 ${m2}월 ${d2}일`;
  if (m2 !== m1) return `${start} ~ ${m2}월 ${d2}일`;
  return `${start} ~ ${d2}일`;
}
