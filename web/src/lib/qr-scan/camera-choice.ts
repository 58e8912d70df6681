/** The scanner settings of the spec (§4, §9): camera choice, 10 fps, a 400x400 box, aspect ratio 1.333. */
export const SCAN_FPS = 10;
export const SCAN_ASPECT_RATIO = 1.333;
export const SCAN_BOX_SIZE = 400;
export const MIN_SCAN_BOX_SIZE = 50;

export interface CameraOption {
  id: string;
  label: string;
}

const APPLE_MOBILE = /iPhone|iPad|iPod/;
const BACK_CAMERA = /back|rear/i;

/** iPhone/iPad/iPod: the last camera; elsewhere the first whose label says back/rear, else the first. */
export function pickCamera<T extends CameraOption>(cameras: readonly T[], userAgent: string): T | undefined {
  if (cameras.length === 0) return undefined;
  if (APPLE_MOBILE.test(userAgent)) return cameras[cameras.length - 1];
  return cameras.find((camera) => BACK_CAMERA.test(camera.label)) ?? cameras[0];
}

/** The 400x400 scan box, shrunk to fit the viewfinder of a small screen but never under 50 px. */
export function scanBox(
  viewfinderWidth: number,
  viewfinderHeight: number,
): { width: number; height: number } {
  const fitting = Math.floor(Math.min(SCAN_BOX_SIZE, viewfinderWidth, viewfinderHeight));
  const size = Math.max(MIN_SCAN_BOX_SIZE, fitting);
  return { width: size, height: size };
}

/** The camera after `currentId` in the list, round (front/back on a phone); undefined without cameras. */
export function nextCamera<T extends CameraOption>(
  cameras: readonly T[],
  currentId: string | undefined,
): T | undefined {
  if (cameras.length === 0) return undefined;
  const index = cameras.findIndex((camera) => camera.id === currentId);
  return cameras[(index + 1) % cameras.length];
}
