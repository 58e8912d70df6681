import type { SignalSettings } from './signal-settings';
import { scanTexts } from './texts';
import type { CameraView } from './use-qr-camera';

interface ScannerControlsProps {
  signals: SignalSettings;
  onSignals: (settings: SignalSettings) => void;
  camera: CameraView;
  onToggleTorch: () => void;
  onSwitchCamera: () => void;
}

/** Sound and vibration switches, and the torch and camera switch where the device has them. */
export function ScannerControls({
  signals,
  onSignals,
  camera,
  onToggleTorch,
  onSwitchCamera,
}: ScannerControlsProps) {
  return (
    <div className="scanner-controls">
      <label className="scanner-switch">
        <input
          type="checkbox"
          checked={signals.sound}
          onChange={(event) => onSignals({ ...signals, sound: event.target.checked })}
          data-testid="scanner-sound"
        />
        <span>{scanTexts.sound}</span>
      </label>
      <label className="scanner-switch">
        <input
          type="checkbox"
          checked={signals.vibration}
          onChange={(event) => onSignals({ ...signals, vibration: event.target.checked })}
          data-testid="scanner-vibration"
        />
        <span>{scanTexts.vibration}</span>
      </label>
      {camera.torchSupported && (
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-pressed={camera.torchOn}
          onClick={onToggleTorch}
        >
          {camera.torchOn ? scanTexts.torchOff : scanTexts.torchOn}
        </button>
      )}
      {camera.canSwitch && (
        <button type="button" className="btn btn-secondary btn-small" onClick={onSwitchCamera}>
          {scanTexts.switchCamera}
        </button>
      )}
    </div>
  );
}
