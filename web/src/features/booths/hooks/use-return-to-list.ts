import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** How long a success message stays before the list is shown again (as on the attendee edit page). */
export const RETURN_DELAY_MS = 1000;

/** Once `done`, goes back to the booth list after RETURN_DELAY_MS. */
export function useReturnToList(done: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!done) return undefined;
    const timer = window.setTimeout(() => void navigate('/booths'), RETURN_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [done, navigate]);
}
