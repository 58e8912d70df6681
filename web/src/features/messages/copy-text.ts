/** The old way to copy: a hidden text area selected and copied (pages not on https, older browsers). */
function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Puts `text` on the clipboard; false when the browser allowed neither way. */
export async function copyText(text: string): Promise<boolean> {
  try {
    // (undefined outside a secure context)
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused (no permission, page not focused): try the old way
  }
  return copyWithSelection(text);
}
