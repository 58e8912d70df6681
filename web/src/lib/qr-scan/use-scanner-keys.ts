import { type RefObject, useEffect } from 'react';

function isTextField(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  return (
    element instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit'].includes(element.type)
  );
}

/**
 * A USB or Bluetooth barcode scanner types like a keyboard: a key typed while no text field has the focus
 * (after a tap on a button or on the page) goes to the scanner input, so no scan is lost; a memo or any other
 * field being typed in keeps its keys. The input is never focused before a key (a phone would open its
 * on-screen keyboard over the camera).
 */
export function useScannerKeys(inputRef: RefObject<HTMLInputElement | null>, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return;
      if (isTextField(document.activeElement)) return;
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [inputRef, enabled]);
}
