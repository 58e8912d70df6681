import { type FormEvent, type RefObject, useId, useState } from 'react';

import { scanTexts } from './texts';

interface ScanCodeInputProps {
  inputRef: RefObject<HTMLInputElement | null>;
  /** The text typed or sent by a barcode scanner, on Enter. */
  onSubmit: (text: string) => void;
  disabled?: boolean;
}

/** One line for a barcode scanner (text + Enter) or an attendee ID typed by hand (a damaged QR). */
export function ScanCodeInput({ inputRef, onSubmit, disabled }: ScanCodeInputProps) {
  const [text, setText] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // (Enter on an empty line is nothing read)
    if (disabled || text.trim() === '') return;
    onSubmit(text);
    setText('');
  };
  return (
    <form className="scan-code-form" onSubmit={submit} data-testid="scan-code-form">
      <label htmlFor={id} className="visually-hidden">
        {scanTexts.codeInputLabel}
      </label>
      <input
        id={id}
        ref={inputRef}
        className="input scan-code-input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="go"
        placeholder={scanTexts.codeInputPlaceholder}
        title={scanTexts.codeInputLabel}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        data-testid="scan-code-input"
      />
      <button type="submit" className="btn btn-secondary scan-code-submit" disabled={disabled}>
        {scanTexts.codeSubmit}
      </button>
    </form>
  );
}
