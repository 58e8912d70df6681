import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { ReportErrors } from '../domain/report.errors.js';

/**
 * The event a report is compared with (`?compareTo=`), or null: never the report's own event (400), and only an
 * organiser's (an event admin sees one event: 403). Whether it exists is the query's (404).
 */
export function comparedEventId(
  admin: AdminPrincipal,
  eventId: number,
  compareTo: number | undefined,
): number | null {
  if (compareTo === undefined) return null;
  if (compareTo === eventId) throw ReportErrors.compareSameEvent();
  if (!admin.organiser) throw ReportErrors.compareOrganiserOnly();
  return compareTo;
}
