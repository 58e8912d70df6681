/** visitedAt as the spec shows it: cut to 16 characters, 'T' replaced by a space ('2026-11-21 14:05'). */
export function formatVisitTime(visitedAt: string): string {
  return visitedAt.slice(0, 16).replace('T', ' ');
}
