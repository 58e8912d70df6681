/** The '연속 스캔' switch of /qr-scan, remembered on the phone ('true' / 'false'). */
export const CONTINUOUS_SCAN_KEY = 'qrScanContinuous';

export function loadContinuousMode(): boolean {
  try {
    return window.localStorage.getItem(CONTINUOUS_SCAN_KEY) === 'true';
  } catch {
    return false;
  }
}

export function saveContinuousMode(on: boolean): void {
  try {
    window.localStorage.setItem(CONTINUOUS_SCAN_KEY, String(on));
  } catch {
    /* storage unavailable: the switch holds for this visit only */
  }
}
