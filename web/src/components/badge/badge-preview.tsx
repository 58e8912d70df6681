import { badgeTexts } from './texts';
import type { BadgeAttendee, BadgeSettings } from '@expo/contract/badges';
import { Badge } from './badge';

const PX_PER_MM = 96 / 25.4;
/** The largest a preview badge is shown on screen, in px. */
const MAX_PREVIEW = { width: 420, height: 560 } as const;

/** One badge as it prints, scaled down when it is larger than the preview column. */
function PreviewBadge(props: { attendee: BadgeAttendee; settings: BadgeSettings; eventName: string }) {
  const width = props.settings.widthMm * PX_PER_MM;
  const height = props.settings.heightMm * PX_PER_MM;
  const scale = Math.min(1, MAX_PREVIEW.width / width, MAX_PREVIEW.height / height);
  return (
    <figure className="badge-preview-item">
      <div
        className="badge-preview-frame"
        style={{ width: `${String(width * scale)}px`, height: `${String(height * scale)}px` }}
      >
        <div className="badge-preview-scale" style={{ transform: `scale(${String(scale)})` }}>
          <Badge {...props} />
        </div>
      </div>
      {scale < 1 && (
        <figcaption className="muted">{badgeTexts.previewScaled(Math.round(scale * 100))}</figcaption>
      )}
    </figure>
  );
}

/** The live preview of the settings page: every sample attendee on a badge of the current settings. */
export function BadgePreview(props: {
  samples: readonly BadgeAttendee[];
  settings: BadgeSettings;
  eventName: string;
}) {
  return (
    <div className="badge-preview-list" data-testid="badge-preview">
      {props.samples.map((attendee) => (
        <PreviewBadge
          key={attendee.id}
          attendee={attendee}
          settings={props.settings}
          eventName={props.eventName}
        />
      ))}
    </div>
  );
}
