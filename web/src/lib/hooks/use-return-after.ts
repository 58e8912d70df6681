import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** How long a success message stays before the list is shown again (spec: 1000 ms after an edit). */
export const RETURN_DELAY_MS = 1000;

/** Once `done`, goes to `path` (the list) after RETURN_DELAY_MS. */
export function useReturnAfter(done: boolean, path: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!done) return undefined;
    const timer = window.setTimeout(() => void navigate(path), RETURN_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [done, navigate, path]);
}
