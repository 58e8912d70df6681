import { destroyDate, parseRetentionDays } from '../privacy-form-values';
import { privacyTexts } from '../texts';

interface RetentionFieldsProps {
  eventEndDate: string;
  retentionDays: string;
  disabled: boolean;
  onChange: (change: { eventEndDate?: string; retentionDays?: string }) => void;
}

/** 행사 종료일 and 보유 기간 (일), with the 파기 예정일 they make. */
export function RetentionFields({ eventEndDate, retentionDays, disabled, onChange }: RetentionFieldsProps) {
  const days = parseRetentionDays(retentionDays);
  const destroyAt = destroyDate(eventEndDate, days);
  return (
    <fieldset className="privacy-section" disabled={disabled}>
      <legend className="privacy-section-title">{privacyTexts.retentionTitle}</legend>
      <div className="privacy-retention-grid">
        <div className="field">
          <label htmlFor="privacy-event-end-date">{privacyTexts.eventEndDate}</label>
          <input
            id="privacy-event-end-date"
            type="date"
            value={eventEndDate}
            onChange={(event) => {
              onChange({ eventEndDate: event.target.value });
            }}
          />
        </div>
        <div className="field">
          <label htmlFor="privacy-retention-days">{privacyTexts.retentionDays}</label>
          <input
            id="privacy-retention-days"
            type="number"
            inputMode="numeric"
            min={0}
            max={3650}
            step={1}
            value={retentionDays}
            onChange={(event) => {
              onChange({ retentionDays: event.target.value });
            }}
          />
        </div>
      </div>
      <p className="privacy-check-help">{privacyTexts.retentionDaysHelp}</p>
      <p className="privacy-destroy-at" data-testid="privacy-destroy-at" aria-live="polite">
        {destroyAt !== null && days !== null
          ? privacyTexts.destroyAt(destroyAt, days)
          : privacyTexts.noSchedule}
      </p>
    </fieldset>
  );
}
