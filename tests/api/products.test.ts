/** Products (issue 11): the blogger's showcase per currency, staff CRUD with audit, bad input, pictures. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductBody } from '#contract/products.ts';
import { AuditEntry } from '../../api/modules/audit/audit.entity.ts';
import { ProductImage, ProductRow } from '../../api/modules/products/product.entity.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/api-app.ts';
import { multipartBody, png } from '../helpers/api-multipart.ts';
import { mintToken } from '../helpers/fuzz-routes.ts';

let t: TestApp;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const [key, email] of [
    ['admin', 'admin@demo.local'],
    ['moderator', 'manager@demo.local'],
    ['rub', 'ambassador@demo.local'],
    ['usd', 'emma@demo.local'],
    ['review', 'review@demo.local'],
  ] as const)
    tok[key] = await mintToken(t.app, email);
});
afterAll(async () => t?.close());

async function send(who: string | null, method: string, url: string, payload?: unknown) {
  const res = await t.app.inject({
    method: method as 'GET',
    url: `/api/v1/${url}`,
    headers: who ? bearer(tok[who] as string) : {},
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.body ? res.json() : null };
}

const body = (over: Partial<ProductBody> = {}): ProductBody => ({
  locale: 'ru',
  title: 'Тестовый продукт',
  description: 'Описание\nв две строки',
  price_minor: 150_000,
  shop_url: 'https://shop.fit.example/test?x=1',
  product_code: 'test-product',
  position: 50,
  published: true,
  ...over,
});
const em = () => t.app.orm.em.fork();
const counts = async () => [await em().count(ProductRow, {}), await em().count(ProductImage, {})];

describe('GET products', () => {
  it('shows each blogger the published products of their currency, in order', async () => {
    const rub = await send('rub', 'GET', 'products');
    expect(rub.status).toBe(200);
    expect(rub.body.length).toBe(5);
    expect(rub.body.every((p: Product) => p.currency === 'RUB' && p.locale === 'ru' && p.published)).toBe(
      true,
    );
    expect(rub.body.map((p: Product) => p.product_code)).toEqual([
      'monthly',
      'quarterly-3m',
      'annual-12m',
      'family-12m',
      'gift-card',
    ]);
    const usd = await send('usd', 'GET', 'products');
    expect(usd.body.map((p: Product) => p.currency)).toEqual(Array(5).fill('USD'));
    expect(usd.body[0].title).toBe('1-month subscription');
    expect(usd.body[0].price_minor).toBe(1_299);
  });

  it('hides unpublished products and refuses guests and accounts under review', async () => {
    const draft = await send('admin', 'POST', 'admin/products', body({ published: false, title: 'Hidden' }));
    expect(draft.status).toBe(201);
    const titles = (await send('rub', 'GET', 'products')).body.map((p: Product) => p.title);
    expect(titles).not.toContain('Hidden');
    expect((await send(null, 'GET', 'products')).status).toBe(401);
    expect((await send('review', 'GET', 'products')).status).toBe(403);
    await send('admin', 'DELETE', `admin/products/${draft.body.id}`);
  });
});

describe('admin products', () => {
  it('lets admins create, edit, publish and delete, each audited', async () => {
    const audits = () => em().count(AuditEntry, { action: { $like: 'product.%' } });
    const before = await audits();
    const created = await send('admin', 'POST', 'admin/products', body({ published: false }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...body({ published: false }), currency: 'RUB', image_url: null });
    const id = created.body.id as string;
    const edited = await send(
      'admin',
      'PUT',
      `admin/products/${id}`,
      body({ locale: 'en', price_minor: 999, published: true }),
    );
    expect(edited.body).toMatchObject({ locale: 'en', currency: 'USD', price_minor: 999, published: true });
    expect((await send('usd', 'GET', 'products')).body.map((p: Product) => p.id)).toContain(id);
    const all = await send('moderator', 'GET', 'admin/products');
    expect(all.body.map((p: Product) => p.id)).toContain(id);
    expect((await send('admin', 'DELETE', `admin/products/${id}`)).status).toBe(204);
    expect((await send('admin', 'DELETE', `admin/products/${id}`)).status).toBe(404);
    expect((await send('admin', 'PUT', `admin/products/${id}`, body())).status).toBe(404);
    expect(await audits()).toBe(before + 3);
  });

  it('is staff only; moderators read but do not write', async () => {
    const [rows] = await counts();
    const someId = (await send('admin', 'GET', 'admin/products')).body[0].id;
    for (const who of ['rub', 'review', null]) {
      expect((await send(who, 'GET', 'admin/products')).status).toBe(who ? 403 : 401);
      expect((await send(who, 'POST', 'admin/products', body())).status).toBe(who ? 403 : 401);
    }
    expect((await send('moderator', 'POST', 'admin/products', body())).status).toBe(403);
    expect((await send('moderator', 'PUT', `admin/products/${someId}`, body())).status).toBe(403);
    expect((await send('moderator', 'DELETE', `admin/products/${someId}`)).status).toBe(403);
    expect((await counts())[0]).toBe(rows);
  });

  it('answers bad input with a 4xx and the error body, writing nothing', async () => {
    const before = await counts();
    const bad: Record<string, unknown>[] = [
      body({ shop_url: 'javascript:alert(1)' }),
      body({ shop_url: 'not a link' }),
      body({ title: '' }),
      body({ title: 'x'.repeat(121) }),
      body({ title: 'bell\u0007' }),
      body({ description: 'y'.repeat(1001) }),
      body({ price_minor: -1 }),
      body({ price_minor: 1.5 }),
      body({ price_minor: 1e12 }),
      body({ product_code: 'has space' }),
      body({ position: 1000 }),
      { ...body(), locale: 'de' },
      { ...body(), published: 'yes' },
    ];
    for (const payload of bad) {
      const res = await send('admin', 'POST', 'admin/products', payload);
      expect(res.status, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(res.body).toMatchObject({ code: 'validation_failed' });
    }
    expect((await send('admin', 'PUT', 'admin/products/not-a-uuid', body())).status).toBe(422);
    expect((await send('admin', 'PUT', `admin/products/${crypto.randomUUID()}`, body())).status).toBe(404);
    expect(await counts()).toEqual(before);
  });
});

describe('product pictures', () => {
  const upload = (id: string, content: Buffer, who = 'admin') => {
    const { payload, headers } = multipartBody('file', 'picture.png', content, 'image/png');
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${id}/image`,
      headers: { ...bearer(tok[who] as string), ...headers },
      payload,
    });
  };

  it('stores a sniffed picture under a server-made name, serves it, and drops the one it replaces', async () => {
    const id = (await send('admin', 'POST', 'admin/products', body())).body.id as string;
    const first = await upload(id, png(2000));
    expect(first.statusCode).toBe(200);
    const url = first.json().image_url as string;
    expect(url).toMatch(/^\/api\/v1\/products\/images\/[0-9a-f-]{36}\.png$/);
    const got = await t.app.inject({ url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(png(2000))).toBe(true);
    const images = await em().count(ProductImage, {});
    const second = await upload(id, png(3000));
    expect(second.json().image_url).not.toBe(url);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect(await em().count(ProductImage, {})).toBe(images);
  });

  it('refuses other types, oversized files, unknown products and non-admins, storing nothing', async () => {
    const id = (await send('admin', 'POST', 'admin/products', body())).body.id as string;
    const before = await counts();
    expect((await upload(id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).statusCode).toBe(415);
    expect((await upload(id, Buffer.from('%PDF-1.4 not an image'))).statusCode).toBe(415);
    expect((await upload(id, png(6 * 1024 * 1024))).statusCode).toBe(413);
    expect((await upload(crypto.randomUUID(), png())).statusCode).toBe(404);
    expect((await upload(id, png(), 'moderator')).statusCode).toBe(403);
    expect((await upload(id, png(), 'rub')).statusCode).toBe(403);
    const notMultipart = await send('admin', 'POST', `admin/products/${id}/image`, { file: 'x' });
    expect(notMultipart.status).toBe(422);
    expect(await counts()).toEqual(before);
    expect((await t.app.inject({ url: '/api/v1/products/images/../../etc/passwd' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/v1/products/images/${crypto.randomUUID()}.png` })).statusCode,
    ).toBe(404);
  });
});
