function decode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The file name of a Content-Disposition header: RFC 5987 `filename*=UTF-8''…` first, then `filename=`. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    const name = decode(extended[1].trim().replace(/^"|"$/g, ''));
    if (name) return name;
  }
  const plain = /filename\s*=\s*("[^"]*"|[^;]+)/i.exec(header);
  const name = plain ? plain[1].trim().replace(/^"|"$/g, '') : '';
  return name || null;
}
