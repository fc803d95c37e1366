import { EntityManager } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../helpers/api-app.ts';
import { draftBody, fileDecl, newId, putDraft, submit } from '../helpers/api-placements.ts';

let t: TestApp;
let token: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, 'ambassador@demo.local')).token;
  await createUser(t.app, { email: 'other@test.local' });
  other = (await signIn(t.app, 'other@test.local')).token;
});
afterAll(async () => t?.close());

const get = (url: string, tk = token) => t.app.inject({ url: `/api/v1/${url}`, headers: bearer(tk) });

describe('PUT /placements/:id', () => {
  it('creates once: the same body twice gives one placement and the same answer', async () => {
    const id = newId();
    const body = draftBody({ files: [fileDecl(100)] });
    const a = await putDraft(t.app, token, id, body);
    expect(a.statusCode).toBe(200);
    const b = await putDraft(t.app, token, id, body);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(a.json()).toMatchObject({
      id,
      status: 'draft',
      end_date: '2099-12-10',
      removal_due_at: '2099-12-11T00:00:00.000Z',
      erid: null,
      marked_url: null,
    });
    expect(a.json().files).toEqual([{ ...body.files[0], uploaded: false, url: null }]);
    const list = (await get('placements')).json() as { id: string }[];
    expect(list.filter((p) => p.id === id)).toHaveLength(1);
  });

  it('stories end the next day', async () => {
    const id = newId();
    const res = await putDraft(t.app, token, id, draftBody({ format: 'stories', end_date: '' }));
    expect(res.json()).toMatchObject({ end_date: '2099-12-02', removal_due_at: '2099-12-02T21:00:00.000Z' });
  });

  it('concurrent PUTs of one new id make one row', async () => {
    const id = newId();
    const body = draftBody({ files: [fileDecl(10), fileDecl(20)] });
    const answers = await Promise.all(Array.from({ length: 8 }, () => putDraft(t.app, token, id, body)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const list = (await get('placements')).json() as { id: string; files: unknown[] }[];
    const rows = list.filter((p) => p.id === id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.files).toHaveLength(2);
  });

  it('ignores an older revision and applies a newer one, reconciling files', async () => {
    const id = newId();
    const keep = fileDecl(10);
    const drop = fileDecl(20);
    await putDraft(t.app, token, id, draftBody({ revision: 2, files: [keep, drop] }));
    const stale = await putDraft(t.app, token, id, draftBody({ revision: 1, text: 'An older text here' }));
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toMatchObject({ revision: 2, text: 'A workout story for the brand' });
    const added = fileDecl(30, 'image/png', 'a.png');
    const newer = await putDraft(
      t.app,
      token,
      id,
      draftBody({ revision: 3, text: 'A newer text here', files: [added, keep] }),
    );
    expect(newer.json()).toMatchObject({ revision: 3, text: 'A newer text here' });
    expect(newer.json().files.map((f: { id: string }) => f.id)).toEqual([added.id, keep.id]);
  });

  it('validates limits: 15 files, 500 MB in total', async () => {
    const many = draftBody({ files: Array.from({ length: 16 }, () => fileDecl(1)) });
    expect((await putDraft(t.app, token, newId(), many)).statusCode).toBe(422);
    const big = draftBody({ files: [fileDecl(300 * 1024 * 1024), fileDecl(201 * 1024 * 1024)] });
    const res = await putDraft(t.app, token, newId(), big);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.files).toBeDefined();
    expect((await putDraft(t.app, token, 'not-a-uuid', draftBody())).statusCode).toBe(422);
  });

  it("never reveals or changes someone else's placement", async () => {
    const id = newId();
    await putDraft(t.app, token, id, draftBody());
    const res = await putDraft(t.app, other, id, draftBody({ revision: 5 }));
    expect(res.statusCode).toBe(404);
    expect((await get(`placements/${id}`, other)).statusCode).toBe(404);
    expect((await get('placements', other)).json()).toEqual([]);
    expect((await get(`placements/${id}`)).json().revision).toBe(1);
    expect((await submit(t.app, other, id, 'k-other')).statusCode).toBe(404);
  });

  it('needs an approved account', async () => {
    const review = (await signIn(t.app, 'review@demo.local')).token;
    expect((await putDraft(t.app, review, newId(), draftBody())).statusCode).toBe(403);
    expect((await putDraft(t.app, '', newId(), draftBody())).statusCode).toBe(401);
  });
});

describe('GET /placements', () => {
  it('filters by status, network and period overlap, newest first', async () => {
    const user = await createUser(t.app, { email: 'lister@test.local' });
    const tk = (await signIn(t.app, user.email)).token;
    const a = newId();
    await putDraft(
      t.app,
      tk,
      a,
      draftBody({ network: 'vk', start_date: '2027-01-01', end_date: '2027-01-05' }),
    );
    const b = newId();
    await putDraft(
      t.app,
      tk,
      b,
      draftBody({ network: 'youtube', start_date: '2027-02-01', end_date: '2027-02-10' }),
    );
    const ids = async (q: string) =>
      ((await get(`placements${q}`, tk)).json() as { id: string }[]).map((p) => p.id);
    expect(await ids('')).toEqual([b, a]);
    expect(await ids('?network=vk')).toEqual([a]);
    expect(await ids('?from=2027-01-04&to=2027-01-20')).toEqual([a]);
    expect(await ids('?from=2027-01-06&to=2027-01-31')).toEqual([]);
    expect(await ids('?status=moderation')).toEqual([]);
    expect(await ids('?status=draft')).toEqual([b, a]);
  });
});

describe('submit', () => {
  it('needs an Idempotency-Key and every file uploaded', async () => {
    const id = newId();
    await putDraft(t.app, token, id, draftBody({ files: [fileDecl(5)] }));
    expect((await submit(t.app, token, id)).statusCode).toBe(400);
    expect((await submit(t.app, token, id, 'x'.repeat(201))).statusCode).toBe(400);
    const res = await submit(t.app, token, id, newId());
    expect(res.statusCode).toBe(409);
    // The client branches on this code to upload the files again (sync-rules.ts).
    expect(res.json()).toMatchObject({ code: 'files_incomplete', message: 'Не все файлы загружены' });
  });

  it('moves draft → moderation once: same key replays, another key answers the state', async () => {
    const id = newId();
    await putDraft(t.app, token, id, draftBody());
    const key = newId();
    const first = await submit(t.app, token, id, key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'moderation' });
    expect(first.json().submitted_at).toBeTruthy();
    const again = await submit(t.app, token, id, key);
    expect(again.json()).toEqual(first.json());
    const otherKey = await submit(t.app, token, id, newId());
    expect(otherKey.statusCode).toBe(200);
    expect(otherKey.json().submitted_at).toBe(first.json().submitted_at);
    // Not editable any more.
    expect((await putDraft(t.app, token, id, draftBody({ revision: 2 }))).statusCode).toBe(409);
  });

  it('concurrent submits make one transition', async () => {
    const id = newId();
    await putDraft(t.app, token, id, draftBody());
    // Count the transitions themselves: every update that moved a row to moderation.
    const updates = vi.spyOn(EntityManager.prototype, 'nativeUpdate');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => submit(t.app, token, id, `key-${id}-${i}`)),
    );
    const moved = await Promise.all(
      updates.mock.calls.flatMap((call, i) =>
        (call[2] as { status?: string }).status === 'moderation' ? [updates.mock.results[i]?.value] : [],
      ),
    );
    updates.mockRestore();
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(moved.filter((n) => n === 1)).toHaveLength(1);
    const stamps = new Set(answers.map((r) => r.json().submitted_at));
    expect(stamps.size).toBe(1);
  });
});
