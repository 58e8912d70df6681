/** 'HH:MM' of a Seoul local time as the server writes it ('2026-11-21T10:32:05' or '2026-11-21 10:32'). */
export function clockTime(at: string): string {
  return at.slice(11, 16);
}

const SEOUL_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Seoul',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'HH:MM' in Seoul of an instant (ISO 8601 with its zone), e.g. when an action was queued offline. */
export function seoulClock(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? '-' : SEOUL_CLOCK.format(time);
}
