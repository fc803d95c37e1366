/** The demo seed issues closing acts to its sole proprietor (Pavel), numbered from 1 without gaps. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { ClosingAct } from '../../api/modules/wallet/acts/act.entity.ts';
import { createTestApp, signIn, type TestApp } from '../helpers/api-app.ts';
import { auth } from '../helpers/wallet.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

it('the demo sole proprietor has acts on the Documents page, and only they do', async () => {
  const em = t.app.orm.em.fork();
  const pavel = await em.findOneOrFail(User, { email: 'pavel@demo.local' });
  const acts = await em.find(ClosingAct, {}, { orderBy: { number: 'asc' } });
  expect(acts.length).toBeGreaterThan(0);
  expect(acts.every((a) => a.owner.id === pavel.id)).toBe(true);
  expect(acts.map((a) => a.number)).toEqual(acts.map((_, i) => i + 1));
  const { token } = await signIn(t.app, pavel.email);
  const list = await t.app.inject({ url: '/api/v1/documents/acts', headers: auth(token) });
  expect(list.json().items).toHaveLength(acts.length);
});
