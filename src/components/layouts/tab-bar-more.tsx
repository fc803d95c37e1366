import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import type { NavItem } from './nav-item.ts';
import { useAliasCurrent } from './use-alias-current.ts';

/**
 * The phone tab bar's overflow: a disclosure button ("Ещё") with a list of links above the bar. Escape,
 * a click elsewhere or following a link closes it; Escape gives the focus back to the button.
 */
export function TabBarMore({ items }: { items: readonly NavItem[] }) {
  const current = useAliasCurrent();
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className="tab-bar__more" ref={root}>
      <button
        ref={button}
        type="button"
        className="tab-bar__item"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {t`More`}
      </button>
      <ul id={listId} className="tab-bar__menu card" hidden={!open}>
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              {...current(item.to)}
              className="tab-bar__menu-link"
              activeProps={{ 'aria-current': 'page' }}
              onClick={() => setOpen(false)}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
