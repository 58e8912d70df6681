import { LANG_NAMES, LANG_SWITCH_LABEL, LANGS, type Lang } from '@expo/contract/lang';
import { useEffect } from 'react';

import { chooseLang, useLang } from '../lib/i18n/language';
import './language-switch.css';

interface LanguageButtonsProps {
  lang: Lang;
  onChoose: (lang: Lang) => void;
}

/** 한국어 / English, each name in its own language; the one shown is pressed. */
export function LanguageButtons({ lang, onChoose }: LanguageButtonsProps) {
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
            if (option !== lang) onChoose(option);
          }}
        >
          {LANG_NAMES[option]}
        </button>
      ))}
    </div>
  );
}

/**
 * The attendee pages' 한국어 / English switch; the choice is remembered (the `lang` cookie). The server draws the
 * same on the QR page (server/src/http/web-pages/language-switch.markup.ts).
 */
export function LanguageSwitch({ onChosen }: { onChosen?: (lang: Lang) => void }) {
  return (
    <LanguageButtons
      lang={useLang()}
      onChoose={(lang) => {
        chooseLang(lang);
        onChosen?.(lang);
      }}
    />
  );
}
