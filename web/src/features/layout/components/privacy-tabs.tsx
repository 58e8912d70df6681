import { SectionTabs } from '../../../components/section-tabs';
import { layoutTexts } from '../texts';

/** The two pages of the '개인정보' menu entry. */
export function PrivacyTabs() {
  return (
    <SectionTabs
      label={layoutTexts.privacyTabs}
      tabs={[
        { to: '/privacy', label: layoutTexts.privacySettings },
        { to: '/privacy/access', label: layoutTexts.privacyAccess },
      ]}
    />
  );
}
