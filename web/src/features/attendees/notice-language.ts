import type { Lang } from '@expo/contract/lang';
import type { PrivacyNotice } from '@expo/contract/privacy';

/** A notice's texts without its version and its English. */
export type NoticeWords<N extends PrivacyNotice> = Omit<N, 'version' | 'english'>;

/**
 * What the walk-in form shows of a consent notice in the page's language: the organiser's English on the
 * English page when they wrote one, else the Korean text (`koreanOnly` on the English page: said so above it).
 */
export function noticeInLang<N extends PrivacyNotice>(
  notice: N,
  lang: Lang,
): { words: NoticeWords<N>; lang: Lang; koreanOnly: boolean } {
  const { version: _version, english, ...korean } = notice;
  if (lang === 'en' && english) return { words: english as NoticeWords<N>, lang: 'en', koreanOnly: false };
  return { words: korean as NoticeWords<N>, lang: 'ko', koreanOnly: lang === 'en' };
}
