import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMOCODES_PER_OWNER } from '#contract/promocodes.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { Promocode } from '../../api/modules/promocodes/promocode.entity.ts';
import { findPromocodeOwner } from '../../api/modules/promocodes/promocodes.service.ts';
import { bearer, createTestApp, createUser, ENGLISH, signIn, type TestApp } from '../helpers/api-app.ts';

let t: TestApp;
let n = 0;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

const em = () => t.app.orm.em.fork();
async function blogger(status: 'approved' | 'review' = 'approved') {
  const email = `promo${++n}@test.local`;
  const user = await createUser(t.app, { email, status });
  return { id: user.id, token: (await signIn(t.app, email)).token };
}
const add = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/promocodes',
    headers: { ...bearer(token), ...headers },
    payload: body as Record<string, unknown>,
  });
const list = (token: string, query = '') =>
  t.app.inject({ url: `/api/v1/promocodes${query}`, headers: bearer(token) });
const codesOf = async (ownerId: string) =>
  (await em().find(Promocode, { owner: ownerId }, { orderBy: { code: 'asc' } })).map((p) => p.code);

describe('POST /promocodes', () => {
  it('adds a code bound to a network and lists only the owner’s codes, filtered by network', async () => {
    const a = await blogger();
    const b = await blogger();
    const res = await add(a.token, { network: 'vk', code: ' Fit10 ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ network: 'vk', code: 'Fit10' });
    expect((await add(a.token, { network: 'telegram', code: 'ЁжикTG2' })).statusCode).toBe(201);
    expect((await add(b.token, { network: 'vk', code: 'OTHER1' })).statusCode).toBe(201);
    const all = (await list(a.token)).json() as { code: string }[];
    expect(all.map((p) => p.code).sort()).toEqual(['Fit10', 'ЁжикTG2']);
    const vk = (await list(a.token, '?network=vk')).json() as { code: string }[];
    expect(vk.map((p) => p.code)).toEqual(['Fit10']);
    expect((await list(b.token)).json().map((p: { code: string }) => p.code)).toEqual(['OTHER1']);
    expect((await list(a.token, '?network=myspace')).statusCode).toBe(422);
  });

  it.each([
    ['a space', 'FIT 10', 'promocode_chars'],
    ['a special character', 'FIT-10', 'promocode_chars'],
    ['an emoji', 'FIT🔥', 'promocode_chars'],
    ['a control character', 'FIT\u000010', 'promocode_chars'],
    ['nothing', '   ', 'required'],
    ['33 characters', 'A'.repeat(33), 'too_long'],
    ['a key longer than the column once lower-cased', 'İ'.repeat(32), 'too_long'],
  ])('refuses %s and writes nothing', async (_name, code, id) => {
    const a = await blogger();
    const res = await add(a.token, { network: 'vk', code }, ENGLISH);
    expect(res.statusCode).toBe(422);
    const messages: Record<string, string> = {
      promocode_chars: 'Promocode cannot contain special characters or spaces',
      required: 'Required field',
      too_long: 'Value is too long',
    };
    expect(res.json().errors.code).toEqual([messages[id]]);
    expect(await codesOf(a.id)).toEqual([]);
  });

  it('accepts 32 letters and digits exactly, and refuses an unknown network', async () => {
    const a = await blogger();
    expect((await add(a.token, { network: 'vk', code: `${'Z'.repeat(30)}42` })).statusCode).toBe(201);
    const res = await add(a.token, { network: 'myspace', code: 'GOOD1' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['network']);
  });

  it('keeps a code unique across the platform whatever its case, with the SPEC failure text', async () => {
    const a = await blogger();
    const b = await blogger();
    expect((await add(a.token, { network: 'vk', code: 'SUMMER' })).statusCode).toBe(201);
    for (const [token, code] of [
      [b.token, 'summer'],
      [b.token, 'Summer'],
      [a.token, 'sUMMER'],
    ] as const) {
      const res = await add(token, { network: 'telegram', code });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        message: 'Ошибка при добавлении промокода',
        errors: { code: ['Этот промокод уже занят'] },
      });
    }
    expect(await codesOf(b.id)).toEqual([]);
  });

  it('lets exactly one of many concurrent adds of one code win; the others get a field error', async () => {
    const users = await Promise.all(Array.from({ length: 12 }, () => blogger()));
    const answers = await Promise.all(
      users.map((u, i) => add(u.token, { network: 'vk', code: i % 2 ? 'RACE1' : 'race1' }, ENGLISH)),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(11).fill(422)]);
    for (const r of answers.filter((r) => r.statusCode === 422))
      expect(r.json().errors).toEqual({ code: ['This promocode is already taken'] });
    expect(await em().count(Promocode, { codeKey: 'race1' })).toBe(1);
  });

  it(`holds at most ${PROMOCODES_PER_OWNER} codes per blogger, even under concurrent adds`, async () => {
    const a = await blogger();
    const base = PROMOCODES_PER_OWNER - 4;
    for (let i = 0; i < base; i++)
      expect((await add(a.token, { network: 'vk', code: `LIM${a.id.slice(0, 8)}x${i}` })).statusCode).toBe(
        201,
      );
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        add(a.token, { network: 'ok', code: `LIMP${i}${a.id.slice(0, 6)}` }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(4);
    for (const r of answers.filter((r) => r.statusCode !== 201)) {
      expect(r.statusCode).toBe(422);
      expect(r.json().errors.code).toEqual(['У вас уже максимальное число промокодов (50)']);
    }
    expect(await em().count(Promocode, { owner: a.id })).toBe(PROMOCODES_PER_OWNER);
  });

  it('is for approved bloggers only', async () => {
    const pending = await blogger('review');
    expect((await add(pending.token, { network: 'vk', code: 'NOPE1' })).statusCode).toBe(403);
    expect((await list(pending.token)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/promocodes',
      payload: { network: 'vk', code: 'NOPE2' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/promocodes' })).statusCode).toBe(401);
    expect(await em().count(Promocode, { codeKey: { $in: ['nope1', 'nope2'] } })).toBe(0);
  });
});

describe('findPromocodeOwner', () => {
  it('finds the owner by any case, only while the account is approved', async () => {
    const a = await blogger();
    expect((await add(a.token, { network: 'youtube', code: 'OwnerCode' })).statusCode).toBe(201);
    expect(await findPromocodeOwner(em(), 'OWNERCODE')).toMatchObject({ ownerId: a.id, network: 'youtube' });
    expect(await findPromocodeOwner(em(), ' ownercode ')).toMatchObject({ ownerId: a.id });
    expect(await findPromocodeOwner(em(), 'ownercod')).toBeNull();
    expect(await findPromocodeOwner(em(), '')).toBeNull();
    expect(await findPromocodeOwner(em(), 'x'.repeat(500))).toBeNull();
    await em().nativeUpdate(User, { id: a.id }, { status: 'hidden' });
    expect(await findPromocodeOwner(em(), 'OwnerCode')).toBeNull();
  });
});
