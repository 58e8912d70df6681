import './badges.css';

import { QRCodeSVG } from 'qrcode.react';
import { type CSSProperties, useMemo } from 'react';

import { badgeLayout, type BadgeLayout } from './badge-layout';
import { isHomeCountry, qrValueOf, stripColorOf } from './badge-content';
import { useTextFit } from './use-text-fit';
import type { TextFit } from './text-fit';
import { badgeTexts } from './texts';
import type { BadgeAttendee, BadgeSettings } from '@expo/contract/badges';

interface BadgeProps {
  attendee: BadgeAttendee;
  settings: BadgeSettings;
  eventName: string;
}

const mm = (value: number) => `${String(value)}mm`;

/** The class of a fitted text: its own, and whether it may break inside a word. */
const fittedClass = (own: string, fit: TextFit) => (fit.breakAnywhere ? `${own} badge-fit-break` : own);

/** The layout as the CSS variables badges.css sizes every slot with. */
function layoutVariables(layout: BadgeLayout): CSSProperties {
  return {
    '--badge-w': mm(layout.widthMm),
    '--badge-h': mm(layout.heightMm),
    '--badge-pad': mm(layout.paddingMm),
    '--badge-gap': mm(layout.gapMm),
    '--badge-strip': mm(layout.stripMm),
    '--badge-text-w': mm(layout.textWidthMm),
    '--badge-event-font': mm(layout.eventFontMm),
    '--badge-event-h': mm(layout.eventHeightMm),
    '--badge-name-h': mm(layout.name.heightMm),
    '--badge-aff-h': mm(layout.affiliationHeightMm),
    '--badge-meta-font': mm(layout.metaFontMm),
    '--badge-meta-h': mm(layout.metaHeightMm),
    '--badge-qr': mm(layout.qrMm),
  } as CSSProperties;
}

/**
 * One badge at its size in mm (printed, and the on-screen preview): strip, event name, the name as large
 * as its box allows (at most two lines), the affiliation (smaller when long, at most two lines, never cut),
 * registration type, country when not Korea, and the QR of the attendee ID.
 */
export function Badge({ attendee, settings, eventName }: BadgeProps) {
  const stripColor = stripColorOf(settings, attendee);
  const layout = useMemo(() => badgeLayout(settings, stripColor !== null), [settings, stripColor]);
  const { fields } = settings;
  const fit = useTextFit(attendee.name, layout.name);
  const affiliationFit = useTextFit(fields.affiliation ? attendee.affiliation : '', layout.affiliation);
  const showCountry = fields.country && !isHomeCountry(attendee.country);
  const showMeta = fields.registrationType || fields.country;
  const type = attendee.registrationType;

  return (
    <div
      className={`name-badge badge-${layout.orientation}`}
      style={layoutVariables(layout)}
      data-testid="badge"
      data-attendee-id={attendee.id}
    >
      {stripColor && <div className="badge-strip" style={{ borderTopColor: stripColor }} />}
      <div className="badge-body">
        <div className="badge-text">
          {fields.eventName && <p className="badge-event">{eventName}</p>}
          <p
            className={fittedClass('badge-name', fit)}
            style={{ fontSize: mm(fit.fontMm) }}
            data-testid="badge-name"
          >
            {attendee.name}
          </p>
          {fields.affiliation && (
            <p
              className={fittedClass('badge-affiliation', affiliationFit)}
              style={{ fontSize: mm(affiliationFit.fontMm) }}
              data-testid="badge-affiliation"
            >
              {attendee.affiliation}
            </p>
          )}
          {showMeta && (
            <p className="badge-meta">
              {fields.registrationType && (
                <span className={`badge-type badge-type-${type.toLowerCase()}`}>
                  {badgeTexts.registrationType[type]}
                </span>
              )}
              {showCountry && <span className="badge-country">{attendee.country}</span>}
            </p>
          )}
        </div>
        {fields.qr && (
          <QRCodeSVG
            className="badge-qr"
            value={qrValueOf(attendee)}
            size={256}
            marginSize={4}
            title={badgeTexts.qrLabel(attendee.id)}
            data-testid="badge-qr"
          />
        )}
      </div>
    </div>
  );
}
