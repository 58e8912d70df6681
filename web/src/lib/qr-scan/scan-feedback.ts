/** Where a read came from: the camera, or the scanner/typed-ID input (text + Enter). */
export type ScanSource = 'camera' | 'keyboard';

/**
 * What the page says about one read. success: green; duplicate: amber; failure: red; queued: blue (kept on
 * the phone, sent when the connection is back; only pages with an offline queue answer it).
 */
export interface ScanFeedback {
  kind: 'success' | 'duplicate' | 'failure' | 'queued';
  title: string;
  detail?: string;
  attendeeId?: number;
}

export type ScanKind = ScanFeedback['kind'];

/** The page's handling of one attendee id read by the camera or typed. */
export type ScanReader = (attendeeId: number, source: ScanSource) => Promise<ScanFeedback>;

/** The word for each outcome in the banner and the list (the page may say it its own way). */
export type ScanKindLabels = Record<ScanKind, string>;
