/**
 * Issue 8 finding 3: a NUL (or any control character) in a text field is a 422, before and after sign-in,
 * and whatever text the contract lets through is stored and read back unchanged, on either database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { bearer, createTestApp, createUser, signIn, type TestApp, usesPostgres } from '../helpers/api-app.ts';
import { draftBody, newId, putDraft, submit } from '../helpers/api-placements.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ tweak: (c) => Object.assign(c.rateLimits.signUp, { max: 1000 }) });
  admin = (await signIn(t.app, 'admin@demo.local')).token;
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'PATCH' | 'POST', url: string, tk: string | null, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: tk ? bearer(tk) : {},
    payload: payload as Record<string, unknown>,
  });

let userCount = 0;
async function freshUser() {
  const email = `text-${++userCount}@test.local`;
  await createUser(t.app, { email });
  return (await signIn(t.app, email)).token;
}

const CONTROL = ['\u0000', '\u0001', '\u001b', '\u007f', '\u0085'];
const signUp = (fields: Record<string, unknown>) =>
  call('POST', 'auth/sign-up', null, {
    first_name: 'Pat',
    phone: '+79001234567',
    email: `signup-${++userCount}@test.local`,
    password: 'Secret12!',
    personal_data_consent: true,
    ...fields,
  });

describe('control characters answer 422 and write nothing', () => {
  it.each(CONTROL)('sign-up first_name and inviter with %j (no session needed)', async (c) => {
    for (const field of ['first_name', 'inviter']) {
      const res = await signUp({ [field]: `Pat${c}rick` });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
  });

  it.each(CONTROL)('profile text fields with %j', async (c) => {
    const tk = await freshUser();
    for (const field of ['nickname', 'first_name', 'last_name', 'surname', 'country', 'city']) {
      const res = await call('PATCH', 'profile', tk, { [field]: `x${c}y` });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    expect((await call('GET', 'profile', tk)).statusCode).toBe(200);
  });

  it.each(CONTROL)('placement text, file names and a search with %j', async (c) => {
    const tk = await freshUser();
    const id = newId();
    const text = await putDraft(t.app, tk, id, draftBody({ text: `A long text ${c} with a control` }));
    expect(text.statusCode).toBe(422);
    const file = { id: newId(), name: `a${c}.png`, type: `image/png${c}`, size: 10 };
    const files = await putDraft(t.app, tk, id, draftBody({ files: [file] }));
    expect(files.statusCode).toBe(422);
    expect(Object.keys(files.json().errors).sort()).toEqual(['files.0.name', 'files.0.type']);
    expect((await call('GET', `placements/${id}`, tk)).statusCode).toBe(404);
    const search = await call('GET', `admin/applicants?q=${encodeURIComponent(`a${c}`)}`, admin);
    expect(search.statusCode).toBe(422);
  });

  it.each(CONTROL)("a moderator's rejection reason with %j", async (c) => {
    const tk = await freshUser();
    const id = newId();
    await putDraft(t.app, tk, id, draftBody());
    expect((await submit(t.app, tk, id, newId())).statusCode).toBe(200);
    const reason = `No marking${c}here`;
    const decide = (url: string) => call('POST', url, admin, { decision: 'reject', reason });
    expect((await decide(`admin/placements/${id}/decision`)).statusCode).toBe(422);
    expect((await call('GET', `placements/${id}`, tk)).json()).toMatchObject({ status: 'moderation' });
    const review = await createUser(t.app, { email: `review-${++userCount}@test.local`, status: 'review' });
    expect((await decide(`admin/applicants/${review.id}/decision`)).statusCode).toBe(422);
  });
});

/** Strings that have broken SQL escaping somewhere; each fits a 100-character profile field. */
const NASTY = [
  `O'Brien "the" \`tick\``,
  String.raw`back\slash \\ \' \" \0 \n end`,
  "'); drop table users; --",
  "' or '1'='1",
  '? ?? $1 :name @p0 %s %% _ \\? end',
  "E'\\x00' || char(0) ||",
  'Ünïcödé café ß ﬁ Ω 漢字 カタカナ',
  '😀 👩‍👩‍👧‍👦 🏳️‍🌈 🇷🇺',
  '\u202eעברית العربية\u202c',
  'zero\u200bwidth\u200djoin\ufeffbom',
  'line\u2028para\u2029sep',
  'combining e\u0301\u0301\u0301',
  '\ud83d\ude00 surrogate pair',
  '𝕏'.repeat(50),
];

describe('any text the contract accepts is stored and read back unchanged', () => {
  it.each(NASTY)('profile fields: %j', async (s) => {
    const tk = await freshUser();
    const body = { nickname: s, first_name: s, last_name: s, surname: s, country: s, city: s };
    const res = await call('PATCH', 'profile', tk, body);
    expect(res.statusCode).toBe(200);
    expect((await call('GET', 'profile', tk)).json()).toMatchObject(body);
    const search = await call('GET', `admin/applicants?status=approved&q=${encodeURIComponent(s)}`, admin);
    expect(search.statusCode).toBe(200);
  });

  it('placement text (multi-line, up to 16 384 characters) and a rejection reason', async () => {
    const tk = await freshUser();
    const text = `${NASTY.join('\n')}\r\n\t${'Я'.repeat(16_384)}`.slice(0, 16_384);
    const id = newId();
    const res = await putDraft(t.app, tk, id, draftBody({ text, promocode: 'ЁжикStar2' }));
    expect(res.statusCode).toBe(200);
    expect((await call('GET', `placements/${id}`, tk)).json()).toMatchObject({
      text,
      promocode: 'ЁжикStar2',
    });
    // Moderation takes only a registered code of the blogger (decision 043).
    const code = await call('POST', 'promocodes', tk, { network: 'vk', code: 'ЁжикStar2' });
    expect(code.statusCode).toBe(201);
    expect((await submit(t.app, tk, id, newId())).statusCode).toBe(200);
    const reason = NASTY.join('\n').slice(0, 1000);
    const decision = await call('POST', `admin/placements/${id}/decision`, admin, {
      decision: 'reject',
      reason,
    });
    expect(decision.statusCode).toBe(200);
    expect((await call('GET', `placements/${id}`, tk)).json()).toMatchObject({ rejection_reason: reason });
  });
});

describe('the persistence path itself', () => {
  it('a NUL written past the contract is stored whole on SQLite; PostgreSQL text refuses it', async () => {
    const em = t.app.orm.em.fork();
    const user = await em.findOneOrFail(User, { email: 'admin@demo.local' });
    user.city = "a\u0000b'\u0000";
    if (usesPostgres()) {
      await expect(em.flush()).rejects.toThrow();
      return;
    }
    await em.flush();
    const back = await t.app.orm.em.fork().findOneOrFail(User, { city: "a\u0000b'\u0000" });
    expect(back.city).toBe("a\u0000b'\u0000");
    expect(back.id).toBe(user.id);
  });
});
