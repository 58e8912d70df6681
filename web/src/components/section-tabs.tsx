import './section-tabs.css';

import { NavLink } from 'react-router-dom';

export interface SectionTab {
  to: string;
  label: string;
}

/** Links between the pages of one menu entry (개인정보: 설정 · 파기 and 접속기록), the current one marked. */
export function SectionTabs({ label, tabs }: { label: string; tabs: readonly SectionTab[] }) {
  return (
    <nav aria-label={label} className="section-tabs">
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end className="section-tab">
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
