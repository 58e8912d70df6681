const SEOUL = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * A server time as the admin screens show it, 'YYYY-MM-DD HH:mm:ss' in Korean time: an instant with a zone
 * (…Z, +09:00) is converted; a local time ('2026-11-21T14:05:00') is shown as it is.
 */
export function koreanDateTime(value: string): string {
  if (/(Z|[+-]\d\d:?\d\d)$/.test(value)) {
    const instant = new Date(value);
    if (!Number.isNaN(instant.getTime())) return SEOUL.format(instant);
  }
  return value.slice(0, 19).replace('T', ' ');
}

/** The day part ('YYYY-MM-DD') of a server time, in Korean time. */
export function koreanDate(value: string): string {
  return koreanDateTime(value).slice(0, 10);
}
