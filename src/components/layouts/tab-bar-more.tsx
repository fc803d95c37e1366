import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { Ellipsis } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { NavEntry } from './nav-entry.tsx';
import type { NavItem } from './nav-item.ts';
import { useAliasCurrent } from './use-alias-current.ts';

/**
 * The phone tab bar's overflow: a disclosure button ("Ещё") with a list of links above the bar. Escape,
 * a click elsewhere or following a link closes it; Escape gives the focus back to the button.
 */
export function TabBarMore({ items }: { items: readonly NavItem[] }) {
  const current = useAliasCurrent();
  const path = useRouterState({ select: (state) => state.location.pathname });
  // The button stands for the sections behind it: it is marked while one of them is open.
  const holdsCurrent = items.some((item) => item.to === path || current(item.to)['aria-current']);
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
        data-current={holdsCurrent || undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Ellipsis aria-hidden="true" className="nav-icon" />
        <span className="nav-label">{t`More`}</span>
      </button>
      <ul id={listId} className="tab-bar__menu card" hidden={!open}>
        {items.map((item) => (
          <li key={item.to}>
            <NavEntry item={item} className="tab-bar__menu-link" onClick={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
