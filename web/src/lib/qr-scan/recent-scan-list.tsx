import { type RecentScan, type RowSlot, isLatestOfAttendee } from './recent-scans';
import type { ScanKindLabels } from './scan-feedback';
import { scanTexts } from './texts';

const TIME = new Intl.DateTimeFormat('ko-KR', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

interface RecentScanListProps {
  scans: readonly RecentScan[];
  /** Page content for a row (e.g. the lead editor of a recorded visitor). */
  renderRowSlot?: RowSlot;
  labels?: ScanKindLabels;
}

/** The last 10 reads of this session, newest first: time, who, and what came of it. */
export function RecentScanList({ scans, renderRowSlot, labels = scanTexts.kindLabels }: RecentScanListProps) {
  return (
    <section className="recent-scans" aria-labelledby="recent-scans-title">
      <h2 id="recent-scans-title" className="recent-scans-title">
        {scanTexts.recentTitle}
      </h2>
      {scans.length === 0 ? (
        <p className="muted recent-scans-empty">{scanTexts.recentEmpty}</p>
      ) : (
        <ol className="recent-scans-list" data-testid="recent-scans">
          {scans.map((scan, index) => {
            const kind = scan.feedback?.kind ?? 'pending';
            const slot = renderRowSlot?.(scan, { latestOfAttendee: isLatestOfAttendee(scans, index) });
            return (
              <li
                key={scan.key}
                className={`recent-scan recent-scan-${kind}`}
                data-testid="recent-scan"
                data-kind={kind}
                data-attendee-id={scan.attendeeId ?? undefined}
              >
                <div className="recent-scan-line">
                  <time className="recent-scan-time" dateTime={new Date(scan.at).toISOString()}>
                    {TIME.format(scan.at)}
                  </time>
                  <span className="recent-scan-who">
                    <span className="recent-scan-title" data-testid="recent-scan-title">
                      {scan.feedback?.title ?? scanTexts.pending}
                    </span>
                    {scan.feedback?.detail && (
                      <span className="recent-scan-detail">{scan.feedback.detail}</span>
                    )}
                    {scan.attendeeId !== null && (
                      <span className="recent-scan-id">{scanTexts.attendeeId(scan.attendeeId)}</span>
                    )}
                  </span>
                  <span className="recent-scan-outcome">
                    {scan.feedback ? labels[scan.feedback.kind] : scanTexts.pending}
                  </span>
                </div>
                {slot && <div className="recent-scan-slot">{slot}</div>}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
