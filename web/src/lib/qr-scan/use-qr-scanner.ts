import { type QrScannerHandlers, useQrCamera } from './use-qr-camera';

export type { QrScannerHandlers } from './use-qr-camera';

/**
 * Runs the html5-qrcode camera scanner in the element `elementId`: lists the cameras, picks one
 * (spec §4) and scans at 10 fps. Returns `stop`, which stops and clears the scanner once (also
 * done when the component unmounts); a failure to stop is only a warning. (useQrCamera also offers
 * the torch and the camera switch.)
 */
export function useQrScanner(elementId: string, handlers: QrScannerHandlers): () => Promise<void> {
  return useQrCamera(elementId, handlers).stop;
}
