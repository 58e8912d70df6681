import './consent-notices.css';

import type { RefObject } from 'react';

import type { Lang } from '@expo/contract/lang';
import type { PrivacyNotice, PrivacyNotices } from '@expo/contract/privacy';
import type { ConsentChoice } from '../consent-payload';
import { noticeInLang, type NoticeWords } from '../notice-language';
import type { WalkInTexts } from '../walk-in-texts';

interface NoticeBlockProps<N extends PrivacyNotice> {
  name: keyof ConsentChoice;
  heading: string;
  labels: Record<keyof NoticeWords<N>, string>;
  notice: N;
  lang: Lang;
  texts: WalkInTexts;
  checkLabel: string;
  checked: boolean;
  invalid: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
  onChange: (checked: boolean) => void;
}

function NoticeBlock<N extends PrivacyNotice>(props: NoticeBlockProps<N>) {
  const { name, heading, labels, notice, texts, checkLabel, checked, invalid, inputRef } = props;
  const shown = noticeInLang(notice, props.lang);
  const words = shown.words as Record<string, string>;
  return (
    <div className="consent-block" data-testid={`consent-${name}`}>
      <details className="consent-notice">
        <summary>{heading}</summary>
        {shown.koreanOnly && <p className="consent-korean-only">{texts.koreanOnly}</p>}
        <dl className="consent-items">
          {(Object.keys(labels) as (keyof typeof labels & string)[]).map((key) => (
            <div key={key}>
              <dt>{labels[key]}</dt>
              {/* the organiser's words, in the language they are written in */}
              <dd lang={shown.lang}>{words[key]}</dd>
            </div>
          ))}
        </dl>
        <p className="consent-version">{texts.noticeVersion(notice.version)}</p>
      </details>
      <label className="consent-check">
        <input
          ref={inputRef}
          type="checkbox"
          name={`consent-${name}`}
          checked={checked}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            props.onChange(event.target.checked);
          }}
        />
        <span>{checkLabel}</span>
      </label>
    </div>
  );
}

interface ConsentNoticesProps {
  notices: PrivacyNotices;
  choice: ConsentChoice;
  /** The required consent was missing at the last try. */
  missingRequired: boolean;
  requiredRef: RefObject<HTMLInputElement | null>;
  disabled: boolean;
  /** The page's language and its texts: a notice is shown in English when the organiser wrote one. */
  lang: Lang;
  texts: WalkInTexts;
  onChange: (choice: ConsentChoice) => void;
}

/** The walk-in form's consent notices, each folded in full with its checkbox ([필수] collection, [선택] exhibitors). */
export function ConsentNotices({
  notices,
  choice,
  missingRequired,
  requiredRef,
  disabled,
  lang,
  texts,
  onChange,
}: ConsentNoticesProps) {
  return (
    <fieldset className="consent-notices" disabled={disabled}>
      {notices.collection && (
        <NoticeBlock
          name="collection"
          heading={texts.collectionHeading}
          labels={texts.collectionLabels}
          notice={notices.collection}
          lang={lang}
          texts={texts}
          checkLabel={texts.collectionCheck}
          checked={choice.collection}
          invalid={missingRequired}
          inputRef={requiredRef}
          onChange={(checked) => {
            onChange({ ...choice, collection: checked });
          }}
        />
      )}
      {notices.exhibitors && (
        <NoticeBlock
          name="exhibitors"
          heading={texts.exhibitorsHeading}
          labels={texts.exhibitorLabels}
          notice={notices.exhibitors}
          lang={lang}
          texts={texts}
          checkLabel={texts.exhibitorsCheck}
          checked={choice.exhibitors}
          invalid={false}
          onChange={(checked) => {
            onChange({ ...choice, exhibitors: checked });
          }}
        />
      )}
    </fieldset>
  );
}
