import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markDueRemovals } from '../../api/jobs/placement-deadlines.ts';
import { cleanExpiredUploads } from '../../api/jobs/upload-cleanup.ts';
import { uploadPath } from '../../api/lib/upload-storage.ts';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../helpers/api-app.ts';
import {
  draftBody,
  fileDecl,
  metaFor,
  newId,
  pngBytes,
  putDraft,
  submit,
  tusCreate,
  tusHead,
  tusPatch,
} from '../helpers/api-placements.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
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
const session = async (tk: string) =>
  (await t.app.inject({ url: '/api/v1/auth/session', headers: bearer(tk) })).json().user;

async function submitted(tk: string, overrides = {}) {
  const id = newId();
  await putDraft(t.app, tk, id, draftBody(overrides));
  expect((await submit(t.app, tk, id, newId())).statusCode).toBe(200);
  return id;
}

describe('removal deadlines', () => {
  it('ready → needs_removal once when due; has_not_deleted follows; removal confirmed', async () => {
    const user = await createUser(t.app, { email: 'deadline@test.local' });
    const tk = (await signIn(t.app, user.email)).token;
    // Dates from today: a submit refuses a period that is over. The demo's ready placement is a live story
    // due tomorrow: it is marked first, so the counts below are this placement's own.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await markDueRemovals(t.app.orm.em, new Date(`${day(11)}T00:00:00Z`));
    const id = await submitted(tk, { start_date: day(1), end_date: day(10) });
    expect((await decide(id, { decision: 'approve' })).statusCode).toBe(200);
    const confirm = () =>
      t.app.inject({ method: 'POST', url: `/api/v1/placements/${id}/removal`, headers: bearer(tk) });
    expect((await confirm()).statusCode).toBe(409);
    expect((await session(tk)).has_not_deleted).toBe(false);

    expect(await markDueRemovals(t.app.orm.em, new Date(`${day(10)}T23:59:59Z`))).toBe(0);
    const due = new Date(`${day(11)}T00:00:00Z`);
    const runs = await Promise.all([markDueRemovals(t.app.orm.em, due), markDueRemovals(t.app.orm.em, due)]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await markDueRemovals(t.app.orm.em, due)).toBe(0);
    expect((await session(tk)).has_not_deleted).toBe(true);

    const done = await confirm();
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('completed');
    expect((await confirm()).statusCode).toBe(200);
    expect((await session(tk)).has_not_deleted).toBe(false);
    const other = (await signIn(t.app, 'admin@demo.local')).token;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/placements/${id}/removal`,
          headers: bearer(other),
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('expired uploads', () => {
  it('removes incomplete uploads older than 24 h and frees their file for a new upload', async () => {
    const user = await createUser(t.app, { email: 'expiry@test.local' });
    const tk = (await signIn(t.app, user.email)).token;
    const id = newId();
    const file = fileDecl(4000, 'image/png', 'p.png');
    await putDraft(t.app, tk, id, draftBody({ files: [file] }));
    const location = (await tusCreate(t.app, tk, 4000, metaFor(id, file))).headers.location as string;
    await tusPatch(t.app, tk, location, 0, pngBytes(4000).subarray(0, 1000));
    const uploadId = location.split('/').pop() as string;
    const day = t.config.uploads.expirationMs;
    // Not expired yet: nothing happens.
    expect(await cleanExpiredUploads(t.app.orm.em, t.config.varDir, day)).toBe(0);
    expect(existsSync(uploadPath(t.config.varDir, uploadId))).toBe(true);
    // A zero expiration makes the upload old enough (the store compares with its own clock).
    expect(await cleanExpiredUploads(t.app.orm.em, t.config.varDir, 1, new Date(Date.now() + 10))).toBe(1);
    expect(existsSync(uploadPath(t.config.varDir, uploadId))).toBe(false);
    expect(existsSync(`${uploadPath(t.config.varDir, uploadId)}.json`)).toBe(false);
    expect((await tusHead(t.app, tk, location)).statusCode).toBe(404);
    expect((await tusCreate(t.app, tk, 4000, metaFor(id, file))).statusCode).toBe(201);
  });
});
