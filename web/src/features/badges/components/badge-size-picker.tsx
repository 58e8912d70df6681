import { BADGE_SIZE_MM, type BadgePreset } from '@expo/contract/badges-values';
import { PRESET_ORDER } from '../../../components/badge/badge-presets';
import { badgeTexts } from '../texts';

export interface SizeDraft {
  preset: BadgePreset;
  /** The millimetres as typed (a custom size may be mid-edit). */
  width: string;
  height: string;
}

interface BadgeSizePickerProps {
  draft: SizeDraft;
  invalid: boolean;
  onPreset: (preset: BadgePreset) => void;
  onSize: (side: 'width' | 'height', value: string) => void;
}

const PRESETS: readonly BadgePreset[] = [...PRESET_ORDER, 'custom'];

/** The size presets as toggle buttons, and the millimetres (editable for '직접 입력'). */
export function BadgeSizePicker({ draft, invalid, onPreset, onSize }: BadgeSizePickerProps) {
  const custom = draft.preset === 'custom';
  return (
    <fieldset className="badge-settings-group">
      <legend>{badgeTexts.sizeHeading}</legend>
      <div className="badge-preset-buttons" role="group" aria-label={badgeTexts.sizeHeading}>
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={draft.preset === preset ? 'btn btn-primary' : 'btn btn-secondary'}
            aria-pressed={draft.preset === preset}
            onClick={() => {
              onPreset(preset);
            }}
          >
            {badgeTexts.presets[preset]}
          </button>
        ))}
      </div>
      <div className="badge-size-inputs">
        {(['width', 'height'] as const).map((side) => (
          <div className="field" key={side}>
            <label htmlFor={`badge-${side}`}>{badgeTexts[side === 'width' ? 'widthMm' : 'heightMm']}</label>
            <input
              id={`badge-${side}`}
              type="number"
              inputMode="decimal"
              min={BADGE_SIZE_MM.min}
              max={BADGE_SIZE_MM.max}
              step={0.1}
              readOnly={!custom}
              aria-invalid={custom && invalid}
              aria-describedby="badge-size-hint"
              value={draft[side]}
              onChange={(event) => {
                onSize(side, event.target.value);
              }}
            />
          </div>
        ))}
      </div>
      <p id="badge-size-hint" className={invalid ? 'message message-error' : 'admin-field-hint'}>
        {badgeTexts.customRange}
      </p>
    </fieldset>
  );
}
