import { useState } from 'react';

import { badgeTexts } from '../texts';
import type { RegistrationType } from '@expo/contract/attendee-values';
import type { BadgeSettings } from '@expo/contract/badges';

type ColorStrip = BadgeSettings['colorStrip'];

const TYPES: readonly RegistrationType[] = ['PRE', 'ONSITE'];
/** The colour offered when a strip is switched on for the first time. */
const SUGGESTED: Record<RegistrationType, string> = { PRE: '#2456d3', ONSITE: '#e07a10' };

/** Per registration type: no strip, or a strip of the chosen colour. */
export function BadgeColorStrips(props: { colorStrip: ColorStrip; onChange: (strip: ColorStrip) => void }) {
  // the colour picked last, kept while the strip is switched off
  const [picked, setPicked] = useState<Record<RegistrationType, string>>(() => ({
    PRE: props.colorStrip.PRE ?? SUGGESTED.PRE,
    ONSITE: props.colorStrip.ONSITE ?? SUGGESTED.ONSITE,
  }));

  return (
    <fieldset className="badge-settings-group">
      <legend>{badgeTexts.colorHeading}</legend>
      {TYPES.map((type) => {
        const label = badgeTexts.registrationType[type];
        const on = props.colorStrip[type] !== null;
        return (
          <div className="badge-color-row" key={type}>
            <label className="badge-checkbox">
              <input
                type="checkbox"
                checked={on}
                onChange={(event) => {
                  props.onChange({ ...props.colorStrip, [type]: event.target.checked ? picked[type] : null });
                }}
              />
              {badgeTexts.colorUse(label)}
            </label>
            <input
              type="color"
              aria-label={badgeTexts.colorValue(label)}
              value={picked[type]}
              disabled={!on}
              onChange={(event) => {
                const color = event.target.value;
                setPicked((current) => ({ ...current, [type]: color }));
                props.onChange({ ...props.colorStrip, [type]: color });
              }}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
