import type { Lang } from '@expo/contract/lang';
import { programmeRoutes } from '@expo/contract/routes/programme';

import { call } from '../../../lib/api/api-client';

/** The attendee's signed QR link, when the programme was opened from their QR page. */
export interface ProgrammeLink {
  attendee: string;
  sig: string;
}

const linkQuery = (link: ProgrammeLink | null) => (link ? { attendee: link.attendee, sig: link.sig } : {});

/** The event's programme (with the attendee's '내 일정' and check-ins by their link). */
export const getProgramme = (eventId: string, link: ProgrammeLink | null, lang: Lang, signal?: AbortSignal) =>
  call(programmeRoutes.get, { params: { eventId }, query: linkQuery(link), lang, signal });

/** Puts the lecture into the attendee's '내 일정' (`on`) or takes it out: their stars as they now stand. */
export const setLectureStar = (
  eventId: string,
  lectureId: number,
  link: ProgrammeLink,
  on: boolean,
  lang: Lang,
) =>
  call(on ? programmeRoutes.star : programmeRoutes.unstar, {
    params: { eventId, lectureId },
    query: linkQuery(link),
    lang,
  });
