/**
 * The shared tabs (WAI-ARIA tabs pattern): one tab in the tab order, arrow keys, Home and End select and
 * focus, and the panel is labelled by the selected tab.
 */
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from '../../src/components/tabs.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

type Key = 'a' | 'b' | 'c';

function Harness() {
  const [value, setValue] = useState<Key>('a');
  return (
    <Tabs
      label="Letters"
      tabs={[
        { id: 'a', label: 'Alpha' },
        { id: 'b', label: 'Beta' },
        { id: 'c', label: 'Gamma' },
      ]}
      value={value}
      onChange={setValue}
    >
      <p>Panel {value}</p>
    </Tabs>
  );
}

function render(): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() => root?.render(<Harness />));
  return container;
}

const tabs = (c: HTMLElement) => [...c.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const selected = (c: HTMLElement) => tabs(c).find((t) => t.getAttribute('aria-selected') === 'true');
const press = (target: HTMLElement, key: string) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });

describe('Tabs', () => {
  it('keeps only the selected tab in the tab order and labels the panel by it', () => {
    const c = render();
    expect(tabs(c).map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    const panel = c.querySelector('[role="tabpanel"]');
    expect(panel?.getAttribute('aria-labelledby')).toBe(selected(c)?.id);
    expect(panel?.textContent).toBe('Panel a');
  });

  it('moves with the arrow keys (wrapping), Home and End, selecting and focusing', () => {
    const c = render();
    const first = tabs(c)[0] as HTMLButtonElement;
    press(first, 'ArrowLeft');
    expect(selected(c)?.textContent).toBe('Gamma');
    expect(document.activeElement).toBe(selected(c));
    press(selected(c) as HTMLElement, 'ArrowRight');
    expect(selected(c)?.textContent).toBe('Alpha');
    press(selected(c) as HTMLElement, 'End');
    expect(selected(c)?.textContent).toBe('Gamma');
    press(selected(c) as HTMLElement, 'Home');
    expect(selected(c)?.textContent).toBe('Alpha');
    expect(c.querySelector('[role="tabpanel"]')?.textContent).toBe('Panel a');
  });

  it('selects on click and ignores other keys', () => {
    const c = render();
    act(() => tabs(c)[1]?.click());
    expect(c.querySelector('[role="tabpanel"]')?.textContent).toBe('Panel b');
    press(selected(c) as HTMLElement, 'Enter');
    expect(selected(c)?.textContent).toBe('Beta');
  });
});
