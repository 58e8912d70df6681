import { Html5Qrcode, Html5QrcodeScannerState, Html5QrcodeSupportedFormats } from 'html5-qrcode';
import { useCallback, useEffect, useRef } from 'react';

import { pickCamera, SCAN_ASPECT_RATIO, SCAN_FPS, scanBox } from './camera-choice';
import { scanTexts } from './texts';

export interface QrScannerHandlers {
  /** Every decoded frame (the caller ignores repeats). */
  onDecoded: (text: string) => void;
  /** A camera problem, as the status text to show. */
  onProblem: (message: string) => void;
}

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/**
 * Runs the html5-qrcode camera scanner in the element `elementId`: lists the cameras, picks one
 * (spec §4) and scans at 10 fps. Returns `stop`, which stops and clears the scanner once (also
 * done when the component unmounts); a failure to stop is only a warning.
 */
export function useQrScanner(elementId: string, handlers: QrScannerHandlers): () => Promise<void> {
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });
  const stopRef = useRef<() => Promise<void>>(() => Promise.resolve());

  useEffect(() => {
    let cancelled = false;
    let running = false;
    let stopping: Promise<void> | undefined;
    const scanner = new Html5Qrcode(elementId, {
      verbose: false,
      formatsToSupport: [Html5QrcodeSupportedFormats.QR_CODE],
    });

    const started = (async () => {
      let cameras;
      try {
        cameras = await Html5Qrcode.getCameras();
      } catch (error) {
        if (!cancelled) handlersRef.current.onProblem(scanTexts.cameraAccessFailed(messageOf(error)));
        return;
      }
      if (cancelled) return;
      const camera = pickCamera(cameras, navigator.userAgent);
      if (!camera) {
        handlersRef.current.onProblem(scanTexts.noCamera);
        return;
      }
      try {
        running = true;
        await scanner.start(
          camera.id,
          { fps: SCAN_FPS, qrbox: scanBox, aspectRatio: SCAN_ASPECT_RATIO },
          (text) => {
            if (!cancelled) handlersRef.current.onDecoded(text);
          },
          () => undefined, // a frame without a readable code
        );
      } catch (error) {
        if (!cancelled) handlersRef.current.onProblem(scanTexts.cameraStartError(messageOf(error)));
      }
    })();

    const stop = () => {
      cancelled = true;
      stopping ??= started.then(async () => {
        if (!running) return;
        try {
          const state = scanner.getState();
          if (state === Html5QrcodeScannerState.SCANNING || state === Html5QrcodeScannerState.PAUSED) {
            await scanner.stop();
          }
          scanner.clear();
        } catch (error) {
          console.warn(scanTexts.stopFailedLog, error);
        }
      });
      return stopping;
    };
    stopRef.current = stop;
    return () => {
      void stop();
    };
  }, [elementId]);

  return useCallback(() => stopRef.current(), []);
}
