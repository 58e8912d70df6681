/**
 * The languages of the attendee's pages (issue 50): Korean, the default, and English. Admin, booth and desk
 * screens are Korean only. A visitor's choice is the `lang` cookie (the pages' 한국어 / English switch); without
 * one their browser's Accept-Language decides.
 */
export const LANGS = ['ko', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'ko';
/** The cookie the switch writes (a year, the whole site): the server draws the QR page in it too. */
export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const isLang = (value: string): value is Lang => (LANGS as readonly string[]).includes(value);

/** `ko-KR`, `en`, `EN-us` → their language when it is one of ours. */
function langOfTag(tag: string): Lang | undefined {
  const primary = tag.trim().split('-')[0]!.toLowerCase();
  return isLang(primary) ? primary : undefined;
}

/**
 * The first of an Accept-Language header's languages (by weight, then order) that the pages have; Korean when
 * none is. `en-US,en;q=0.9,ko;q=0.8` → en; `ko-KR,ko;q=0.9,en-US;q=0.8` → ko; `ja-JP` → ko.
 */
export function langOfAcceptLanguage(header: string | readonly string[] | undefined): Lang {
  const listed = [header ?? ''].flat().join(',').split(',');
  const weighted = listed
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: langOfTag(tag), weight: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.lang && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return weighted[0]?.lang ?? DEFAULT_LANG;
}

/** The language a Cookie header's `lang` names, if it is one of ours. */
export function langOfCookie(header: string | undefined): Lang | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, raw = ''] = part.split('=');
    const value = raw.trim();
    if (name?.trim() === LANG_COOKIE) return isLang(value) ? value : undefined;
  }
  return undefined;
}

/** The language of a request for an attendee page: the visitor's choice, else their browser's. */
export const langOfRequest = (cookie: string | undefined, acceptLanguage: string | undefined): Lang =>
  langOfCookie(cookie) ?? langOfAcceptLanguage(acceptLanguage);

/** The switch's buttons, each in its own language, and the group's name in the page's. */
export const LANG_NAMES: Record<Lang, string> = { ko: '한국어', en: 'English' };
export const LANG_SWITCH_LABEL: Record<Lang, string> = { ko: '언어', en: 'Language' };
