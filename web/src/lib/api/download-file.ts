import { isFileAnswer, type RouteShape } from '@expo/contract/routes/route';
import { privacyRoutes } from '@expo/contract/routes/privacy';
import { call, callForResponse, isApiError, type CallInput } from './api-client';
import { fileNameFromDisposition } from './content-disposition';
import { saveBlob } from './save-file';
import { getStoredEventId } from '../session/admin';

/** A download's route input, and the name used when the answer names no file. */
export type DownloadInput<R extends RouteShape> = CallInput<R> & { fallbackName: string };

/** Asks the person why they download (다운로드 사유); null: they cancelled. */
export type ReasonPrompt = () => Promise<string | null>;

/** The person cancelled the reason prompt: nothing was downloaded (not a failure to report). */
export class DownloadCancelled extends Error {
  constructor() {
    super('download cancelled');
    this.name = 'DownloadCancelled';
  }
}

export const REASON_REQUIRED = 'PRIVACY.REASON_REQUIRED';

let prompt: ReasonPrompt | undefined;

/** Runs `download` with `ask` as the reason prompt of the downloads it starts (the download button's dialog). */
export async function withReasonPrompt<T>(ask: ReasonPrompt, download: () => Promise<T>): Promise<T> {
  const previous = prompt;
  prompt = ask;
  try {
    return await download();
  } finally {
    prompt = previous;
  }
}

/** Whether the admin's event asks a reason for downloads (설정 '다운로드 사유'); unknown is no. */
async function eventAsksReason(): Promise<boolean> {
  try {
    const settings = await call(privacyRoutes.settings, { query: { eventId: getStoredEventId() } });
    return settings.askDownloadReason === true;
  } catch {
    return false;
  }
}

async function askReason(): Promise<string> {
  const reason = prompt ? await prompt() : null;
  if (reason === null) throw new DownloadCancelled();
  return reason;
}

/** An authorised download (see `downloadNamedFile`), for a page that does not say the file's name. */
export async function downloadFile<R extends RouteShape>(route: R, input: DownloadInput<R>): Promise<void> {
  await downloadNamedFile(route, input);
}

/**
 * An authorised download: fetch with the token, then save the blob under the server's file name (answered, so
 * the page can say what it saved). When the
 * event asks a reason for downloads of personal data, the reason prompt asks first (and again if the server
 * refuses one without it: a booth phone cannot read the admin's settings) and the reason goes as `reason`.
 */
export async function downloadNamedFile<R extends RouteShape>(
  route: R,
  { fallbackName, ...input }: DownloadInput<R>,
): Promise<string> {
  const personalData = isFileAnswer(route.answer) && route.answer.personalData;
  const fetchWith = (reason: string | undefined) =>
    callForResponse(route, { ...input, query: { ...input.query, reason } } as CallInput<R>);
  let reason: string | undefined;
  if (prompt && personalData && route.access === 'admin' && (await eventAsksReason()))
    reason = await askReason();
  let response: Response;
  try {
    response = await fetchWith(reason);
  } catch (error) {
    if (reason !== undefined || !prompt || !isApiError(error) || error.code !== REASON_REQUIRED) throw error;
    reason = await askReason();
    response = await fetchWith(reason);
  }
  const blob = await response.blob();
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(blob, fileName);
  return fileName;
}
