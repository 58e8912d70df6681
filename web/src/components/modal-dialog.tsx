import './modal-dialog.css';

import { useEffect, useRef, type ReactNode } from 'react';

interface ModalDialogProps {
  /** The dialog's own class (its width, its parts). */
  className: string;
  labelledBy: string;
  describedBy?: string;
  testId: string;
  /** Esc (and the caller's 취소): the dialog stays open until the caller unmounts it. */
  onCancel: () => void;
  children: ReactNode;
}

/**
 * A modal <dialog>, open while mounted: the page behind is inert, focus moves in, Esc asks `onCancel`, and
 * the element that opened it gets the focus back when it closes.
 */
export function ModalDialog({
  className,
  labelledBy,
  describedBy,
  testId,
  onCancel,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={`modal-dialog ${className}`}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {children}
    </dialog>
  );
}
