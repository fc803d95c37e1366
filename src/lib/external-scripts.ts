import type { PublicConfig } from '#contract/app-config.ts';
import type { SupportIdentity } from '#contract/auth.ts';
import { type Locale, SUPPORT_LABEL_MIN_WIDTH_PX, SUPPORT_LABEL_RETRY_MS } from '#contract/limits.ts';
import type { AuthState } from './auth.ts';

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
type SupportUser = NonNullable<SupportIdentity['user']>;
interface VendorWindow {
  carrotquest?: Record<string, (...args: unknown[]) => void>;
  carrotquestasync?: unknown[];
  ym?: Queue;
}

export const SUPPORT_SCRIPT_URL = 'https://cdn.carrotquest.app/api.min.js';
export const ANALYTICS_SCRIPT_URL = 'https://mc.yandex.ru/metrika/tag.js';
const FINGERPRINT_KEY = '_fp';

/** The browser session's id for the support widget (SPEC §3), kept in sessionStorage under `_fp`. */
export function supportFingerprint(): string {
  try {
    const kept = sessionStorage.getItem(FINGERPRINT_KEY);
    if (kept) return kept;
    const fresh = crypto.randomUUID();
    sessionStorage.setItem(FINGERPRINT_KEY, fresh);
    return fresh;
  } catch {
    return crypto.randomUUID(); // storage blocked: an id for this page only
  }
}

/** The user id the widget was last identified with; undefined while the widget is not started. */
let identified: string | null | undefined;

/**
 * Tells the widget who is there now (SPEC §1, §3): signing out ends the old identity, signing in sends
 * the new one (hash_mac proves it to the vendor). Nothing happens while the identity is unchanged.
 */
export function updateSupportIdentity(user: SupportUser | undefined): void {
  const w = window as Window & VendorWindow;
  const next = user?.id ?? null;
  if (identified === undefined || !w.carrotquest || identified === next) return;
  if (identified !== null) w.carrotquest.logout?.();
  if (user) {
    w.carrotquest.auth?.(user.id, user.hash_mac);
    w.carrotquest.identify?.({ ...user, hash_mac: undefined, fingerprint: supportFingerprint() });
  }
  identified = next;
}

/** Keeps the widget's identity in step with sign-in and sign-out, which happen without a reload. */
export function followAuthForSupport(auth: {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
}): () => void {
  return auth.subscribe(() => updateSupportIdentity(auth.getState().support?.user));
}

/**
 * The third-party support chat (SPEC §1): skipped without an app id; guests send only the app id,
 * signed-in users also their identity. The 'Техподдержка' label is added only where asked (non-ru,
 * non-en domains) on wide screens, retrying until the widget renders.
 */
export async function loadSupportChat(identity: SupportIdentity, opts: { labelled: boolean; label: string }) {
  if (!identity.app_id) return false;
  const w = window as Window & VendorWindow;
  // The vendor's own stub: calls made before the script loads wait in `carrotquestasync`.
  w.carrotquestasync ??= [];
  w.carrotquest ??= Object.fromEntries(
    ['connect', 'auth', 'identify', 'logout', 'open'].map((m) => [
      m,
      (...args: unknown[]) => w.carrotquestasync?.push(m, args),
    ]),
  );
  w.carrotquest.connect?.(identity.app_id);
  identified = null;
  updateSupportIdentity(identity.user);
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

/**
 * What an app page starts once settled: the analytics counter and the support chat, labelled on by-domains
 * (SPEC §9 fixes the label's text). `support`: the signed-in user's identity, else the guests' app id.
 */
export function loadPageScripts(config: PublicConfig, forDomain: Locale, support?: SupportIdentity): void {
  void loadAnalytics(config.analytics_id);
  void loadSupportChat(support ?? { app_id: config.support_app_id }, {
    labelled: forDomain === 'by',
    label: 'Техподдержка',
  });
}
