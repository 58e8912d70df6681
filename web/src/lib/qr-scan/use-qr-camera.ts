import { Html5Qrcode, Html5QrcodeScannerState, Html5QrcodeSupportedFormats } from 'html5-qrcode';
import { useCallback, useEffect, useRef, useState } from 'react';

import {
  type CameraOption,
  nextCamera,
  pickCamera,
  SCAN_ASPECT_RATIO,
  SCAN_FPS,
  scanBox,
} from './camera-choice';
import { cameraProblemText } from './camera-problem';
import { scanTexts } from './texts';

export interface QrScannerHandlers {
  /** Every decoded frame (the caller ignores repeats). */
  onDecoded: (text: string) => void;
  /** A camera problem, as the Korean text to show as an error (what to do: camera-problem.ts). */
  onProblem: (message: string) => void;
}

/** What the running camera offers: a torch, other cameras to switch to. */
export interface CameraView {
  /** More than one camera: the front/back switch is offered. */
  canSwitch: boolean;
  /** The running camera has a torch. */
  torchSupported: boolean;
  torchOn: boolean;
}

export interface QrCamera {
  camera: CameraView;
  /** Stops and clears the scanner once (also done on unmount). */
  stop: () => Promise<void>;
  /** The next camera (front/back); nothing when there is only one. */
  switchCamera: () => void;
  /** Torch on/off where the running camera has one. */
  toggleTorch: () => void;
}

const NO_CAMERA: CameraView = { canSwitch: false, torchSupported: false, torchOn: false };

function torchOf(scanner: Html5Qrcode) {
  try {
    const torch = scanner.getRunningTrackCameraCapabilities().torchFeature();
    return torch.isSupported() ? torch : null;
  } catch {
    return null;
  }
}

/**
 * Waits (3 s at most) until the scanner's video plays: html5-qrcode's start resolves before it does, and a
 * camera stopped before its first frame leaves html5-qrcode broken (see stopScanner).
 */
function firstFrame(elementId: string): Promise<void> {
  const video = document.getElementById(elementId)?.querySelector('video');
  if (!video || video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      video.removeEventListener('playing', done);
      resolve();
    };
    const timer = setTimeout(done, 3000);
    video.addEventListener('playing', done);
  });
}

function isRunning(scanner: Html5Qrcode): boolean {
  const state = scanner.getState();
  return state === Html5QrcodeScannerState.SCANNING || state === Html5QrcodeScannerState.PAUSED;
}

/**
 * Runs the html5-qrcode camera scanner in the element `elementId`: lists the cameras, picks one (spec §4) and
 * scans at 10 fps; offers the torch and a switch to the next camera where the device has them. Every camera
 * operation waits for the one before it, so a quick double tap never starts two streams.
 */
export function useQrCamera(elementId: string, handlers: QrScannerHandlers): QrCamera {
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });
  const [camera, setCamera] = useState<CameraView>(NO_CAMERA);
  const controls = useRef({
    stop: () => Promise.resolve(),
    switchCamera: () => undefined as void,
    toggleTorch: () => undefined as void,
  });

  useEffect(() => {
    let cancelled = false;
    let stopping: Promise<void> | undefined;
    let cameras: CameraOption[] = [];
    let current: CameraOption | undefined;
    let torchOn = false;
    const newScanner = () =>
      new Html5Qrcode(elementId, { verbose: false, formatsToSupport: [Html5QrcodeSupportedFormats.QR_CODE] });
    let scanner = newScanner();

    /**
     * Stops the running camera. html5-qrcode closes the camera and then throws when its canvas is not there
     * (a camera stopped before it drew its first frame), leaving itself 'scanning' for good: the camera is
     * closed, so a new scanner on the emptied element carries on.
     */
    const stopScanner = async () => {
      if (!isRunning(scanner)) return;
      try {
        await scanner.stop();
      } catch {
        document.getElementById(elementId)?.replaceChildren();
        scanner = newScanner();
      }
    };

    const show = () => {
      if (cancelled) return;
      setCamera({ canSwitch: cameras.length > 1, torchSupported: torchOf(scanner) !== null, torchOn });
    };

    const start = async (choice: CameraOption) => {
      current = choice;
      torchOn = false;
      try {
        await scanner.start(
          choice.id,
          { fps: SCAN_FPS, qrbox: scanBox, aspectRatio: SCAN_ASPECT_RATIO },
          (text) => {
            if (!cancelled) handlersRef.current.onDecoded(text);
          },
          () => undefined, // a frame without a readable code
        );
        await firstFrame(elementId);
        show();
      } catch (error) {
        if (!cancelled) handlersRef.current.onProblem(cameraProblemText('start', error));
      }
    };

    // one operation at a time, in order
    let chain: Promise<void> = (async () => {
      try {
        cameras = await Html5Qrcode.getCameras();
      } catch (error) {
        if (!cancelled) handlersRef.current.onProblem(cameraProblemText('access', error));
        return;
      }
      if (cancelled) return;
      const choice = pickCamera(cameras, navigator.userAgent);
      if (!choice) {
        handlersRef.current.onProblem(scanTexts.noCamera);
        return;
      }
      await start(choice);
    })();
    const then = (step: () => Promise<void>) => {
      chain = chain.then(step).catch((error: unknown) => {
        console.warn(scanTexts.stopFailedLog, error);
      });
    };

    controls.current.switchCamera = () => {
      then(async () => {
        const next = nextCamera(cameras, current?.id);
        if (cancelled || !next || next.id === current?.id) return;
        await stopScanner();
        if (!cancelled) await start(next);
      });
    };
    controls.current.toggleTorch = () => {
      then(async () => {
        const torch = torchOf(scanner);
        if (cancelled || !torch) return;
        await torch.apply(!torchOn);
        torchOn = !torchOn;
        show();
      });
    };
    const stop = () => {
      cancelled = true;
      stopping ??= chain.then(async () => {
        try {
          await stopScanner();
          scanner.clear();
        } catch (error) {
          console.warn(scanTexts.stopFailedLog, error);
        }
      });
      return stopping;
    };
    controls.current.stop = stop;
    return () => {
      void stop();
    };
  }, [elementId]);

  const stop = useCallback(() => controls.current.stop(), []);
  const switchCamera = useCallback(() => controls.current.switchCamera(), []);
  const toggleTorch = useCallback(() => controls.current.toggleTorch(), []);
  return { camera, stop, switchCamera, toggleTorch };
}
