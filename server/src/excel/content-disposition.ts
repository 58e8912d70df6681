/** RFC 5987 value-chars: every byte that is not an attr-char is percent-encoded (UTF-8). */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The name for clients that do not read `filename*`: printable ASCII only, without quotes, backslashes or
 * percent signs; Korean runs are dropped ('참석자_목록_2026-11-21.xlsx' → '2026-11-21.xlsx').
 */
function asciiFallback(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const [base, extension] = dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ''];
  const ascii = (text: string) => text.replace(/[^\x20-\x7e]+|["\\%]/g, '_').replace(/_{2,}/g, '_');
  const fallbackBase = ascii(base).replace(/^[_\s]+|[_\s]+$/g, '');
  return `${fallbackBase || 'download'}${ascii(extension)}`;
}

/**
 * `Content-Disposition` for a download with a Korean file name (RFC 6266): an ASCII `filename` fallback and
 * the exact name as RFC 5987 `filename*=UTF-8''…`.
 */
export function attachmentHeader(fileName: string): string {
  const name = fileName.replace(/[\u0000-\u001f\u007f/\\]/g, '_');
  return `attachment; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
