/** The same badge read again within this long after it was last seen is ignored (a badge held to the camera). */
export const REPEAT_WINDOW_MS = 3_000;

/** When each text was last seen by the camera (ms since the epoch). */
export type SeenReads = ReadonlyMap<string, number>;

export interface RepeatDecision {
  /** This read repeats one seen less than the window ago: nothing happens. */
  ignore: boolean;
  /** The reads to remember for the next decision (this one included; old ones forgotten). */
  seen: Map<string, number>;
}

/**
 * Whether a camera read of `text` at `now` is a repeat. The window runs from the last sighting, so a badge
 * held in view for ten seconds counts once; it counts again after it was out of view for 3 s.
 */
export function decideRepeat(
  seen: SeenReads,
  text: string,
  now: number,
  windowMs: number = REPEAT_WINDOW_MS,
): RepeatDecision {
  const last = seen.get(text);
  const ignore = last !== undefined && now - last >= 0 && now - last < windowMs;
  const next = new Map<string, number>();
  for (const [key, at] of seen) if (now - at < windowMs) next.set(key, at);
  next.set(text, now);
  return { ignore, seen: next };
}
