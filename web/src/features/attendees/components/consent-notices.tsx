import './consent-notices.css';

import type { RefObject } from 'react';

import type { PrivacyNotice, PrivacyNotices } from '@expo/contract/privacy';
import type { ConsentChoice } from '../consent-payload';
import { consentTexts } from '../consent-texts';

interface NoticeBlockProps<K extends string> {
  name: keyof ConsentChoice;
  heading: string;
  labels: Record<K, string>;
  notice: PrivacyNotice & Record<NoInfer<K>, string>;
  checkLabel: string;
  checked: boolean;
  invalid: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
  onChange: (checked: boolean) => void;
}

function NoticeBlock<K extends string>(props: NoticeBlockProps<K>) {
  const { name, heading, labels, notice, checkLabel, checked, invalid, inputRef } = props;
  return (
    <div className="consent-block" data-testid={`consent-${name}`}>
      <details className="consent-notice">
        <summary>{heading}</summary>
        <dl className="consent-items">
          {(Object.keys(labels) as K[]).map((key) => (
            <div key={key}>
              <dt>{labels[key]}</dt>
              <dd>{notice[key]}</dd>
            </div>
          ))}
        </dl>
        <p className="consent-version">{consentTexts.noticeVersion(notice.version)}</p>
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
  onChange: (choice: ConsentChoice) => void;
}

/** The walk-in form's consent notices, each folded in full with its checkbox ([필수] collection, [선택] exhibitors). */
export function ConsentNotices({
  notices,
  choice,
  missingRequired,
  requiredRef,
  disabled,
  onChange,
}: ConsentNoticesProps) {
  return (
    <fieldset className="consent-notices" disabled={disabled}>
      {notices.collection && (
        <NoticeBlock
          name="collection"
          heading={consentTexts.collectionHeading}
          labels={consentTexts.collectionLabels}
          notice={notices.collection}
          checkLabel={consentTexts.collectionCheck}
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
          heading={consentTexts.exhibitorsHeading}
          labels={consentTexts.exhibitorLabels}
          notice={notices.exhibitors}
          checkLabel={consentTexts.exhibitorsCheck}
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
