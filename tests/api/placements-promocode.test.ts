/**
 * A placement's promocode is one of the blogger's codes for its network (decision 043): drafts save any
 * well-formed value (offline edits, values stored before promocodes existed), submit requires an own code
 * and answers 422 on the promocode field otherwise; stored free text still reads back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Placement } from '../../api/modules/placements/placement.entity.ts';
import { Promocode } from '../../api/modules/promocodes/promocode.entity.ts';
import { bearer, createTestApp, createUser, ENGLISH, signIn, type TestApp } from '../helpers/api-app.ts';
import { draftBody, newId, putDraft, submit } from '../helpers/api-placements.ts';

let t: TestApp;
let token: string;
let ownerId: string;
let otherToken: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  ownerId = (await createUser(t.app, { email: 'owner@promo.test' })).id;
  token = (await signIn(t.app, 'owner@promo.test')).token;
  await createUser(t.app, { email: 'other@promo.test' });
  otherToken = (await signIn(t.app, 'other@promo.test')).token;
  for (const [tk, network, code] of [
    [token, 'vk', 'FIT10'],
    [token, 'telegram', 'TgOnly'],
    [otherToken, 'vk', 'THEIRS'],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/promocodes',
      headers: bearer(tk),
      payload: { network, code },
    });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(async () => t?.close());

const getOne = (id: string) => t.app.inject({ url: `/api/v1/placements/${id}`, headers: bearer(token) });

async function draftWith(promocode: string, network = 'vk') {
  const id = newId();
  const put = await putDraft(t.app, token, id, draftBody({ promocode, network: network as 'vk' }));
  expect(put.statusCode).toBe(200);
  expect(put.json().promocode).toBe(promocode);
  return id;
}

describe('placement promocode at submit', () => {
  it('submits an own code of the same network, in its registered spelling', async () => {
    const id = await draftWith('fit10');
    const res = await submit(t.app, token, id, `${id}:1`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'moderation', promocode: 'FIT10' });
  });

  it('submits a placement without a promocode', async () => {
    const id = await draftWith('');
    expect((await submit(t.app, token, id, `${id}:1`)).statusCode).toBe(200);
  });

  it.each([
    ['another blogger’s code', 'THEIRS', 'vk'],
    ['an own code of another network', 'TgOnly', 'vk'],
    ['a code nobody registered', 'Unknown7', 'vk'],
  ])('refuses %s with a 422 on the promocode field and keeps the draft', async (_name, code, network) => {
    const id = await draftWith(code, network);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/placements/${id}/submit`,
      headers: { ...bearer(token), ...ENGLISH, 'idempotency-key': `${id}:1` },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: { promocode: ['Choose one of your promocodes for this social network'] },
    });
    expect((await getOne(id)).json()).toMatchObject({ status: 'draft', promocode: code, submitted_at: null });
  });

  it('refuses an own code retired because it leaked, and keeps the draft (decision 078)', async () => {
    const em = t.app.orm.em.fork();
    em.create(Promocode, {
      owner: ownerId,
      network: 'vk',
      code: 'LEAKED5',
      codeKey: 'leaked5',
      retiredAt: new Date(),
      replacedBy: 'LEAKED5AB12',
    });
    await em.flush();
    const id = await draftWith('LEAKED5');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/placements/${id}/submit`,
      headers: { ...bearer(token), ...ENGLISH, 'idempotency-key': `${id}:1` },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errors: { promocode: ['This promocode was retired: choose the one issued instead'] },
    });
    expect((await getOne(id)).json()).toMatchObject({ status: 'draft', submitted_at: null });
  });

  it('reads free text stored before promocodes existed, and lets a rejected one go once the code is added', async () => {
    const ready = newId();
    const rejected = newId();
    expect((await putDraft(t.app, token, ready, draftBody())).statusCode).toBe(200);
    expect((await putDraft(t.app, token, rejected, draftBody())).statusCode).toBe(200);
    // As the old free-text field stored them: up to 64 letters and digits, never registered.
    const legacy = `Legacy${'x'.repeat(50)}2023`;
    const em = t.app.orm.em.fork();
    await em.nativeUpdate(Placement, { id: ready }, { promocode: legacy, status: 'ready', erid: 'E1' });
    await em.nativeUpdate(Placement, { id: rejected }, { promocode: 'OLDCODE', status: 'rejected' });
    expect((await getOne(ready)).json()).toMatchObject({ status: 'ready', promocode: legacy });
    const listed = (await t.app.inject({ url: '/api/v1/placements', headers: bearer(token) })).json();
    expect(listed.find((p: { id: string }) => p.id === ready).promocode).toBe(legacy);

    const edit = await putDraft(t.app, token, rejected, draftBody({ revision: 2, promocode: 'OLDCODE' }));
    expect(edit.statusCode).toBe(200);
    expect((await submit(t.app, token, rejected, `${rejected}:2`)).statusCode).toBe(422);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/promocodes',
      headers: bearer(token),
      payload: { network: 'vk', code: 'OldCode' },
    });
    expect(added.statusCode).toBe(201);
    // The refused submit recorded nothing, so the same key goes through now.
    const res = await submit(t.app, token, rejected, `${rejected}:2`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'moderation', promocode: 'OldCode' });
    expect(await em.count(Placement, { owner: ownerId, status: 'moderation' })).toBeGreaterThan(0);
  });
});
