/**
 * Issue 8 findings 2 and 10 (links), and the stories deadline of issue 7: invalid dates and non-web links
 * are 422s, and a story is taken down at the end of the day after publication, Moscow time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markDueRemovals } from '../../api/jobs/placement-deadlines.ts';
import { Placement } from '../../api/modules/placements/placement.entity.ts';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../helpers/api-app.ts';
import { draftBody, newId, putDraft, submit } from '../helpers/api-placements.ts';

let t: TestApp;
let token: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ tweak: (c) => Object.assign(c.rateLimits.signUp, { max: 1000 }) });
  token = (await signIn(t.app, 'ambassador@demo.local')).token;
  admin = (await signIn(t.app, 'admin@demo.local')).token;
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ url: `/api/v1/${url}`, headers: bearer(token) });

describe('dates', () => {
  it.each(['2026-13-01', '', 'NaN', ' ', '2026-12-01T00:00:00Z', '2026-02-30', '+02026-12-01'])(
    'start_date %j (post, with an end date): 422, nothing written',
    async (start_date) => {
      const id = newId();
      const res = await putDraft(t.app, token, id, draftBody({ start_date, end_date: '2026-12-10' }));
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['start_date']);
      expect((await get(`placements/${id}`)).statusCode).toBe(404);
    },
  );

  it('stories and end dates too; list filters answer 422', async () => {
    const stories = draftBody({ format: 'stories', start_date: '2026-00-10', end_date: '' });
    expect((await putDraft(t.app, token, newId(), stories)).statusCode).toBe(422);
    const end = await putDraft(t.app, token, newId(), draftBody({ end_date: '2026-12-32' }));
    expect(end.statusCode).toBe(422);
    expect(Object.keys(end.json().errors)).toEqual(['end_date']);
    expect((await get('placements?from=2026-13-01')).statusCode).toBe(422);
  });
});

describe('links', () => {
  const SCHEMES = ['javascript:alert(1)', 'data:text/html,x', 'file:///etc/passwd', 'vbscript:msgbox(1)'];

  it.each(SCHEMES)('target_url and publication_url %j: 422', async (url) => {
    const target = await putDraft(t.app, token, newId(), draftBody({ target_url: url }));
    expect(target.statusCode).toBe(422);
    expect(target.json().errors).toEqual({
      target_url: ['Введите ссылку, начинающуюся с http:// или https://'],
    });
    const publication = await putDraft(t.app, token, newId(), draftBody({ publication_url: url }));
    expect(publication.statusCode).toBe(422);
    expect(Object.keys(publication.json().errors)).toEqual(['publication_url']);
  });

  it.each(SCHEMES)('a social account link %j at registration: 422', async (url) => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: {
        first_name: 'Pat',
        phone: '+79001234567',
        email: `links-${newId()}@test.local`,
        password: 'Secret12!',
        personal_data_consent: true,
      },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/registration',
      headers: bearer(signUp.json().token),
      payload: {
        nickname: 'pat',
        telegram: '@pat',
        network: 'vk',
        account_url: url,
        followers: 10,
        country: 'RU',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['account_url']);
  });
});

describe('stories removal (fixed clock)', () => {
  async function approvedStory(start_date: string) {
    const user = await createUser(t.app, { email: `story-${start_date}-${newId()}@test.local` });
    const tk = (await signIn(t.app, user.email)).token;
    const id = newId();
    const res = await putDraft(t.app, tk, id, draftBody({ format: 'stories', start_date, end_date: '' }));
    expect(res.statusCode).toBe(200);
    expect((await submit(t.app, tk, id, newId())).statusCode).toBe(200);
    const decision = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/placements/${id}/decision`,
      headers: bearer(admin),
      payload: { decision: 'approve' },
    });
    expect(decision.statusCode).toBe(200);
    return { id, placement: decision.json() };
  }

  const status = async (id: string) => (await t.app.orm.em.fork().findOneOrFail(Placement, id)).status;

  it('published on 1 Dec: due at 24:00 Moscow time on 2 Dec, not a moment earlier', async () => {
    const { id, placement } = await approvedStory('2030-12-01');
    expect(placement).toMatchObject({ end_date: '2030-12-02', removal_due_at: '2030-12-02T21:00:00.000Z' });
    // 23:59:59.999 on 2 Dec in Moscow.
    await markDueRemovals(t.app.orm.em, new Date('2030-12-02T20:59:59.999Z'));
    expect(await status(id)).toBe('ready');
    // 00:00 on 3 Dec in Moscow, still 2 Dec in UTC.
    await markDueRemovals(t.app.orm.em, new Date('2030-12-02T21:00:00.000Z'));
    expect(await status(id)).toBe('needs_removal');
  });

  it('a story due under the old rule moves to the Moscow deadline with the migration', async () => {
    const { id } = await approvedStory('2031-01-10');
    const migrator = t.app.orm.migrator;
    const STORIES = 'Migration20261122200100_stories_moscow_day';
    await migrator.down({ migrations: [STORIES] });
    const old = await t.app.orm.em.fork().findOneOrFail(Placement, id);
    expect(old.removalDueAt.toISOString()).toBe('2031-01-12T00:00:00.000Z');
    await migrator.up({ migrations: [STORIES] });
    const moved = await t.app.orm.em.fork().findOneOrFail(Placement, id);
    expect(moved.removalDueAt.toISOString()).toBe('2031-01-11T21:00:00.000Z');
  });
});
