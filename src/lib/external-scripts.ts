import type { SupportIdentity } from '../../contract/auth.ts';
import { SUPPORT_LABEL_MIN_WIDTH_PX, SUPPORT_LABEL_RETRY_MS } from '../../contract/limits.ts';

/** Adds a script tag once; failures (offline, blocked) are swallowed so the app never breaks. */
function loadScript(id: string, src: string): Promise<boolean> {
  if (document.getElementById(id)) return Promise.resolve(true);
  if (!navigator.onLine) return Promise.resolve(false);
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.id = id;
    script.src = src;
    script.async = true;
    script.onload = () => resolve(true);
    script.onerror = () => {
      script.remove();
      resolve(false);
    };
    document.head.append(script);
  });
}

type Queue = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };
interface VendorWindow {
  carrotquest?: Record<string, (...args: unknown[]) => void>;
  ym?: Queue;
}

export const SUPPORT_SCRIPT_URL = 'https://cdn.carrotquest.app/api.min.js';
export const ANALYTICS_SCRIPT_URL = 'https://mc.yandex.ru/metrika/tag.js';

/**
 * The third-party support chat (SPEC §1): skipped without an app id; guests send only the app id,
 * signed-in users also their identity (hash_mac proves it to the vendor). The 'Техподдержка' label
 * is added only where asked (non-ru, non-en domains) on wide screens, retrying until the widget renders.
 */
export async function loadSupportChat(identity: SupportIdentity, opts: { labelled: boolean; label: string }) {
  if (!identity.app_id) return false;
  const w = window as Window & VendorWindow;
  const queue: unknown[][] = [];
  // The vendor script drains calls made before it loaded.
  w.carrotquest ??= Object.fromEntries(
    ['connect', 'auth', 'identify', 'open'].map((m) => [m, (...args: unknown[]) => queue.push([m, ...args])]),
  );
  w.carrotquest.connect?.(identity.app_id);
  if (identity.user) {
    w.carrotquest.auth?.(identity.user.id, identity.user.hash_mac);
    w.carrotquest.identify?.({ ...identity.user, hash_mac: undefined });
  }
  const loaded = await loadScript('support-chat', SUPPORT_SCRIPT_URL);
  if (loaded && opts.labelled && window.innerWidth >= SUPPORT_LABEL_MIN_WIDTH_PX) {
    const timer = setInterval(() => {
      const launcher = document.querySelector('#carrotquest-messenger-collapsed-container');
      if (!launcher) return;
      launcher.setAttribute('data-label', opts.label);
      launcher.classList.add('support-launcher--labelled');
      clearInterval(timer);
    }, SUPPORT_LABEL_RETRY_MS);
    setTimeout(() => clearInterval(timer), 30_000);
  }
  return loaded;
}

/** The marketing analytics counter; nothing happens without an id. */
export function loadAnalytics(analyticsId: string | null): Promise<boolean> {
  if (!analyticsId) return Promise.resolve(false);
  const w = window as Window & VendorWindow;
  const ym: Queue = (...args: unknown[]) => {
    ym.a ??= [];
    ym.a.push(args);
  };
  ym.l = Date.now();
  w.ym ??= ym;
  w.ym(Number(analyticsId), 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true });
  return loadScript('analytics', ANALYTICS_SCRIPT_URL);
}
