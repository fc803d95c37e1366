import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionResponse, SupportIdentity } from '#contract/auth.ts';
import { sessionUser } from '../helpers/session-user.ts';

const userWithId = (id: string) => sessionUser({ id, email: `${id}@b.c` });
const supportUser = (id: string): NonNullable<SupportIdentity['user']> => ({
  id,
  hash_mac: `mac-${id}`,
  fio: 'A B',
  first_name: 'A',
  email: `${id}@b.c`,
  regtime: '2026-01-01T00:00:00.000Z',
  access_name: 'approved',
  ip: '127.0.0.1',
});
const session = (id: string): SessionResponse => ({
  user: userWithId(id),
  support: { app_id: 'app-1', user: supportUser(id) },
});

type Vendor = Record<'connect' | 'auth' | 'identify' | 'logout' | 'open', ReturnType<typeof vi.fn>>;
let vendor: Vendor;
const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');

beforeEach(() => {
  vi.resetModules();
  sessionStorage.clear();
  vendor = { connect: vi.fn(), auth: vi.fn(), identify: vi.fn(), logout: vi.fn(), open: vi.fn() };
  (window as unknown as { carrotquest: Vendor }).carrotquest = vendor;
  // No script download in unit tests: the loader skips it offline, after the identity calls.
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
});
afterEach(() => {
  if (onLine) Object.defineProperty(navigator, 'onLine', onLine);
  delete (window as unknown as { carrotquest?: Vendor }).carrotquest;
});

async function startWidgetAsGuest() {
  const { auth } = await import('../../src/lib/auth.ts');
  const scripts = await import('../../src/lib/external-scripts.ts');
  await scripts.loadSupportChat({ app_id: 'app-1' }, { labelled: false, label: '' });
  scripts.followAuthForSupport(auth);
  return auth;
}

describe('support widget identity follows sign-in and sign-out (SPEC §1, §3)', () => {
  it('sends the app id only for a guest, then identifies the user who signs in', async () => {
    const auth = await startWidgetAsGuest();
    expect(vendor.connect).toHaveBeenCalledWith('app-1');
    expect(vendor.auth).not.toHaveBeenCalled();

    auth.acceptSession(session('u1'));
    expect(vendor.auth).toHaveBeenCalledWith('u1', 'mac-u1');
    expect(vendor.identify).toHaveBeenCalledTimes(1);
    const sent = vendor.identify.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(sent).toMatchObject({ id: 'u1', email: 'u1@b.c' });
    expect(sent.hash_mac).toBeUndefined();
    expect(sent.fingerprint).toBe(sessionStorage.getItem('_fp'));
  });

  it('ends the old identity on sign-out and takes the next user without a reload', async () => {
    const auth = await startWidgetAsGuest();
    auth.acceptSession(session('u1'));
    const fingerprint = sessionStorage.getItem('_fp');
    expect(fingerprint).toMatch(/^[0-9a-f-]{36}$/);

    auth.forget();
    expect(vendor.logout).toHaveBeenCalledTimes(1);

    auth.acceptSession(session('u2'));
    expect(vendor.auth).toHaveBeenLastCalledWith('u2', 'mac-u2');
    // The fingerprint lives as long as the browser session, across identities.
    expect(vendor.identify).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'u2', fingerprint }));
    expect(sessionStorage.getItem('_fp')).toBe(fingerprint);
  });

  it('does not identify again while the same user stays signed in', async () => {
    const auth = await startWidgetAsGuest();
    auth.acceptSession(session('u1'));
    auth.acceptSession(session('u1'));
    expect(vendor.auth).toHaveBeenCalledTimes(1);
    expect(vendor.logout).not.toHaveBeenCalled();
  });
});
