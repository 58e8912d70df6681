import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { QRCodeSVG } from 'qrcode.react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { artifactPath, decodeQrFile, launchBrowser } from './browser.js';

const run = promisify(execFile);

/** The fake camera's frame size (4:3, as the scanner's aspect ratio 1.333). */
export const CAMERA_FRAME = { width: 640, height: 480 } as const;
/** The QR code's side in the frame, quiet zone included. */
const QR_SIDE = 440;

/**
 * A 640x480 PNG camera frame showing `text` as a black-on-white QR code (4-module quiet zone) in the middle,
 * drawn by the same QR library the web app uses and checked with zbarimg. The SVG is rasterised by ffmpeg
 * (Debian's is built with librsvg), not by a browser: a page's screenshot failed now and then in a loaded CI
 * run ("Unable to capture screenshot").
 */
export async function renderQrFrame(text: string): Promise<string> {
  const svg = renderToStaticMarkup(
    createElement(QRCodeSVG, {
      value: text,
      size: QR_SIDE,
      marginSize: 4,
      bgColor: '#ffffff',
      fgColor: '#000000',
      xmlns: 'http://www.w3.org/2000/svg',
    }),
  );
  const code = artifactPath(`camera-code-${text}.svg`);
  const file = artifactPath(`camera-frame-${text}.png`);
  writeFileSync(code, svg);
  try {
    await run('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-i', code],
      ...[
        '-vf',
        `pad=${String(CAMERA_FRAME.width)}:${String(CAMERA_FRAME.height)}:(ow-iw)/2:(oh-ih)/2:color=white`,
      ],
      ...['-frames:v', '1', file],
    ]);
  } finally {
    rmSync(code, { force: true });
  }
  const decoded = await decodeQrFile(file);
  if (decoded.join() !== text) throw new Error(`the camera frame decodes to ${JSON.stringify(decoded)}`);
  return file;
}

/** A 3 s, 10 fps y4m video of the frame (Debian's ffmpeg), the format Chromium's fake camera plays. */
export async function qrVideo(text: string): Promise<string> {
  const frame = await renderQrFrame(text);
  const video = artifactPath(`camera-${text}.y4m`);
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-loop', '1', '-i', frame, '-t', '3', '-r', '10', '-pix_fmt', 'yuv420p', video],
  ]);
  return video;
}

/** Chromium whose only camera plays `video` (in a loop), with camera prompts answered yes. */
export function launchWithFakeCamera(video: string): Promise<Browser> {
  return launchBrowser([
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ]);
}
