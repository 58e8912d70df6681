import type { KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';

import type { NavGroup } from '../nav-groups';

interface NavGroupMenuProps {
  group: NavGroup;
  /** The id prefix of the bar: the group's button and list ids are made from it. */
  idPrefix: string;
  open: boolean;
  /** The current page is one of the group's (or below one of them): the button is marked. */
  current: boolean;
  onToggle: () => void;
  /** Closes the group (focusOwner: give the focus back to its button, after Escape). */
  onClose: (focusOwner?: boolean) => void;
  /** A link was chosen. */
  onChoose: () => void;
}

/** Moves the focus to the previous or next link of the list (arrow keys), wrapping around. */
function moveFocus(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null) {
  if (!list || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
  const links = Array.from(list.querySelectorAll<HTMLElement>('a'));
  if (links.length === 0) return;
  event.preventDefault();
  const at = links.indexOf(document.activeElement as HTMLElement);
  const step = event.key === 'ArrowDown' ? 1 : -1;
  const next = at === -1 ? (step === 1 ? 0 : links.length - 1) : (at + step + links.length) % links.length;
  links[next].focus();
}

/**
 * One group of the admin navigation: from 640 px a button (aria-expanded, aria-controls) that opens the
 * group's links beneath it; on a phone a heading over the links (the bar's '메뉴' panel shows every group).
 */
export function NavGroupMenu({
  group,
  idPrefix,
  open,
  current,
  onToggle,
  onClose,
  onChoose,
}: NavGroupMenuProps) {
  const buttonId = `${idPrefix}-${group.key}-button`;
  const listId = `${idPrefix}-${group.key}`;
  const classes = ['nav-group', open ? 'nav-group-open' : '', current ? 'nav-group-current' : '']
    .filter(Boolean)
    .join(' ');
  const list = () => document.getElementById(listId);
  return (
    <li
      className={classes}
      data-group={group.key}
      onBlur={(event) => {
        // the focus left the group for another element of the page (Tab): it folds
        const to = event.relatedTarget;
        if (open && to instanceof Node && !event.currentTarget.contains(to)) onClose();
      }}
      onKeyDown={(event) => {
        moveFocus(event, list());
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          onClose(true);
        }
      }}
    >
      <button
        type="button"
        id={buttonId}
        className="nav-group-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
        onKeyDown={(event) => {
          // ArrowDown on the closed button opens the group; the list's first link then takes the focus
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            event.stopPropagation();
            onToggle();
            requestAnimationFrame(() => list()?.querySelector<HTMLElement>('a')?.focus());
          }
        }}
      >
        {group.label}
      </button>
      <span className="nav-group-heading" aria-hidden="true">
        {group.label}
      </span>
      <ul id={listId} className="nav-group-links" aria-labelledby={buttonId}>
        {group.items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end ?? true} className="nav-link" onClick={onChoose}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
