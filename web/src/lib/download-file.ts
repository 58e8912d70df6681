import { apiFetch, type AuthMode, type QueryParams } from './api-client';
import { fileNameFromDisposition } from './content-disposition';
import { saveBlob } from './save-file';

export interface DownloadOptions {
  query?: QueryParams;
  /** Used when the answer names no file. */
  fallbackName: string;
  /** Whose token authorises the download (default: the admin's). */
  auth?: AuthMode;
}

/** An authorised download: fetch with the admin token, then save the blob under the server's file name. */
export async function downloadFile(
  path: string,
  { query, fallbackName, auth = 'admin' }: DownloadOptions,
): Promise<void> {
  const response = await apiFetch(path, { query, auth });
  const blob = await response.blob();
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(blob, fileName);
}
