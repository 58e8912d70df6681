import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { artifactPath } from '../browser/support/browser.js';
import { renderQrFrame } from '../browser/support/fake-camera.js';

const run = promisify(execFile);

/**
 * A y4m video for Chromium's fake camera that shows each text as a QR code in turn, `secondsEach` seconds
 * apiece (5 fps; the camera plays it in a loop): one browser sees a whole list of hostile codes.
 */
export async function qrSequenceVideo(texts: readonly string[], secondsEach = 2): Promise<string> {
  const frames: string[] = [];
  for (const text of texts) frames.push(await renderQrFrame(text));
  const video = artifactPath('camera-sequence.y4m');
  const inputs = frames.flatMap((frame) => ['-loop', '1', '-t', String(secondsEach), '-i', frame]);
  const streams = frames.map((_, i) => `[${String(i)}:v]`).join('');
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...inputs,
    ...['-filter_complex', `${streams}concat=n=${String(frames.length)}:v=1:a=0,fps=5,format=yuv420p`],
    video,
  ]);
  return video;
}
