import type { EventReport, ReportBooth } from '@expo/contract/reports';

/** Whether anything happened yet: an entry at the desk, a booth visit or a lecture check-in. */
export function hasActivity(
  report: Pick<EventReport, 'attendance' | 'hourly' | 'booths' | 'lectures'>,
): boolean {
  return (
    report.attendance.entered > 0 ||
    report.attendance.byDay.some((day) => day.entries > 0) ||
    report.hourly.some((hour) => hour.entries + hour.boothVisits + hour.lectureCheckIns > 0) ||
    report.booths.some((booth) => booth.visits > 0) ||
    report.lectures.some((lecture) => lecture.checkIns > 0)
  );
}

/** The booths with visitors, by their rank (most unique visitors first), at most `size`. */
export function topBoothsByVisitors(booths: readonly ReportBooth[], size = 10): ReportBooth[] {
  return booths
    .filter((booth) => booth.uniqueVisitors > 0)
    .sort((a, b) => a.rank - b.rank || a.boothId - b.boothId)
    .slice(0, size);
}
