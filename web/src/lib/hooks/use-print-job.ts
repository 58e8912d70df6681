import { useCallback, useEffect, useState } from 'react';

export interface PrintJob<T> {
  item: T;
  /** Tells two prints of the same thing apart. */
  serial: number;
  /** window.print() has been called (its dialog has closed). */
  printed: boolean;
}

export interface PrintJobControl<T> {
  /** What is rendered for print (kept, hidden on screen, until the next job or clear()). */
  job: PrintJob<T> | null;
  /** Renders `item` for print, then calls the browser's print after a paint. */
  print: (item: T) => void;
  clear: () => void;
}

/**
 * The browser's print of something the caller renders from `job` (badges: BadgePrintArea): the job stays
 * after printing, marked `printed` (the batch page's '출력 완료로 표시' acts on exactly what it printed).
 */
export function usePrintJob<T>(): PrintJobControl<T> {
  const [job, setJob] = useState<PrintJob<T> | null>(null);
  useEffect(() => {
    if (!job || job.printed) return;
    // two frames: the print area has been laid out and painted before the print dialog takes its picture
    let frame = window.requestAnimationFrame(() => {
      frame = window.requestAnimationFrame(() => {
        window.print();
        setJob((current) => (current?.serial === job.serial ? { ...current, printed: true } : current));
      });
    });
    return () => {
      window.cancelAnimationFrame(frame);
    };
  }, [job]);
  const print = useCallback((item: T) => {
    setJob((current) => ({ item, serial: (current?.serial ?? 0) + 1, printed: false }));
  }, []);
  const clear = useCallback(() => {
    setJob(null);
  }, []);
  return { job, print, clear };
}
