import { LANG_NAMES, LANG_SWITCH_LABEL, LANGS, type Lang } from '@expo/contract/lang';
import { useEffect } from 'react';

import { chooseLang, useLang } from '../lib/i18n/language';
import './language-switch.css';

/**
 * The attendee pages' 한국어 / English switch (each name in its own language); the choice is remembered. The
 * server draws the same on the QR page (server/src/http/web-pages/language-switch.markup.ts).
 */
export function LanguageSwitch({ onChosen }: { onChosen?: (lang: Lang) => void }) {
  const lang = useLang();
  // the document says which language the page is in (a screen reader reads it so)
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <div className="language-switch" role="group" aria-label={LANG_SWITCH_LABEL[lang]}>
      {LANGS.map((option) => (
        <button
          key={option}
          type="button"
          className="language-option"
          lang={option}
          aria-pressed={option === lang}
          onClick={() => {
            if (option === lang) return;
            chooseLang(option);
            onChosen?.(option);
          }}
        >
          {LANG_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
