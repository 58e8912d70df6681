import { badgeTexts } from '../texts';
import type { BadgeFields } from '@expo/contract/badges';

const FIELD_ORDER: readonly (keyof BadgeFields)[] = [
  'affiliation',
  'country',
  'registrationType',
  'eventName',
  'qr',
];

/** Which fields the badge shows (the name always does). */
export function BadgeFieldToggles(props: { fields: BadgeFields; onChange: (fields: BadgeFields) => void }) {
  return (
    <fieldset className="badge-settings-group">
      <legend>{badgeTexts.fieldsHeading}</legend>
      <div className="badge-checkboxes">
        {FIELD_ORDER.map((field) => (
          <label key={field} className="badge-checkbox">
            <input
              type="checkbox"
              checked={props.fields[field]}
              onChange={(event) => {
                props.onChange({ ...props.fields, [field]: event.target.checked });
              }}
            />
            {badgeTexts.fields[field]}
          </label>
        ))}
      </div>
      <p className="admin-field-hint">{badgeTexts.countryHint}</p>
    </fieldset>
  );
}
