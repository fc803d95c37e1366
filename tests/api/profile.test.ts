import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Profile } from '#contract/profile.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import {
  bearer,
  createUser as create,
  createTestApp,
  ENGLISH,
  signIn,
  type TestApp,
} from '../helpers/api-app.ts';
import { multipartBody, png } from '../helpers/api-multipart.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, 'ambassador@demo.local')).token;
});
afterAll(async () => t?.close());

const call = (
  method: 'GET' | 'PATCH' | 'PUT',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { ...bearer(token), ...headers },
    payload: payload as Record<string, unknown>,
  });
const upload = (content: Buffer, field = 'file', who = token) => {
  const { payload, headers } = multipartBody(field, 'a.bin', content);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/profile/avatar',
    headers: { ...headers, ...bearer(who) },
    payload,
  });
};
const avatarFiles = () => {
  try {
    return readdirSync(join(t.config.varDir, 'avatars'));
  } catch {
    return [];
  }
};

describe('profile', () => {
  it("returns the owner's profile with referral link, rank and partner count", async () => {
    const res = await call('GET', 'profile');
    expect(res.statusCode).toBe(200);
    expect(v.parse(Profile, res.json())).toMatchObject({
      email: 'ambassador@demo.local',
      referral_code: 'demo',
      referral_link: `${t.config.publicUrl}/r/demo`,
      // The demo ambassador's rank, team and manager come from the demo team seed (tests/api/demo-team.test.ts).
      rank: { code: 'rising_star', name_ru: 'Восходящая звезда', name_en: 'Rising star' },
      manager: { email: 'manager@demo.local' },
      residency: 'resident',
      avatar_url: null,
    });
    expect(res.json().partner_count).toBeGreaterThan(30);
    expect((await t.app.inject({ url: '/api/v1/profile' })).statusCode).toBe(401);
  });

  it('counts the whole team without hidden accounts, and shows Explorer and no manager by default', async () => {
    const root = await create(t.app, { email: 'root@profile.local' });
    const a = await create(t.app, { email: 'a@profile.local', sponsor: root.id });
    const b = await create(t.app, { email: 'b@profile.local', sponsor: a.id, status: 'hidden' });
    const c = await create(t.app, { email: 'c@profile.local', sponsor: b.id });
    const d = await create(t.app, { email: 'd@profile.local', sponsor: c.id, status: 'review' });
    await create(t.app, { email: 'e@profile.local', sponsor: d.id });
    const own = (await signIn(t.app, 'root@profile.local')).token;
    const res = await t.app.inject({ url: '/api/v1/profile', headers: bearer(own) });
    // a, c, d are listed; b is hidden; e is on line 5, beyond the team.
    expect(v.parse(Profile, res.json())).toMatchObject({
      partner_count: 3,
      // The Russian site reads the rank in Russian, the English one in English.
      rank: { code: 'explorer', name_ru: 'Исследователь', name_en: 'Explorer' },
      manager: null,
    });
  });

  it('updates allowed fields only; the referral code is unique and letters only', async () => {
    const res = await call('PATCH', 'profile', {
      nickname: 'anna2',
      city: 'Казань',
      referral_code: 'Annafit',
      email: 'x@y.z',
      role: 'admin',
      status: 'hidden',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      nickname: 'anna2',
      city: 'Казань',
      referral_code: 'annafit',
      email: 'ambassador@demo.local',
    });
    const session = await call('GET', 'auth/session');
    expect(session.json().user).toMatchObject({ role: 'ambassador', status: 'approved' });
    const taken = await call('PATCH', 'profile', { referral_code: 'NEWBIE' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ referral_code: ['Эта реферальная ссылка уже занята'] });
    const bad = await call(
      'PATCH',
      'profile',
      { referral_code: 'anna 1!', phone: 'x', nickname: '' },
      ENGLISH,
    );
    expect(bad.json().errors).toEqual({
      referral_code: ['Letters only, no spaces or special characters'],
      phone: ['Invalid value'],
      nickname: ['Required field'],
    });
  });

  it('sets the documents with validation', async () => {
    const bad = await call('PUT', 'profile/documents', { market: 'ru', inn: '123', residency: 'mars' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['inn', 'residency', 'type']);
    const ok = await call('PUT', 'profile/documents', {
      market: 'ru',
      inn: '7707083893',
      residency: 'non_resident',
      type: 'company',
    });
    expect(ok.json()).toMatchObject({ inn: '7707083893', residency: 'non_resident', type: 'company' });
  });
});

describe('avatar', () => {
  it('stores an image under a server-made name, serves it cached, and replaces the old one', async () => {
    const first = await upload(png());
    expect(first.statusCode).toBe(200);
    const url = first.json().avatar_url as string;
    expect(url).toMatch(/^\/api\/v1\/avatars\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.rawPayload.equals(png())).toBe(true);
    const second = await upload(png(5000));
    expect(second.statusCode).toBe(200);
    expect(avatarFiles()).toEqual([second.json().avatar_url.split('/').pop()]);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });

  it('refuses other types, oversize files and a wrong field, leaving nothing behind', async () => {
    const before = avatarFiles();
    const text = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'.repeat(200)));
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({
      message: 'Неподдерживаемый тип файла',
      errors: { file: ['Неподдерживаемый тип файла'] },
    });
    const big = await upload(png(5 * 1024 * 1024 + 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Файл слишком большой (не более 5 МБ)');
    expect((await upload(png(), 'other')).statusCode).toBe(422);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/avatar',
      headers: bearer(token),
      payload: {},
    });
    expect(json.statusCode).toBe(422);
    expect(avatarFiles()).toEqual(before);
    expect((await t.app.inject({ url: '/api/v1/avatars/..%2Fsecrets.json' })).statusCode).toBe(422);
  });

  it('needs a session', async () => {
    const { payload, headers } = multipartBody('file', 'a.png', png());
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/profile/avatar', headers, payload })).statusCode,
    ).toBe(401);
  });
});

describe('ownership', () => {
  it('another user sees only their own profile and cannot change this one', async () => {
    await create(t.app, { email: 'other@test.local' });
    const other = (await signIn(t.app, 'other@test.local')).token;
    const res = await t.app.inject({ url: '/api/v1/profile', headers: bearer(other) });
    expect(res.json().email).toBe('other@test.local');
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/profile',
      headers: bearer(other),
      payload: { nickname: 'hacked', id: 'x' },
    });
    expect((await call('GET', 'profile')).json().nickname).toBe('anna2');
  });
});

describe('referral link', () => {
  it("uses the base URL of the owner's locale (SPEC §1: separate domains per audience)", async () => {
    const own = await createTestApp({
      env: {
        PUBLIC_URL: 'https://ambassador.example',
        PUBLIC_URL_EN: 'https://en.ambassador.example',
        PUBLIC_URL_BY: 'https://by.ambassador.example',
      },
    });
    try {
      const linkOf = async (email: string, locale: string, code: string) => {
        const user = await create(own.app, { email });
        await own.app.orm.em.fork().nativeUpdate(User, { id: user.id }, { locale, referralCode: code });
        const res = await own.app.inject({
          url: '/api/v1/profile',
          headers: bearer((await signIn(own.app, email)).token),
        });
        return res.json().referral_link;
      };
      expect(await linkOf('ru@test.local', 'ru', 'rucode')).toBe('https://ambassador.example/r/rucode');
      expect(await linkOf('en@test.local', 'en', 'encode')).toBe('https://en.ambassador.example/r/encode');
      expect(await linkOf('by@test.local', 'by', 'bycode')).toBe('https://by.ambassador.example/r/bycode');
    } finally {
      await own.close();
    }
  });

  it('defaults to the locale prefix under PUBLIC_URL', async () => {
    const user = await create(t.app, { email: 'by-default@test.local' });
    await t.app.orm.em
      .fork()
      .nativeUpdate(User, { id: user.id }, { locale: 'by', referralCode: 'bydefault' });
    const res = await t.app.inject({
      url: '/api/v1/profile',
      headers: bearer((await signIn(t.app, 'by-default@test.local')).token),
    });
    expect(res.json().referral_link).toBe(`${t.config.publicUrl}/by/r/bydefault`);
  });
});
