import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, setCookie } from '../../src/lib/cookies.ts';
import { sessionUser } from '../helpers/session-user.ts';

const cachedUser = sessionUser();

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** A fresh auth module per test: its state is a module singleton. */
async function freshAuth() {
  vi.resetModules();
  return (await import('../../src/lib/auth.ts')).auth;
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  for (const name of ['auth.token', 'auth.refresh-token', 'auth.session']) setCookie(name, '', 0);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  consoleError.mockRestore();
});

describe('session fetch failures (SPEC §4, §8)', () => {
  beforeEach(() => {
    setCookie('auth.token', 'tok', 60);
    setCookie('auth.session', JSON.stringify(cachedUser), 60);
  });

  it('logs a malformed session answer and clears the session and the token', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ user: { id: 5 }, support: {} })),
    );
    const auth = await freshAuth();
    await auth.ensureLoaded();
    expect(auth.getState()).toMatchObject({ status: 'unauthenticated', user: null });
    expect(getCookie('auth.token')).toBeNull();
    expect(getCookie('auth.session')).toBeNull();
    expect(consoleError).toHaveBeenCalled();
  });

  it('keeps the cached user when the server cannot be reached (offline start)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const auth = await freshAuth();
    await auth.ensureLoaded();
    expect(auth.getState()).toMatchObject({ status: 'authenticated', user: { id: 'u1' } });
    expect(getCookie('auth.token')).toBe('tok');
  });
});

describe('a session request that gets no answer', () => {
  it('keeps the tokens when the request is cut short by leaving the page', async () => {
    setCookie('auth.token', 'tok', 60);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('The user aborted a request.', 'AbortError');
      }),
    );
    const auth = await freshAuth();
    await auth.ensureLoaded();
    expect(auth.getState().status).toBe('unauthenticated');
    expect(getCookie('auth.token')).toBe('tok');
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('sign-in answers without a string token (SPEC §5, §8)', () => {
  it('logs the runtime error and rejects with the generic message, storing nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ token: 42, refresh_token: null })),
    );
    const auth = await freshAuth();
    const failure = await auth.signIn({ email: 'a@b.c', password: 'Secret#123' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('Something went wrong');
    expect(consoleError).toHaveBeenCalledWith('Runtime error, check the console logs', expect.anything());
    expect(getCookie('auth.token')).toBeNull();
    expect(auth.getState().status).not.toBe('authenticated');
  });
});

describe('a sign-in whose session cannot be loaded', () => {
  it('rejects, so the form says so instead of moving on signed out', async () => {
    const answers = [
      json({ token: 'tok', refresh_token: 'ref', expires_in: 900 }),
      json({ user: { id: 5 }, support: {} }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift() ?? json({})),
    );
    const auth = await freshAuth();
    const failure = await auth.signIn({ email: 'a@b.c', password: 'Secret#123' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('Something went wrong');
    expect(auth.getState().status).toBe('unauthenticated');
    // Cleared: gone, or emptied where the test DOM keeps an expired cookie's name.
    expect(getCookie('auth.token') ?? '').toBe('');
  });
});
