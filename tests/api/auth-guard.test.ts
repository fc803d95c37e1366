import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.ts';
import { seedDemo } from '../../api/db/seed/demo.ts';
import { currentUser } from '../../api/lib/current-user.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../helpers/api-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.app, { email: 'moderator@test.local', role: 'moderator' });
  await createUser(t.app, { email: 'soon-hidden@test.local' });
  // Later modules guard their routes like this.
  t.app.get('/api/v1/test-moderation', { onRequest: t.app.requireRole('moderator') }, async (request) => ({
    email: currentUser(request).email,
  }));
});
afterAll(async () => t?.close());

const moderation = (token?: string) =>
  t.app.inject({ url: '/api/v1/test-moderation', headers: token ? bearer(token) : {} });

describe('requireRole', () => {
  it('lets moderators and admins in, keeps ambassadors and guests out', async () => {
    expect((await moderation((await signIn(t.app, 'moderator@test.local')).token)).json()).toEqual({
      email: 'moderator@test.local',
    });
    expect((await moderation((await signIn(t.app, 'admin@demo.local')).token)).statusCode).toBe(200);
    const ambassador = await moderation((await signIn(t.app, 'ambassador@demo.local')).token);
    expect(ambassador.statusCode).toBe(403);
    expect(ambassador.json().code).toBe('forbidden');
    expect((await moderation()).statusCode).toBe(401);
  });
});

describe('account state', () => {
  it('ends existing sessions once an account is hidden', async () => {
    const tokens = await signIn(t.app, 'soon-hidden@test.local');
    const session = () => t.app.inject({ url: '/api/v1/auth/session', headers: bearer(tokens.token) });
    expect((await session()).statusCode).toBe(200);
    const em = t.app.orm.em.fork();
    await em.nativeUpdate(User, { email: 'soon-hidden@test.local' }, { status: 'hidden' });
    expect((await session()).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(refreshed.statusCode).toBe(403);
    expect(refreshed.json().code).toBe('account_hidden');
  });

  it('keeps data across a restart: migrations and the seed are idempotent', async () => {
    const em = t.app.orm.em.fork();
    const before = await em.count(User, {});
    const second = await buildApp(t.config, { logger: false });
    try {
      expect(await seedDemo(second.orm.em.fork())).toBe(false);
      expect(await second.orm.em.fork().count(User, {})).toBe(before);
      const tokens = await signIn(second, 'ambassador@demo.local');
      // A token issued by one instance is valid on another (stateless API behind a load balancer).
      const res = await t.app.inject({ url: '/api/v1/auth/session', headers: bearer(tokens.token) });
      expect(res.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});
