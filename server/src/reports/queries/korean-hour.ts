/**
 * SQL of the start of the Korean-time hour a timestamptz column falls in (still a timestamptz: `date_bin` is
 * integer arithmetic, about a third cheaper over a million visits than `date_trunc` of a zoned time). Korea
 * keeps no summer time, so a fixed +09:00 needs no time zone database (the embedded PostgreSQL has none to
 * rely on).
 */
export const koreanHour = (column: string): string =>
  `date_bin('1 hour', ${column}, TIMESTAMPTZ '2000-01-01 00:00:00+09')`;

/** SQL of the Korean day ('YYYY-MM-DD') and hour (0–23) of a `koreanHour` value, named day and hour. */
export const dayAndHour = (value: string): string =>
  `to_char(${value} AT TIME ZONE INTERVAL '+09:00', 'YYYY-MM-DD') AS day,
   extract(hour FROM ${value} AT TIME ZONE INTERVAL '+09:00')::int AS hour`;
