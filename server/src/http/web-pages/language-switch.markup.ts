import { LANG_NAMES, LANG_SWITCH_LABEL, LANGS, type Lang } from '@expo/contract/lang';

/**
 * The attendee pages' 한국어 / English switch as the web app draws it (web/src/components/language-switch.tsx):
 * drawn by the server too, so the page does not move when the app takes over; its buttons work from then on.
 */
export function languageSwitch(current: Lang): string {
  const buttons = LANGS.map(
    (lang) =>
      `<button type="button" class="language-option" lang="${lang}" aria-pressed="${String(lang === current)}" disabled>${LANG_NAMES[lang]}</button>`,
  ).join('');
  return `<div class="language-switch" role="group" aria-label="${LANG_SWITCH_LABEL[current]}">${buttons}</div>`;
}
