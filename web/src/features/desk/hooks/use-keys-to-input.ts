import { type RefObject, useEffect } from 'react';

function isTextField(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return (
    element instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit'].includes(element.type)
  );
}

/**
 * Keyboard first: a key typed while no text field has the focus (a barcode scanner after a button was
 * clicked) goes to the desk's input, so no scan is lost.
 */
export function useKeysToInput(inputRef: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return;
      if (isTextField(document.activeElement)) return;
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [inputRef]);
}
