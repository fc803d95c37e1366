/** Admin: staff edit the landing's reviews and FAQ (CRUD, audit, staff only, bad input, per-language limits). */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAQ_MAX, REVIEWS_MAX } from '#contract/landing.ts';
import { Msg } from '#contract/messages.ts';
import { AuditEntry } from '../../api/modules/audit/audit.entity.ts';
import { FaqItem, Review } from '../../api/modules/landing/landing.entity.ts';
import { createTestApp, createUser, type TestApp } from '../helpers/api-app.ts';
import { mintToken } from '../helpers/fuzz-routes.ts';

let t: TestApp;
let admin: string;
let moderator: string;
let blogger: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const token = async (email: string, role: 'admin' | 'moderator' | 'ambassador') =>
    mintToken(t.app, (await createUser(t.app, { email, role })).email);
  admin = await token('ad@la.test', 'admin');
  moderator = await token('mo@la.test', 'moderator');
  blogger = await token('b@la.test', 'ambassador');
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function send(token: string | null, method: Method, url: string, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url: `/api/v1/${url}`,
    // English answers, so messages compare with their source text.
    headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.body ? res.json() : null };
}

const review = (over: Record<string, unknown> = {}) => ({
  locale: 'ru',
  author: 'Анна',
  caption: 'Фитнес-блогер',
  text: 'Отличная программа',
  position: 10,
  published: true,
  ...over,
});
const faq = (over: Record<string, unknown> = {}) => ({
  locale: 'en',
  question: 'How?',
  answer: 'Like this.',
  position: 1,
  published: true,
  ...over,
});
const counts = async () => {
  const em = t.app.orm.em.fork();
  return [await em.count(Review, {}), await em.count(FaqItem, {}), await em.count(AuditEntry, {})];
};
const landing = async (locale: string) => (await send(null, 'GET', `landing?locale=${locale}`)).body;

describe('admin reviews and FAQ', () => {
  it('lets moderators and admins create, edit, publish and delete, audited and shown on the landing', async () => {
    await landing('ru'); // warm the cache: edits must drop it
    const a = await send(moderator, 'POST', 'admin/reviews', review({ position: 20 }));
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ ...review({ position: 20 }), id: expect.any(String) });
    const b = await send(
      admin,
      'POST',
      'admin/reviews',
      review({ author: 'Борис', position: 10, published: false }),
    );
    expect(b.status).toBe(201);
    expect((await landing('ru')).reviews.map((r: { author: string }) => r.author)).toEqual(['Анна']);

    const edited = await send(
      moderator,
      'PUT',
      `admin/reviews/${b.body.id}`,
      review({ author: 'Борис', position: 10, text: 'Новый текст' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ published: true, text: 'Новый текст' });
    expect((await landing('ru')).reviews.map((r: { author: string }) => r.author)).toEqual(['Борис', 'Анна']);
    expect((await send(moderator, 'GET', 'admin/reviews')).body.items).toHaveLength(2);

    const q = await send(moderator, 'POST', 'admin/faq', faq());
    expect(q.status).toBe(201);
    expect((await landing('en')).faq).toEqual([q.body]);
    expect((await send(moderator, 'PUT', `admin/faq/${q.body.id}`, faq({ answer: 'Changed.' }))).status).toBe(
      200,
    );
    expect((await landing('en')).faq[0].answer).toBe('Changed.');
    expect((await send(admin, 'DELETE', `admin/faq/${q.body.id}`)).status).toBe(204);
    expect((await landing('en')).faq).toEqual([]);
    expect((await send(admin, 'GET', 'admin/faq')).body).toEqual({ items: [] });

    const actions = (await t.app.orm.em.fork().find(AuditEntry, {}, { orderBy: { createdAt: 'asc' } })).map(
      (e) => e.action,
    );
    expect(actions).toEqual([
      'landing_review.create',
      'landing_review.create',
      'landing_review.update',
      'landing_faq.create',
      'landing_faq.update',
      'landing_faq.delete',
    ]);
  });

  it('answers 404 for an unknown id and writes nothing', async () => {
    const before = await counts();
    const id = randomUUID();
    expect((await send(moderator, 'PUT', `admin/reviews/${id}`, review())).status).toBe(404);
    expect((await send(moderator, 'DELETE', `admin/reviews/${id}`)).status).toBe(404);
    expect((await send(moderator, 'PUT', `admin/faq/${id}`, faq())).status).toBe(404);
    expect((await send(moderator, 'DELETE', `admin/faq/${id}`)).status).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('lets only staff in: a guest gets 401, a blogger 403', async () => {
    const [existing] = await t.app.orm.em.fork().find(Review, {}, { limit: 1 });
    const before = await counts();
    const calls: [Method, string, unknown?][] = [
      ['GET', 'admin/reviews'],
      ['POST', 'admin/reviews', review()],
      ['PUT', `admin/reviews/${existing?.id}`, review()],
      ['DELETE', `admin/reviews/${existing?.id}`],
      ['GET', 'admin/faq'],
      ['POST', 'admin/faq', faq()],
      ['PUT', `admin/faq/${randomUUID()}`, faq()],
      ['DELETE', `admin/faq/${randomUUID()}`],
    ];
    for (const [method, url, body] of calls) {
      expect({ url, method, status: (await send(null, method, url, body)).status }).toEqual({
        url,
        method,
        status: 401,
      });
      expect({ url, method, status: (await send(blogger, method, url, body)).status }).toEqual({
        url,
        method,
        status: 403,
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses bad input with the app error body and writes nothing', async () => {
    const [existing] = await t.app.orm.em.fork().find(Review, {}, { limit: 1 });
    const before = await counts();
    const bad = [
      {},
      review({ locale: 'de' }),
      review({ author: '' }),
      review({ author: 'x'.repeat(81) }),
      review({ caption: 'a\u0000b' }),
      review({ text: '   ' }),
      review({ text: 'x'.repeat(1001) }),
      review({ position: -1 }),
      review({ position: 1000 }),
      review({ position: 1.5 }),
      review({ published: 'yes' }),
    ];
    for (const body of bad) {
      for (const [method, url] of [
        ['POST', 'admin/reviews'],
        ['PUT', `admin/reviews/${existing?.id}`],
      ] as const) {
        const res = await send(moderator, method, url, body);
        expect({ body, status: res.status }).toEqual({ body, status: 422 });
        expect(res.body).toMatchObject({
          code: 'validation_failed',
          message: expect.any(String),
          errors: expect.any(Object),
        });
      }
    }
    for (const body of [
      faq({ question: '' }),
      faq({ answer: 'x'.repeat(4001) }),
      faq({ question: 'a\u001bb' }),
    ])
      expect((await send(moderator, 'POST', 'admin/faq', body)).status).toBe(422);
    expect((await send(moderator, 'PUT', 'admin/faq/not-a-uuid', faq())).status).toBe(422);
    expect((await send(moderator, 'DELETE', 'admin/reviews/1')).status).toBe(422);
    expect(await counts()).toEqual(before);
    expect(
      (await send(moderator, 'GET', `admin/reviews`)).body.items.find(
        (r: { id: string }) => r.id === existing?.id,
      ),
    ).toMatchObject({ author: existing?.author });
  });

  it('holds at most REVIEWS_MAX reviews and FAQ_MAX answers per language', async () => {
    const em = t.app.orm.em.fork();
    const have = await em.count(Review, { locale: 'en' });
    for (let i = have; i < REVIEWS_MAX; i++)
      em.create(Review, { ...review({ locale: 'en', position: i }), locale: 'en' } as never);
    for (let i = 0; i < FAQ_MAX; i++) em.create(FaqItem, { ...faq({ position: i }), locale: 'en' } as never);
    await em.flush();
    const before = await counts();
    const full = await send(moderator, 'POST', 'admin/reviews', review({ locale: 'en' }));
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ code: 'conflict', errors: { locale: [Msg.landing_limit.message] } });
    expect((await send(moderator, 'POST', 'admin/faq', faq())).status).toBe(409);
    // Moving a Russian review into the full English list is refused too.
    const [ru] = await em.find(Review, { locale: 'ru' }, { limit: 1 });
    expect((await send(moderator, 'PUT', `admin/reviews/${ru?.id}`, review({ locale: 'en' }))).status).toBe(
      409,
    );
    expect(await counts()).toEqual(before);
    // The other language still has room, and an English item may be edited in place.
    expect((await send(moderator, 'POST', 'admin/faq', faq({ locale: 'ru' }))).status).toBe(201);
    const [en] = await em.find(Review, { locale: 'en' }, { limit: 1 });
    expect(
      (await send(moderator, 'PUT', `admin/reviews/${en?.id}`, review({ locale: 'en', text: 'Edited' })))
        .status,
    ).toBe(200);
  });
});
