/**
 * Two markets, not two translations (docs/decisions/065-uae-market.md): each account reads its own market's
 * school and gives its own market's legal and payout details, with clear 422 messages in both languages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCourses } from '../../api/db/seed/demo-courses.ts';
import { bearer, createTestApp, createUser, ENGLISH, signIn, type TestApp } from '../helpers/api-app.ts';

let t: TestApp;
let anna: string;
let emma: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCourses(t.app.orm.em.fork(), t.config.varDir);
  [anna, emma, admin] = (await Promise.all(
    ['ambassador', 'emma', 'admin'].map(async (n) => (await signIn(t.app, `${n}@demo.local`)).token),
  )) as [string, string, string];
});
afterAll(async () => t?.close());

const call = (
  token: string,
  method: 'GET' | 'PUT' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  headers = {},
) =>
  t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { ...bearer(token), ...headers },
    payload: payload as object,
  });
const titles = async (token: string) =>
  ((await call(token, 'GET', 'courses')).json() as { title: string; market: string }[]).map((c) => c.title);

/** A valid Emirates ID (Luhn digit 6) and the standard example UAE IBAN (mod 97 = 1). */
const EMIRATES_ID = '784-1990-1234567-6';
const IBAN = 'AE07 0331 2345 6789 0123 456';
const uae = (over: Record<string, unknown> = {}) => ({
  market: 'en',
  residency: 'resident',
  id_number: EMIRATES_ID,
  iban: IBAN,
  bank_name: 'Emirates NBD',
  ...over,
});

describe('the school per market', () => {
  it('gives a UAE blogger the UAE courses and a Russian one the Russian courses', async () => {
    expect(await titles(emma)).toEqual(['Ambassador school: UAE', 'Content that sells in the Emirates']);
    expect(await titles(anna)).toEqual(['Школа амбассадора', 'Контент, который продаёт']);
  });

  it("hides another market's course, its media and its lessons' progress (404)", async () => {
    const all = (await call(admin, 'GET', 'admin/courses')).json() as {
      id: string;
      market: string;
      cover_media_id: string;
      lessons: { id: string }[];
    }[];
    const ru = all.find((c) => c.market === 'ru' && c.lessons.length) as (typeof all)[number];
    expect((await call(emma, 'GET', `courses/${ru.id}`)).statusCode).toBe(404);
    expect((await call(emma, 'GET', `courses/${ru.id}/media/${ru.cover_media_id}`)).statusCode).toBe(404);
    const progress = { completed: true, completed_at: new Date().toISOString() };
    const lesson = ru.lessons[0]?.id;
    expect(
      (await call(emma, 'PUT', `courses/${ru.id}/lessons/${lesson}/progress`, progress)).statusCode,
    ).toBe(404);
  });

  it('lets staff set the market; the onboarding course is one per market', async () => {
    const made = await call(admin, 'POST', 'admin/courses', {
      market: 'en',
      title: 'UAE welcome, second edition',
      description: '',
      published: true,
      onboarding: true,
      cover_media_id: null,
      lessons: [{ id: crypto.randomUUID(), title: 'Hello', blocks: [{ type: 'text', text: 'Hi' }] }],
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().market).toBe('en');
    const all = (await call(admin, 'GET', 'admin/courses')).json() as {
      market: string;
      onboarding: boolean;
    }[];
    // Claiming the UAE onboarding course leaves the Russian one alone.
    expect(
      all
        .filter((c) => c.onboarding)
        .map((c) => c.market)
        .sort(),
    ).toEqual(['en', 'ru']);
    expect(await titles(anna)).not.toContain('UAE welcome, second edition');
    expect(await titles(emma)).toContain('UAE welcome, second edition');
    const bad = await call(admin, 'POST', 'admin/courses', { ...(made.json() as object), market: 'uk' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toContain('market');
  });
});

describe('legal and payout details per market', () => {
  it('shows a UAE account its own fields and no Russian ones', async () => {
    const profile = (await call(emma, 'GET', 'profile')).json();
    expect(profile).toMatchObject({ market: 'en', inn: null, type: null });
    expect((await call(anna, 'GET', 'profile')).json()).toMatchObject({
      market: 'ru',
      iban: null,
      id_number: null,
    });
  });

  it('checks the Emirates ID, the IBAN and the TRN, with messages in both languages', async () => {
    const bad = await call(
      emma,
      'PUT',
      'profile/documents',
      {
        ...uae({ id_number: '784-1990-1234567-1', iban: 'AE07 0331 2345 6789 0123 457', trn: '12345' }),
      },
      ENGLISH,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      id_number: ['This is not a valid Emirates ID number: check the digits'],
      iban: ['This is not a valid IBAN: check the digits'],
      trn: ['Enter the TRN: 15 digits'],
    });
    const ru = await call(
      emma,
      'PUT',
      'profile/documents',
      uae({ id_number: '12345', iban: 'DE89370400440532013000' }),
      {
        'accept-language': 'ru',
      },
    );
    expect(ru.json().errors).toEqual({
      id_number: ['Введите номер Emirates ID в виде 784-YYYY-NNNNNNN-N'],
      iban: ['Введите IBAN банка ОАЭ: AE и 21 цифра'],
    });
    const passport = await call(
      emma,
      'PUT',
      'profile/documents',
      uae({ residency: 'non_resident', id_number: '#1' }),
      ENGLISH,
    );
    expect(passport.json().errors).toEqual({
      id_number: ['Enter the passport number: 6 to 12 letters and digits'],
    });
    // Nothing of a refused body was stored.
    expect((await call(emma, 'GET', 'profile')).json()).toMatchObject({ iban: null, id_number: null });
  });

  it('stores UAE details without an INN, a patronymic or a cooperation type', async () => {
    const ok = await call(
      emma,
      'PUT',
      'profile/documents',
      uae({ id_number: '784199012345676', trn: '100 1234 5678 9003' }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      market: 'en',
      residency: 'resident',
      id_number: EMIRATES_ID,
      iban: 'AE070331234567890123456',
      bank_name: 'Emirates NBD',
      trn: '100123456789003',
      licence_number: null,
      inn: null,
    });
  });

  it("refuses the other market's details (422, nothing written)", async () => {
    const russian = { market: 'ru', inn: '500100732259', residency: 'resident', type: 'self_employed' };
    const wrong = await call(emma, 'PUT', 'profile/documents', russian, ENGLISH);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      market: ["These details are for another country's accounts: reload the page"],
    });
    expect((await call(anna, 'PUT', 'profile/documents', uae())).statusCode).toBe(422);
    expect((await call(anna, 'GET', 'profile')).json()).toMatchObject({ iban: null, inn: '500100732259' });
  });

  it("completes a UAE account's data step with the UAE fields only", async () => {
    await createUser(t.app, { email: 'layla@example.com', currency: 'USD' });
    const layla = (await signIn(t.app, 'layla@example.com')).token;
    for (const step of ['important_info', 'rules', 'tech_spec'])
      await call(layla, 'POST', `onboarding/steps/${step}`, { confirmed: true });
    const missing = await call(layla, 'POST', 'onboarding/steps/data', { confirmed: true });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'bank_name',
      'first_name',
      'iban',
      'id_number',
      'last_name',
      'residency',
    ]);
    await call(layla, 'PATCH', 'profile', { first_name: 'Layla', last_name: 'Haddad' });
    expect((await call(layla, 'PUT', 'profile/documents', uae())).statusCode).toBe(200);
    expect((await call(layla, 'POST', 'onboarding/steps/data', { confirmed: true })).statusCode).toBe(200);
  });
});

describe('the demo school', () => {
  it('is seeded once per market: a database with only the Russian school gets the UAE one', async () => {
    const courses = async () =>
      (await call(admin, 'GET', 'admin/courses')).json() as { id: string; market: string }[];
    const before = (await courses()).length;
    await seedDemoCourses(t.app.orm.em.fork(), t.config.varDir);
    expect((await courses()).length).toBe(before);
    for (const course of (await courses()).filter((c) => c.market === 'en'))
      expect(
        (
          await t.app.inject({
            method: 'DELETE',
            url: `/api/v1/admin/courses/${course.id}`,
            headers: bearer(admin),
          })
        ).statusCode,
      ).toBe(204);
    const russian = (await courses()).length;
    await seedDemoCourses(t.app.orm.em.fork(), t.config.varDir);
    expect((await courses()).length).toBe(russian + 2);
    expect(await titles(emma)).toEqual(['Ambassador school: UAE', 'Content that sells in the Emirates']);
  });
});
