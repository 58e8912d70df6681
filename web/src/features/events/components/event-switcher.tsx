import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

import type { EventSummary } from '@expo/contract/events';
import { listEvents } from '../api/events';
import { eventsTexts as T } from '../texts';
import { useSwitchEvent } from '../use-switch-event';

interface EventSwitcherProps {
  eventId: number | null;
  eventName: string;
}

/**
 * The header's event for an organiser: its name as a button opening the other events (with their state) and
 * '모든 행사 보기'; choosing one moves the organiser there. Escape or a click outside closes it.
 */
export function EventSwitcher({ eventId, eventName }: EventSwitcherProps) {
  const [open, setOpen] = useState(false);
  const [events, setEvents] = useState<EventSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const switcher = useSwitchEvent();
  const root = useRef<HTMLDivElement>(null);

  const load = useCallback(() => {
    setFailed(false);
    listEvents().then(setEvents, () => {
      setFailed(true);
    });
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
    };
  }, [open]);

  return (
    <div
      className="event-switcher"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button
        type="button"
        className="btn btn-ghost btn-small event-switcher-button"
        aria-expanded={open}
        aria-controls="event-switcher-menu"
        aria-label={`${T.switcherLabel}: ${eventName}`}
        data-testid="event-switcher"
        onClick={() => {
          if (!open) load();
          setOpen(!open);
        }}
      >
        <span className="event-switcher-name" title={eventName} data-testid="nav-event-name">
          {eventName}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul id="event-switcher-menu" className="event-switcher-menu" aria-label={T.switcherLabel}>
          {events === null && !failed && <li className="muted">{T.loading}</li>}
          {failed && <li className="message-error">{T.loadFailed}</li>}
          {switcher.error && <li className="message-error">{T.switchFailed(switcher.error)}</li>}
          {events?.map((event) => (
            <li key={event.id}>
              <button
                type="button"
                aria-current={event.id === eventId ? 'true' : undefined}
                disabled={switcher.pending !== null}
                onClick={() => {
                  if (event.id === eventId) setOpen(false);
                  else void switcher.go(event.id);
                }}
              >
                <span>{switcher.pending === event.id ? T.switching : event.name}</span>
                <span className={`event-state event-state-${event.state}`}>{T.states[event.state]}</span>
              </button>
            </li>
          ))}
          <li className="event-switcher-all">
            <Link
              to="/events"
              onClick={() => {
                setOpen(false);
              }}
            >
              {T.allEvents}
            </Link>
          </li>
        </ul>
      )}
    </div>
  );
}
