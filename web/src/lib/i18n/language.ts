import {
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE_S,
  langOfAcceptLanguage,
  langOfCookie,
  type Lang,
} from '@expo/contract/lang';
import { useSyncExternalStore } from 'react';

/** The visitor's language on arrival: their earlier choice (the cookie), else their browser's languages. */
function arrivalLang(): Lang {
  return langOfCookie(document.cookie) ?? langOfAcceptLanguage(navigator.languages.join(','));
}

let current: Lang | undefined;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = (): Lang => (current ??= arrivalLang());

/**
 * The language of the attendee pages (issue 50): Korean unless the visitor chose English or their browser asks
 * for it first. Admin, booth and desk screens do not use it: they are Korean.
 */
export function useLang(): Lang {
  return useSyncExternalStore(subscribe, snapshot);
}

/**
 * The visitor's choice on the 한국어 / English switch: every attendee page shows it at once, the cookie keeps it
 * (the server draws the QR page in it too), and the document says which language it is in.
 */
export function chooseLang(lang: Lang): void {
  current = lang;
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=${String(LANG_COOKIE_MAX_AGE_S)}; samesite=lax`;
  document.documentElement.lang = lang;
  listeners.forEach((listener) => listener());
}
