import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

import { getStoredEventId } from './admin';

/** What a create/edit page says when no event id is stored (spec §8). */
export const MISSING_EVENT_INFO = '이벤트 정보가 없습니다.';

/**
 * The stored event id a create/edit page needs (spec §5); without it the page alerts
 * '이벤트 정보가 없습니다.' once and goes back to `backTo` (the list).
 */
export function useRequiredEventId(backTo: string): number | null {
  const eventId = getStoredEventId();
  const navigate = useNavigate();
  const alerted = useRef(false);

  useEffect(() => {
    if (eventId !== null || alerted.current) return;
    alerted.current = true;
    window.alert(MISSING_EVENT_INFO);
    void navigate(backTo, { replace: true });
  }, [eventId, navigate, backTo]);

  return eventId;
}
