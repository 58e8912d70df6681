import type { ProgrammePush } from '@expo/contract/live';
import type { Programme } from '@expo/contract/programme';

/**
 * The programme with a push's seats: each lecture it names takes its new count and 정원; `unknown` when it names a
 * lecture the page does not list (one added since): the page reads the programme again.
 */
export function withPushedSeats(
  programme: Programme,
  push: ProgrammePush,
): { programme: Programme; unknown: boolean } {
  const pushed = new Map(push.lectures.map((lecture) => [lecture.lectureId, lecture]));
  const listed = new Set(programme.lectures.map((lecture) => lecture.id));
  const unknown = push.lectures.some((lecture) => !listed.has(lecture.lectureId));
  if (push.eventId !== programme.eventId) return { programme, unknown: false };
  const lectures = programme.lectures.map((lecture) => {
    const seats = pushed.get(lecture.id);
    return seats ? { ...lecture, checkIns: seats.checkIns, capacity: seats.capacity } : lecture;
  });
  return { programme: { ...programme, lectures }, unknown };
}

/** The programme with the attendee's stars as the server now holds them. */
export function withStars(programme: Programme, stars: number[]): Programme {
  return programme.attendee
    ? { ...programme, attendee: { ...programme.attendee, starred: stars } }
    : programme;
}

/** 'HH:mm' of a moment on the phone's clock (when the shown figures were received). */
export function clockTime(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(at.getHours())}:${two(at.getMinutes())}`;
}
