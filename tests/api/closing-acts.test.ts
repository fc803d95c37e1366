/**
 * Closing acts (docs/decisions/072): sole proprietors and companies get one act per released month, numbered
 * without gaps even when issuers race (run on PostgreSQL too), never changed, corrected by a new act; the
 * PDF is the owner's only; the job mails a link.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runClosingActs } from '../../api/jobs/closing-acts.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { MonthClose } from '../../api/modules/commissions/plan.entity.ts';
import { OutboxMail } from '../../api/modules/mail/mail.entity.ts';
import { ClosingAct } from '../../api/modules/wallet/acts/act.entity.ts';
import { correctAct, issueMonthActs } from '../../api/modules/wallet/acts/acts.service.ts';
import { createTestApp, createUser, signIn, type TestApp } from '../helpers/api-app.ts';
import { auth } from '../helpers/wallet.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());
const em = () => t.app.orm.em.fork();
const customer = { name: 'ООО «Бренд»', inn: '7701234567' };

async function blogger(
  type: 'self_employed' | 'sole_proprietor' | 'company',
  released: Record<string, number>,
) {
  const email = `act-${randomUUID().slice(0, 8)}@acts.test`;
  const user = await createUser(t.app, { email });
  await em().nativeUpdate(
    User,
    { id: user.id },
    { type, inn: '771234567890', firstName: 'Ирина', lastName: 'Смирнова' },
  );
  const fork = em();
  for (const [month, amount] of Object.entries(released))
    fork.create(MonthClose, {
      account: user.id,
      month,
      outcome: 'released',
      integrations: 2,
      required: 2,
      amount,
    });
  await fork.flush();
  return { id: user.id, email, token: (await signIn(t.app, email)).token };
}

/** Every number issued so far, in order: must be exactly 1..n. */
async function expectGapless() {
  const numbers = (await em().find(ClosingAct, {}, { orderBy: { number: 'asc' } })).map((a) => a.number);
  expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  return numbers.length;
}

describe('closing acts', () => {
  it('go to sole proprietors and companies once per released month, numbered without gaps', async () => {
    const ip = await blogger('sole_proprietor', { '2026-09': 4_523_450 });
    const company = await blogger('company', { '2026-09': 1_000_000 });
    const selfEmployed = await blogger('self_employed', { '2026-09': 2_000_000 });
    const issued = await issueMonthActs(em(), '2026-09', customer);
    expect(issued.map((a) => a.owner.id).sort()).toEqual([ip.id, company.id].sort());
    expect(await issueMonthActs(em(), '2026-09', customer)).toEqual([]);
    expect(await em().count(ClosingAct, { owner: selfEmployed.id })).toBe(0);
    await expectGapless();

    const list = await t.app.inject({ url: '/api/v1/documents/acts', headers: auth(ip.token) });
    expect(list.json().items).toEqual([
      expect.objectContaining({ month: '2026-09', amount: 4_523_450, currency: 'RUB', revision: 0 }),
    ]);
    const id = list.json().items[0].id;
    for (const lang of ['ru', 'en']) {
      const pdf = await t.app.inject({
        url: `/api/v1/documents/acts/${id}/pdf?lang=${lang}`,
        headers: auth(ip.token),
      });
      expect([pdf.statusCode, pdf.headers['content-type'], pdf.rawPayload.subarray(0, 5).toString()]).toEqual(
        [200, 'application/pdf', '%PDF-'],
      );
    }
    const stranger = await t.app.inject({
      url: `/api/v1/documents/acts/${id}/pdf`,
      headers: auth(company.token),
    });
    expect(stranger.statusCode).toBe(404);
    const bad = await t.app.inject({
      url: `/api/v1/documents/acts/${id}/pdf?lang=de`,
      headers: auth(ip.token),
    });
    expect(bad.statusCode).toBe(422);
  });

  it('a correction is a new act naming the old one, which stays as issued', async () => {
    const ip = await blogger('sole_proprietor', { '2026-08': 500_000 });
    const [act] = await issueMonthActs(em(), '2026-08', customer);
    const before = await em().findOneOrFail(ClosingAct, { id: act!.id });
    const fixed = await correctAct(em(), act!.id, 450_000, customer);
    expect([fixed.revision, fixed.corrects, fixed.amount]).toEqual([1, act!.id, 450_000]);
    expect(JSON.parse(fixed.snapshot).corrects_number).toBe(act!.number);
    const after = await em().findOneOrFail(ClosingAct, { id: act!.id });
    expect([after.amount, after.snapshot, after.number]).toEqual([
      before.amount,
      before.snapshot,
      before.number,
    ]);
    expect(await em().count(ClosingAct, { owner: ip.id })).toBe(2);
    await expectGapless();
  });

  it('racing issuers and corrections leave no gap and no double act', async () => {
    const months = ['2025-01', '2025-02', '2025-03', '2025-04'];
    const people = await Promise.all(
      Array.from({ length: 6 }, () =>
        blogger('sole_proprietor', Object.fromEntries(months.map((m) => [m, 100_000]))),
      ),
    );
    // Every month issued by three racing runs at once.
    await Promise.all(months.flatMap((m) => [1, 2, 3].map(() => issueMonthActs(em(), m, customer))));
    const acts = await em().find(ClosingAct, { owner: { $in: people.map((p) => p.id) } });
    expect(acts).toHaveLength(people.length * months.length);
    const first = acts.slice(0, 8);
    const corrections = await Promise.allSettled(first.map((a) => correctAct(em(), a.id, 90_000, customer)));
    expect(corrections.every((c) => c.status === 'fulfilled')).toBe(true);
    const total = await expectGapless();
    expect(total).toBeGreaterThanOrEqual(people.length * months.length + 8);
  });

  it('the job issues the last ended month and mails a link to the Documents page', async () => {
    const now = new Date();
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    const ip = await blogger('company', { [last]: 700_000 });
    expect(await runClosingActs(em(), t.app, t.config, now)).toBeGreaterThanOrEqual(1);
    await t.app.mailer.idle();
    const mail = await em().findOneOrFail(OutboxMail, { to: ip.email });
    expect(mail.text).toContain('/user/documents');
    expect(mail.subject).toMatch(/^Акт № \d+/);
  });
});
