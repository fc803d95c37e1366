/**
 * The course's offline control shows the one action that applies (UX review): keep a course that is not
 * kept, remove one that is, with its state, never both buttons at once.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { allMessages } from '../helpers/catalogs.ts';

const messages = allMessages('en');

vi.mock('../../src/features/courses/offline/offline-deps.ts', () => ({ offlineDeps: {} }));
const { OfflineControls } = await import('../../src/features/courses/components/offline-controls.tsx');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages }));
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

type Copy = { kind: 'saved' | 'opened'; mediaComplete: boolean } | undefined;

function render(copy: Copy): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() =>
    root?.render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <OfflineControls course={{ id: 'c1', media_bytes: 2048 }} copy={copy} />
        </QueryClientProvider>
      </I18nProvider>,
    ),
  );
  return container;
}

const buttons = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-testid$="-offline"]')].map((b) => b.getAttribute('data-testid'));

describe('course offline control', () => {
  it('offers only keeping while the course is not kept, even when read and cached on the device', () => {
    expect(buttons(render(undefined))).toEqual(['save-offline']);
    act(() => root?.unmount());
    const opened = render({ kind: 'opened', mediaComplete: true });
    expect(buttons(opened)).toEqual(['save-offline']);
    expect(opened.textContent).toContain('Keep on this device');
  });

  it('offers only removing once kept, and says it is kept', () => {
    const kept = render({ kind: 'saved', mediaComplete: true });
    expect(buttons(kept)).toEqual(['remove-offline']);
    expect(kept.querySelector('[data-testid=offline-state]')?.textContent).toBe('Kept on this device');
  });
});
