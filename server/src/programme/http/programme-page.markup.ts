import type { Lang } from '@expo/contract/lang';
import type { Programme, ProgrammeLecture } from '@expo/contract/programme';
import { dayHeading, PROGRAMME_TEXTS, type ProgrammeTexts } from '@expo/contract/programme-texts';
import { isFull, lecturesByDay, seatsText } from '@expo/contract/programme-view';
import { escapeHtml } from '../../kernel/escape-html.js';
import { languageSwitch } from '../../http/web-pages/language-switch.markup.js';

const page = (lang: Lang, inner: string) =>
  `<div class="app"><main class="app-main"><section class="public-page programme-page">${languageSwitch(lang)}${inner}</section></main></div>`;

/** One lecture's row: time, title, 강연자, room, seats; with a signed link its star and '출석함'. */
function lectureRow(
  texts: ProgrammeTexts,
  lecture: ProgrammeLecture,
  mine: { starred: boolean; checkedIn: boolean } | undefined,
): string {
  const e = escapeHtml;
  const star = mine
    ? `<button type="button" class="programme-star" aria-pressed="${String(mine.starred)}" aria-label="${e(texts.starLabel(lecture.title))}" disabled><span aria-hidden="true">${mine.starred ? '★' : '☆'}</span></button>`
    : '';
  const checkedIn = mine?.checkedIn ? `<p class="programme-checked-in">${e(texts.checkedIn)}</p>` : '';
  return (
    `<li class="programme-lecture" data-lecture-id="${lecture.id}">` +
    `<p class="programme-time">${e(lecture.time)}</p>` +
    `<div class="programme-body"><h3 class="programme-title">${e(lecture.title)}</h3>` +
    `<p class="programme-meta"><span class="programme-label">${e(texts.instructor)}</span> ${e(lecture.instructor)}</p>` +
    `<p class="programme-meta"><span class="programme-label">${e(texts.location)}</span> ${e(lecture.location)}</p>` +
    `<p class="programme-seats${isFull(lecture) ? ' is-full' : ''}" data-testid="programme-seats">${e(seatsText(lecture, texts))}</p>` +
    `${checkedIn}</div>${star}</li>`
  );
}

/**
 * /program/{eventId} as the web app's ProgrammePage first draws it (the same elements, classes and texts: every
 * lecture, no search yet), so it reads before any script runs and does not move when the app takes it over.
 */
export function programmeMarkup(lang: Lang, programme: Programme): string {
  const texts = PROGRAMME_TEXTS[lang];
  const e = escapeHtml;
  const { attendee } = programme;
  const views = attendee
    ? `<div class="programme-views" role="group" aria-label="${e(texts.views)}">` +
      `<button type="button" class="programme-view" aria-pressed="true" disabled>${e(texts.all)}</button>` +
      `<button type="button" class="programme-view" aria-pressed="false" disabled>${e(texts.mine)}</button></div>`
    : '';
  const days = lecturesByDay(programme.lectures).map(
    ({ date, lectures }, i) =>
      `<section class="programme-day" aria-labelledby="programme-day-${i}">` +
      `<h2 class="programme-date" id="programme-day-${i}">${e(dayHeading(date, lang))}</h2>` +
      `<ul class="programme-list">${lectures
        .map((lecture) =>
          lectureRow(
            texts,
            lecture,
            attendee && {
              starred: attendee.starred.includes(lecture.id),
              checkedIn: attendee.checkedIn.includes(lecture.id),
            },
          ),
        )
        .join('')}</ul></section>`,
  );
  return page(
    lang,
    `<h1 class="programme-heading">${e(texts.heading)}</h1>` +
      `<p class="programme-event">${e(programme.eventName)}</p>` +
      `<div class="programme-tools"><label class="programme-search"><span class="programme-search-label">${e(texts.searchLabel)}</span>` +
      `<input type="search" placeholder="${e(texts.searchPlaceholder)}" disabled></label>${views}</div>` +
      (days.length ? days.join('') : `<p class="programme-empty">${e(texts.noLectures)}</p>`),
  );
}

/** A refused programme (no such event, a link that is not valid): the page says so. */
export function programmeRefusalMarkup(lang: Lang, message: string): string {
  return page(
    lang,
    `<p class="qr-status qr-not-found" role="alert">${escapeHtml(PROGRAMME_TEXTS[lang].refused(message))}</p>`,
  );
}
