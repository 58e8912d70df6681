import { SectionTabs } from '../section-tabs';
import { privacyPartTexts as t } from './texts';

/** The two pages of the '개인정보' menu entry. */
export function PrivacyTabs() {
  return (
    <SectionTabs
      label={t.privacyTabs}
      tabs={[
        { to: '/privacy', label: t.privacySettings },
        { to: '/privacy/access', label: t.privacyAccess },
      ]}
    />
  );
}
