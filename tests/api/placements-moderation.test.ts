import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base58 } from '../../api/modules/placements/ord.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers/api-app.ts';
import { draftBody, newId, putDraft, submit } from '../helpers/api-placements.ts';

let t: TestApp;
let token: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, 'ambassador@demo.local')).token;
  admin = (await signIn(t.app, 'admin@demo.local')).token;
});
afterAll(async () => t?.close());

const decide = (id: string, payload: unknown, tk = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/placements/${id}/decision`,
    headers: bearer(tk),
    payload: payload as Record<string, unknown>,
  });

async function submitted(tk = token, overrides = {}) {
  const id = newId();
  await putDraft(t.app, tk, id, draftBody(overrides));
  expect((await submit(t.app, tk, id, newId())).statusCode).toBe(200);
  return id;
}

describe('moderation', () => {
  it('lists placements on moderation with their author, for staff only', async () => {
    const id = await submitted();
    const res = await t.app.inject({
      url: '/api/v1/admin/placements?status=moderation',
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    const item = res.json().find((p: { id: string }) => p.id === id);
    expect(item.owner).toMatchObject({ email: 'ambassador@demo.local' });
    expect((await t.app.inject({ url: '/api/v1/admin/placements', headers: bearer(token) })).statusCode).toBe(
      403,
    );
    expect((await decide(id, { decision: 'approve' }, token)).statusCode).toBe(403);
  });

  it('approves: ERID and creative ID issued, marked link, audited, only once', async () => {
    const id = await submitted();
    const res = await decide(id, { decision: 'approve' });
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p.status).toBe('ready');
    expect(p.erid).toMatch(/^2Vtzqv[1-9A-HJ-NP-Za-km-z]+$/);
    expect(p.creative_id).toMatch(/^CR-[1-9A-Z]{8}$/);
    expect(p.marked_url).toBe(`https://brand.example/offer?utm=1&erid=${p.erid}`);
    expect((await decide(id, { decision: 'reject', reason: 'late' })).statusCode).toBe(409);
    const audit = (await t.app.inject({ url: '/api/v1/admin/audit', headers: bearer(admin) })).json();
    expect(audit.find((a: { target_id: string }) => a.target_id === id)?.action).toBe('placement.approve');
    const own = (await t.app.inject({ url: `/api/v1/placements/${id}`, headers: bearer(token) })).json();
    expect(own.erid).toBe(p.erid);
  });

  it('rejects with a reason and a creative ID for support; an edit makes it a draft again', async () => {
    const id = await submitted();
    expect((await decide(id, { decision: 'reject', reason: '' })).statusCode).toBe(422);
    const res = await decide(id, { decision: 'reject', reason: 'No marking on the video' });
    expect(res.json()).toMatchObject({
      status: 'rejected',
      rejection_reason: 'No marking on the video',
      erid: null,
    });
    expect(res.json().creative_id).toMatch(/^CR-/);
    const edited = await putDraft(t.app, token, id, draftBody({ revision: 2 }));
    expect(edited.json()).toMatchObject({ status: 'draft', revision: 2 });
    expect((await submit(t.app, token, id, newId())).json().status).toBe('moderation');
  });

  it('base58 keeps leading zero bytes', () => {
    expect(base58(new Uint8Array([0, 0, 1]))).toBe('112');
  });
});
