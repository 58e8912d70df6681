import type { ProgrammeLecture } from './programme.js';
import type { ProgrammeTexts } from './programme-texts.js';

/** The programme's lectures by day, in the order given (date, time, id). */
export function lecturesByDay<L extends Pick<ProgrammeLecture, 'date'>>(
  lectures: readonly L[],
): { date: string; lectures: L[] }[] {
  const days: { date: string; lectures: L[] }[] = [];
  for (const lecture of lectures) {
    const last = days[days.length - 1];
    if (last?.date === lecture.date) last.lectures.push(lecture);
    else days.push({ date: lecture.date, lectures: [lecture] });
  }
  return days;
}

/** Whether no seat is left: a 정원 reached (or passed: a door may let in more than it holds). */
export const isFull = ({ capacity, checkIns }: Pick<ProgrammeLecture, 'capacity' | 'checkIns'>): boolean =>
  capacity !== null && checkIns >= capacity;

/** '잔여 12석 / 정원 40', '만석', or for a lecture without 정원 how many checked in. */
export function seatsText(
  lecture: Pick<ProgrammeLecture, 'capacity' | 'checkIns'>,
  texts: Pick<ProgrammeTexts, 'seatsLeft' | 'full' | 'noCapacity'>,
): string {
  const { capacity, checkIns } = lecture;
  if (capacity === null) return texts.noCapacity(checkIns);
  return isFull(lecture) ? texts.full : texts.seatsLeft(capacity - checkIns, capacity);
}

/** Text as a search compares it: trimmed, one space between words, lower case, Unicode NFC (Korean typed as jamo). */
export const searchForm = (text: string): string =>
  text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether a lecture's title, speaker or room holds what was searched for (an empty search: every lecture). */
export function matchesSearch(
  lecture: Pick<ProgrammeLecture, 'title' | 'instructor' | 'location'>,
  search: string,
): boolean {
  const wanted = searchForm(search);
  if (!wanted) return true;
  return [lecture.title, lecture.instructor, lecture.location].some((field) =>
    searchForm(field).includes(wanted),
  );
}
