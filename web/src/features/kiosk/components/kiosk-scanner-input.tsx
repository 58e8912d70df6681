import { type KeyboardEvent, useEffect, useRef } from 'react';

/**
 * A hidden input that always has the focus, for a USB or Bluetooth barcode scanner: it types the QR's text
 * and Enter. Touching the screen elsewhere gives the focus straight back.
 */
export function KioskScannerInput({
  onScanned,
  label,
}: {
  onScanned: (text: string) => void;
  label: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    ref.current?.focus();
    const keepFocus = () => {
      window.setTimeout(() => ref.current?.focus(), 0);
    };
    document.addEventListener('pointerup', keepFocus, true);
    return () => {
      document.removeEventListener('pointerup', keepFocus, true);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const text = event.currentTarget.value;
    event.currentTarget.value = '';
    onScanned(text);
  };

  return (
    <input
      ref={ref}
      className="visually-hidden"
      aria-label={label}
      data-testid="kiosk-scanner-input"
      autoComplete="off"
      autoFocus
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        const input = event.currentTarget;
        window.setTimeout(() => {
          if (document.activeElement === document.body || document.activeElement === null) input.focus();
        }, 0);
      }}
    />
  );
}
