import { type SubmitEvent, useState } from 'react';

import { ResultMessage, type ResultMessageValue } from '../../../components/result-message';
import { isApiError } from '../../../lib/api/api-client';
import { isValidCustomMm, withPreset } from '../../../components/badge/badge-presets';
import { saveBadgeSettings } from '../api/save-badge-settings';
import { PREVIEW_SAMPLES } from '../preview-samples';
import { badgeTexts } from '../texts';
import type { BadgeSettings } from '@expo/contract/badges';
import type { BadgePreset } from '@expo/contract/badges-values';
import { BadgeColorStrips } from './badge-color-strips';
import { BadgeFieldToggles } from './badge-field-toggles';
import { BadgePreview } from '../../../components/badge/badge-preview';
import { BadgeSizePicker, type SizeDraft } from './badge-size-picker';

const sizeDraftOf = (settings: BadgeSettings): SizeDraft => ({
  preset: settings.preset,
  width: String(settings.widthMm),
  height: String(settings.heightMm),
});

/** The settings form with its live preview; 저장 sends PUT /api/badge-settings. */
export function BadgeSettingsForm(props: { initial: BadgeSettings; eventName: string }) {
  // the settings the preview shows: the last valid size while a custom one is mid-edit
  const [settings, setSettings] = useState<BadgeSettings>(props.initial);
  const [size, setSize] = useState<SizeDraft>(() => sizeDraftOf(props.initial));
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<ResultMessageValue | null>(null);
  const sizeValid = isValidCustomMm(Number(size.width)) && isValidCustomMm(Number(size.height));

  const change = (next: BadgeSettings) => {
    setSettings(next);
    setMessage(null);
  };
  const choosePreset = (preset: BadgePreset) => {
    const next = withPreset(settings, preset);
    change(next);
    setSize(sizeDraftOf(next));
  };
  const typeSize = (side: 'width' | 'height', value: string) => {
    const draft = { ...size, [side]: value };
    setSize(draft);
    const mm = Number(value);
    if (isValidCustomMm(mm)) change({ ...settings, [side === 'width' ? 'widthMm' : 'heightMm']: mm });
  };

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sizeValid) return;
    setPending(true);
    setMessage(null);
    try {
      const stored = await saveBadgeSettings(settings);
      setSettings(stored);
      setSize(sizeDraftOf(stored));
      setMessage({ kind: 'success', text: badgeTexts.saved });
    } catch (caught) {
      const reason = isApiError(caught) ? caught.message : String(caught);
      setMessage({ kind: 'error', text: badgeTexts.saveFailed(reason) });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="badge-settings-layout">
      <form className="form badge-settings-form" onSubmit={(event) => void handleSubmit(event)}>
        <BadgeSizePicker draft={size} invalid={!sizeValid} onPreset={choosePreset} onSize={typeSize} />
        <BadgeFieldToggles fields={settings.fields} onChange={(fields) => change({ ...settings, fields })} />
        <BadgeColorStrips
          colorStrip={settings.colorStrip}
          onChange={(colorStrip) => change({ ...settings, colorStrip })}
        />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={pending || !sizeValid}>
            {pending ? badgeTexts.saving : badgeTexts.save}
          </button>
        </div>
        <ResultMessage message={message} />
      </form>
      <section className="badge-settings-preview" aria-labelledby="badge-preview-heading">
        <h2 id="badge-preview-heading">{badgeTexts.previewHeading}</h2>
        <p className="muted" data-testid="badge-preview-size">
          {badgeTexts.sizeSummary(badgeTexts.presets[settings.preset], settings.widthMm, settings.heightMm)}
        </p>
        <BadgePreview samples={PREVIEW_SAMPLES} settings={settings} eventName={props.eventName} />
      </section>
    </div>
  );
}
