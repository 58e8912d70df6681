/**
 * The one Seoul time of server and web (no zod here: the web imports it at run time). Korea keeps no daylight
 * saving, so Seoul is UTC+9 all year. The server writes its times as Seoul local time without a zone
 * ('2026-11-21T10:32:05'); a time with a zone (…Z, +09:00) is an instant.
 */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const WITH_ZONE = /(Z|[+-]\d\d:?\d\d)$/i;

/** `YYYY-MM-DDTHH:mm:ss` in Seoul: how answers carry a time. */
export function toSeoulLocal(date: Date): string {
  return new Date(date.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 19);
}

/** The Seoul day (`YYYY-MM-DD`) of an instant. */
export function seoulDate(date: Date): string {
  return toSeoulLocal(date).slice(0, 10);
}

/** The instant of a Seoul local time ('2026-11-21T10:32:05' or a day's '2026-11-21T00:00:00'). */
export function fromSeoulLocal(local: string): Date {
  return new Date(`${local}+09:00`);
}

/**
 * A time as the screens show it, in Seoul: 'YYYY-MM-DD HH:mm:ss', or to the minute. A local time is shown as
 * written; an instant with its zone is converted; what is not a time is shown as it is.
 */
export function seoulDisplay(time: string, precision: 'second' | 'minute' = 'second'): string {
  const length = precision === 'second' ? 19 : 16;
  if (!WITH_ZONE.test(time)) return time.slice(0, length).replace('T', ' ');
  const at = new Date(time);
  return Number.isNaN(at.getTime()) ? time : toSeoulLocal(at).slice(0, length).replace('T', ' ');
}

/** 'HH:mm' in Seoul of a time (local or with its zone); '-' for what is not one. */
export function seoulClock(time: string): string {
  const shown = seoulDisplay(time, 'minute');
  return /^\d{4}-\d\d-\d\d \d\d:\d\d$/.test(shown) ? shown.slice(11) : '-';
}

/** A calendar day (YYYY-MM-DD) moved by `days` (negative: earlier). */
export function shiftDate(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The days from one calendar day (YYYY-MM-DD) to another: positive when `to` is later. */
export function daysBetween(from: string, to: string): number {
  const utc = (day: string) => {
    const [y, m, d] = day.split('-').map(Number);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}
