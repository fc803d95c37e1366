import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicantPage, AuditEntry, OutboxMessage } from '#contract/moderation.ts';
import { bearer, createTestApp, ENGLISH, mailsTo, signIn, type TestApp } from '../helpers/api-app.ts';

let t: TestApp;
let admin: string;
let ambassador: string;
beforeAll(async () => {
  t = await createTestApp({ tweak: (c) => Object.assign(c.rateLimits.signUp, { max: 1000 }) });
  admin = (await signIn(t.app, 'admin@demo.local')).token;
  ambassador = (await signIn(t.app, 'ambassador@demo.local')).token;
});
afterAll(async () => t?.close());

/** Signs up and completes step 2; returns the applicant's access token. */
async function apply(email: string, network: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-up',
    headers,
    payload: {
      first_name: 'Pat',
      phone: '+79001234567',
      email,
      password: 'Secret12!',
      personal_data_consent: true,
    },
  });
  const { token } = res.json();
  const step2 = await t.app.inject({
    method: 'POST',
    url: '/api/v1/accounts/registration',
    headers: bearer(token),
    payload: {
      nickname: `nick_${network}`,
      telegram: '@pat',
      network,
      account_url: `https://${network}.com/pat`,
      followers: 10,
      country: 'RU',
    },
  });
  expect(step2.statusCode).toBe(200);
  return token as string;
}

const get = (url: string, token = admin) => t.app.inject({ url: `/api/v1/${url}`, headers: bearer(token) });
const decide = (id: string, payload: unknown, token = admin, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/applicants/${id}/decision`,
    headers: { ...bearer(token), ...headers },
    payload: payload as Record<string, unknown>,
  });

async function findApplicant(email: string) {
  const page = v.parse(ApplicantPage, (await get(`admin/applicants?q=${encodeURIComponent(email)}`)).json());
  const item = page.items.find((a) => a.email === email);
  if (!item) throw new Error(`${email} not in the queue`);
  return item;
}

describe('review queue', () => {
  it('lists applicants under review, newest first, with filters and their audience', async () => {
    await apply('queue.a@test.local', 'youtube');
    await apply('queue.b@test.local', 'tiktok');
    const page = v.parse(ApplicantPage, (await get('admin/applicants')).json());
    expect(page.items[0]?.email).toBe('queue.b@test.local');
    expect(page.items.map((a) => a.email)).toContain('review@demo.local');
    expect(page.items.every((a) => a.status === 'review')).toBe(true);
    const review = page.items.find((a) => a.email === 'review@demo.local');
    expect(review?.inviter?.email).toBe('ambassador@demo.local');
    const tiktok = v.parse(ApplicantPage, (await get('admin/applicants?network=tiktok')).json());
    expect(tiktok.items.map((a) => a.email)).toEqual(['queue.b@test.local']);
    expect(tiktok.items[0]?.social_accounts).toEqual([
      { network: 'tiktok', url: 'https://tiktok.com/pat', followers: 10 },
    ]);
    const byNick = v.parse(ApplicantPage, (await get('admin/applicants?q=NICK_YOUTUBE')).json());
    expect(byNick.items.map((a) => a.email)).toEqual(['queue.a@test.local']);
    // The demo team fills more than a page of approved accounts: search narrows it.
    const approved = v.parse(
      ApplicantPage,
      (await get('admin/applicants?status=approved&q=demo.local')).json(),
    );
    const ambassador = v.parse(
      ApplicantPage,
      (await get('admin/applicants?status=approved&q=ambassador@demo')).json(),
    );
    expect(ambassador.items.map((a) => a.email)).toEqual(['ambassador@demo.local']);
    expect(ambassador.items[0]?.manager?.name).toBe('Екатерина Орлова');
    // Staff accounts are not applicants.
    const staff = v.parse(ApplicantPage, (await get('admin/applicants?status=approved&q=admin@demo')).json());
    expect(approved.total).toBeGreaterThan(20);
    expect(staff.items).toEqual([]);
  });

  it('pages by 20', async () => {
    for (let i = 0; i < 20; i++) await apply(`page${i}@test.local`, 'ok');
    const first = v.parse(ApplicantPage, (await get('admin/applicants?network=ok')).json());
    expect(first).toMatchObject({ total: 20, page: 1, pages: 1 });
    const all = v.parse(ApplicantPage, (await get('admin/applicants')).json());
    expect(all.items).toHaveLength(20);
    expect(all.pages).toBe(Math.ceil(all.total / 20));
    const second = v.parse(ApplicantPage, (await get('admin/applicants?page=2')).json());
    expect(second.page).toBe(2);
    expect(second.items.length).toBe(all.total - 20);
    expect((await get('admin/applicants?page=0')).statusCode).toBe(422);
  });
});

describe('decisions', () => {
  it("approves: status approved, audited, mailed in the applicant's language with a configured link", async () => {
    const token = await apply('approve.me@test.local', 'vk');
    const applicant = await findApplicant('approve.me@test.local');
    const res = await decide(applicant.id, { decision: 'approve' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', rejection_reason: null });
    const session = await get('auth/session', token);
    expect(session.json().user.status).toBe('approved');
    const [mail] = await mailsTo(t.app, 'approve.me@test.local');
    expect(mail?.subject).toBe('Ваш аккаунт одобрен');
    expect(mail?.text).toContain(`${t.config.publicUrl}/user/login`);
    expect(mail?.html).toContain('<a href=');
    // Only from review: a second decision conflicts.
    const again = await decide(applicant.id, { decision: 'reject', reason: 'late' });
    expect(again.statusCode).toBe(409);
  });

  it('rejects with a reason: status rejected, English mail, sign-in refused', async () => {
    await apply('reject.me@test.local', 'vk', ENGLISH);
    const applicant = await findApplicant('reject.me@test.local');
    const missing = await decide(applicant.id, { decision: 'reject', reason: ' ' }, admin, ENGLISH);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ reason: ['Required field'] });
    const res = await decide(applicant.id, { decision: 'reject', reason: 'Audience <too> small' });
    expect(res.json()).toMatchObject({ status: 'rejected', rejection_reason: 'Audience <too> small' });
    const [mail] = await mailsTo(t.app, 'reject.me@test.local');
    expect(mail?.subject).toBe('Application declined');
    expect(mail?.text).toContain('Reason: Audience <too> small');
    expect(mail?.html).toContain('Audience &#60;too&#62; small');
    const signInRes = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: 'reject.me@test.local', password: 'Secret12!' },
    });
    expect(signInRes.statusCode).toBe(403);
    expect(signInRes.json().code).toBe('account_rejected');
  });

  it('writes the audit log and lists the outbox', async () => {
    const audit = v.parse(v.array(AuditEntry), (await get('admin/audit')).json());
    expect(audit[0]).toMatchObject({
      action: 'account.reject',
      target_email: 'reject.me@test.local',
      reason: 'Audience <too> small',
      actor: { email: 'admin@demo.local' },
    });
    expect(audit.map((a) => a.action)).toContain('account.approve');
    const outbox = v.parse(v.array(OutboxMessage), (await get('admin/outbox')).json());
    expect(outbox[0]?.to).toBe('reject.me@test.local');
  });

  it('answers 404 for unknown ids and 422 for malformed ones', async () => {
    expect((await decide('00000000-0000-4000-8000-000000000000', { decision: 'approve' })).statusCode).toBe(
      404,
    );
    expect((await decide('not-a-uuid', { decision: 'approve' })).statusCode).toBe(422);
    expect((await decide('00000000-0000-4000-8000-000000000000', { decision: 'maybe' })).statusCode).toBe(
      422,
    );
  });
});

describe('access', () => {
  it('refuses ambassadors and guests on every admin endpoint', async () => {
    const applicant = await findApplicant('review@demo.local');
    for (const url of ['admin/applicants', 'admin/audit', 'admin/outbox']) {
      expect((await get(url, ambassador)).statusCode).toBe(403);
      expect((await t.app.inject({ url: `/api/v1/${url}` })).statusCode).toBe(401);
    }
    const res = await decide(applicant.id, { decision: 'approve' }, ambassador);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
    expect((await findApplicant('review@demo.local')).status).toBe('review');
  });
});
