/**
 * Time passing at a booth, for tests of revisits: a booth only records the same badge again once half an
 * hour has gone by since its last scan of it (REVISIT_AFTER_MINUTES). Rather than wait, a test moves the
 * attendee's visit at that booth (its events in the log, and the read models' times) into the past, as if it
 * had been scanned `minutes` earlier; the next scan then goes through the real path.
 */
export async function asIfScannedEarlier(
  sql: (text: string, params?: unknown[]) => Promise<unknown>,
  boothId: number,
  attendeeId: number,
  minutes: number,
): Promise<void> {
  const shift = `${String(minutes)} minutes`;
  await sql(`UPDATE event_log SET recorded_at = recorded_at - $2::interval WHERE stream_id = $1`, [
    `booth-visit-${String(boothId)}-${String(attendeeId)}`,
    shift,
  ]);
  for (const table of ['booth_visits', 'booth_revisits'])
    await sql(
      `UPDATE ${table} SET visited_at = visited_at - $3::interval WHERE booth_id = $1 AND attendee_id = $2`,
      [boothId, attendeeId, shift],
    );
}
