import './badges.css';

import { useMemo } from 'react';
import { createPortal } from 'react-dom';

import { badgeLayout } from './badge-layout';
import { stripColorOf } from './badge-content';
import { isSheetPreset } from './badge-presets';
import { useFontsEpoch } from './use-fonts-epoch';
import { fitTexts } from './text-fit';
import { pageRule, sheetsOf } from './print-page';
import type { BadgeAttendee, BadgeSettings } from '@expo/contract/badges';
import { Badge } from './badge';

interface BadgePrintAreaProps {
  attendees: BadgeAttendee[];
  settings: BadgeSettings;
  eventName: string;
}

/**
 * The badges to print, in a portal on document.body: hidden on screen; in print the only thing shown,
 * one badge per page of the badge's size, or eight to an A4 sheet (a4-2x4). Every name and affiliation is
 * measured in one pass before the badges render, so the first paint is ready to print: render this, then call
 * window.print() after a frame.
 */
export function BadgePrintArea({ attendees, settings, eventName }: BadgePrintAreaProps) {
  const epoch = useFontsEpoch();
  useMemo(() => {
    const layouts = { plain: badgeLayout(settings, false), strip: badgeLayout(settings, true) };
    fitTexts(
      attendees.flatMap((attendee) => {
        const layout = stripColorOf(settings, attendee) ? layouts.strip : layouts.plain;
        const name = { text: attendee.name, box: layout.name };
        return settings.fields.affiliation
          ? [name, { text: attendee.affiliation, box: layout.affiliation }]
          : [name];
      }),
    );
    return epoch;
  }, [attendees, settings, epoch]);

  const badge = (attendee: BadgeAttendee) => (
    <Badge key={attendee.id} attendee={attendee} settings={settings} eventName={eventName} />
  );
  return createPortal(
    <div className="badge-print-area" data-testid="badge-print-area" data-count={attendees.length}>
      <style>{pageRule(settings)}</style>
      {isSheetPreset(settings)
        ? sheetsOf(attendees).map((sheet, index) => (
            <div className="badge-sheet" key={index} data-testid="badge-sheet">
              {sheet.map(badge)}
            </div>
          ))
        : attendees.map(badge)}
    </div>,
    document.body,
  );
}
