/** Makes the browser save `href` (an object or data URL) under `fileName`. */
export function saveUrl(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  saveUrl(url, fileName);
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}
