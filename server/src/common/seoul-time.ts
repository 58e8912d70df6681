const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000; // Korea has no daylight saving time

/** `YYYY-MM-DDTHH:mm:ss` in Korean local time, as the screens show it (T replaced by a space there). */
export function toSeoulLocal(date: Date): string {
  return new Date(date.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 19);
}

export function seoulDate(date: Date): string {
  return toSeoulLocal(date).slice(0, 10);
}
