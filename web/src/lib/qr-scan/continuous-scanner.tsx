import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

import { RecentScanList } from './recent-scan-list';
import { addRecentScan, type RecentScan, type RowSlot, settleRecentScan } from './recent-scans';
import { decideRepeat } from './repeat-guard';
import { ScanBanner } from './scan-banner';
import { ScanCodeInput } from './scan-code-input';
import type { ScanFeedback, ScanKindLabels, ScanReader, ScanSource } from './scan-feedback';
import { playTone, unlockTones, vibrate } from './scan-signals';
import { readScannedAttendeeId } from './scanned-attendee-id';
import { ScannerControls } from './scanner-controls';
import { loadSignalSettings, saveSignalSettings, type SignalSettings } from './signal-settings';
import { scanTexts } from './texts';
import { useQrCamera } from './use-qr-camera';
import { useScannerKeys } from './use-scanner-keys';

/** How long a result banner stays before the idle hint returns. */
export const BANNER_MS = 1_500;

export interface ContinuousScannerProps {
  /** The id of the camera's element (unique on the page). */
  readerId: string;
  /** The page's handling of each attendee id read (camera or scanner input). */
  onRead: ScanReader;
  /** Page content for each row of the last scans (e.g. the lead editor). */
  renderRowSlot?: RowSlot;
  /** No more reads (e.g. the session ended): the camera keeps showing, nothing is sent. */
  disabled?: boolean;
  /** The page's word for each outcome (default: 완료, 중복, 실패, 저장됨). */
  kindLabels?: ScanKindLabels;
  /** Page content right beneath the result banner (the lecture door's survey QR). */
  belowBanner?: ReactNode;
}

/**
 * The scanner of busy doors and booths: the camera keeps running, every read gets a large banner for 1.5 s,
 * a tone and a vibration (both switchable, remembered), the same badge held in view counts once (3 s), and
 * the last 10 reads are listed beneath. A barcode scanner or a typed attendee ID goes the same way.
 */
export function ContinuousScanner({
  readerId,
  onRead,
  renderRowSlot,
  disabled = false,
  kindLabels = scanTexts.kindLabels,
  belowBanner,
}: ContinuousScannerProps) {
  const [banner, setBanner] = useState<ScanFeedback | null>(null);
  const [recent, setRecent] = useState<RecentScan[]>([]);
  const [signals, setSignals] = useState<SignalSettings>(loadSignalSettings);
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const seen = useRef(new Map<string, number>());
  const nextKey = useRef(1);
  const bannerTimer = useRef<number | undefined>(undefined);
  const mounted = useRef(true);
  const state = useRef({ onRead, disabled, signals });
  useEffect(() => {
    state.current = { onRead, disabled, signals };
  });
  useScannerKeys(inputRef, !disabled);

  const show = useCallback((feedback: ScanFeedback) => {
    if (!mounted.current) return;
    setBanner(feedback);
    window.clearTimeout(bannerTimer.current);
    bannerTimer.current = window.setTimeout(() => setBanner(null), BANNER_MS);
    const { sound, vibration } = state.current.signals;
    if (sound) playTone(feedback.kind);
    if (vibration) vibrate(feedback.kind);
  }, []);

  const handle = useCallback(
    (text: string, source: ScanSource) => {
      if (state.current.disabled) return;
      if (source === 'camera') {
        const decision = decideRepeat(seen.current, text, Date.now());
        seen.current = decision.seen;
        if (decision.ignore) return;
      }
      const key = nextKey.current++;
      const scanned = readScannedAttendeeId(text);
      const at = Date.now();
      if (!scanned.ok) {
        const feedback: ScanFeedback = { kind: 'failure', title: scanned.message };
        setRecent((list) => addRecentScan(list, { key, at, attendeeId: null, feedback }));
        show(feedback);
        return;
      }
      setRecent((list) => addRecentScan(list, { key, at, attendeeId: scanned.id, feedback: null }));
      const settle = (feedback: ScanFeedback) => {
        if (!mounted.current) return;
        setRecent((list) => settleRecentScan(list, key, feedback));
        show(feedback);
      };
      state.current.onRead(scanned.id, source).then(settle, (error: unknown) => {
        console.warn(error);
        settle({ kind: 'failure', title: scanTexts.readFailed, attendeeId: scanned.id });
      });
    },
    [show],
  );

  const camera = useQrCamera(readerId, {
    onDecoded: (text) => handle(text, 'camera'),
    onProblem: setProblem,
  });

  useEffect(() => {
    mounted.current = true;
    // browsers play sound only after the user touched the page
    window.addEventListener('pointerdown', unlockTones);
    window.addEventListener('keydown', unlockTones);
    return () => {
      mounted.current = false;
      window.clearTimeout(bannerTimer.current);
      window.removeEventListener('pointerdown', unlockTones);
      window.removeEventListener('keydown', unlockTones);
    };
  }, []);

  const changeSignals = (next: SignalSettings) => {
    setSignals(next);
    saveSignalSettings(next);
  };

  return (
    <div className="continuous-scanner" data-testid="continuous-scanner">
      <div id={readerId} className="qr-reader" data-testid="qr-reader" />
      {problem && (
        <p className="scan-camera-problem" role="alert" data-testid="scan-camera-problem">
          {problem}
        </p>
      )}
      <ScanBanner feedback={banner} labels={kindLabels} />
      {belowBanner}
      <ScanCodeInput inputRef={inputRef} onSubmit={(text) => handle(text, 'keyboard')} disabled={disabled} />
      <ScannerControls
        signals={signals}
        onSignals={changeSignals}
        camera={camera.camera}
        onToggleTorch={camera.toggleTorch}
        onSwitchCamera={camera.switchCamera}
      />
      <RecentScanList scans={recent} renderRowSlot={renderRowSlot} labels={kindLabels} />
    </div>
  );
}
