import { beforeEach, describe, expect, it } from 'vitest';
import { loadAnalytics, loadSupportChat } from '../../src/lib/external-scripts.ts';

describe('external script loaders', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('do nothing without an id', async () => {
    expect(await loadSupportChat({ app_id: null }, { labelled: false, label: '' })).toBe(false);
    expect(await loadAnalytics(null)).toBe(false);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('skip loading while offline instead of failing', async () => {
    const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      expect(await loadAnalytics('123')).toBe(false);
      expect(document.querySelectorAll('script')).toHaveLength(0);
    } finally {
      if (original) Object.defineProperty(navigator, 'onLine', original);
    }
  });
});
