import type { ScanFeedback, ScanKindLabels } from './scan-feedback';
import { scanTexts } from './texts';

const ICONS = { success: '✓', duplicate: '!', failure: '✕', queued: '↻' } as const;

/** The large result of the last read (green, amber, red; blue when kept for later), or the idle hint. */
export function ScanBanner({
  feedback,
  labels = scanTexts.kindLabels,
}: {
  feedback: ScanFeedback | null;
  labels?: ScanKindLabels;
}) {
  if (!feedback) {
    return (
      <div className="scan-banner scan-banner-idle" data-testid="scan-banner" data-kind="idle">
        <p className="scan-banner-title">{scanTexts.idle}</p>
      </div>
    );
  }
  return (
    <div
      className={`scan-banner scan-banner-${feedback.kind}`}
      role={feedback.kind === 'failure' ? 'alert' : 'status'}
      data-testid="scan-banner"
      data-kind={feedback.kind}
    >
      <span className="scan-banner-icon" aria-hidden="true">
        {ICONS[feedback.kind]}
      </span>
      <div className="scan-banner-text">
        <p className="scan-banner-kind">{labels[feedback.kind]}</p>
        <p className="scan-banner-title" data-testid="scan-banner-title">
          {feedback.title}
        </p>
        {feedback.detail && (
          <p className="scan-banner-detail" data-testid="scan-banner-detail">
            {feedback.detail}
          </p>
        )}
      </div>
    </div>
  );
}
