/**
 * Issue 8 findings 1 and 5: numbers that do not fit their column are refused before anything is written,
 * page numbers are bounded, and a row poisoned before these checks existed is repaired by a migration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INT_MAX } from '#contract/validation.ts';
import { Placement } from '../../api/modules/placements/placement.entity.ts';
import { upsertDraft } from '../../api/modules/placements/placements.service.ts';
import { bearer, createTestApp, createUser, signIn, type TestApp, usesPostgres } from '../helpers/api-app.ts';
import { draftBody, newId, putDraft } from '../helpers/api-placements.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@demo.local')).token;
});
afterAll(async () => t?.close());

const get = (url: string, tk: string) => t.app.inject({ url: `/api/v1/${url}`, headers: bearer(tk) });

async function freshUser(email: string) {
  await createUser(t.app, { email });
  return (await signIn(t.app, email)).token;
}

describe('numbers in a draft', () => {
  const HUGE = [9007199254740992, 1e308, INT_MAX + 1, 1e20];

  it.each(HUGE)('reach %s: 422, nothing written, the lists still answer', async (reach) => {
    const tk = await freshUser(`reach-${reach}@test.local`);
    const id = newId();
    const res = await putDraft(t.app, tk, id, draftBody({ reach }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.reach).toEqual(['Слишком большое число']);
    expect((await get(`placements/${id}`, tk)).statusCode).toBe(404);
    const list = await get('placements', tk);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);
    expect((await get('admin/placements?status=draft', admin)).statusCode).toBe(200);
  });

  it.each(HUGE)('revision %s: 422 and an existing draft stays editable', async (revision) => {
    const tk = await freshUser(`revision-${revision}@test.local`);
    const id = newId();
    expect((await putDraft(t.app, tk, id, draftBody())).statusCode).toBe(200);
    const res = await putDraft(t.app, tk, id, draftBody({ revision, text: 'A poisoned revision text' }));
    expect(res.statusCode).toBe(422);
    expect((await get(`placements/${id}`, tk)).json()).toMatchObject({ revision: 1 });
    const next = await putDraft(t.app, tk, id, draftBody({ revision: 2, text: 'The next real edit' }));
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({ revision: 2, text: 'The next real edit' });
  });

  it('the largest value each column holds is accepted and read back', async () => {
    const tk = await freshUser('int-max@test.local');
    const res = await putDraft(t.app, tk, newId(), draftBody({ reach: INT_MAX, revision: INT_MAX }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ reach: INT_MAX, revision: INT_MAX });
    expect((await get('placements', tk)).statusCode).toBe(200);
  });

  it('a value the database cannot answer back rolls the write back (no half-saved draft)', async () => {
    const user = await createUser(t.app, { email: 'unvalidated@test.local' });
    const id = newId();
    // Past the route's validation, straight into the service.
    const body = { ...draftBody({ reach: 9007199254740992 }), files: [] };
    await expect(upsertDraft(t.app.orm.em.fork(), t.config.varDir, user.id, id, body)).rejects.toThrow();
    expect(await t.app.orm.em.fork().findOne(Placement, id)).toBeNull();
  });

  it('fractions are refused', async () => {
    const tk = await freshUser('fraction@test.local');
    expect((await putDraft(t.app, tk, newId(), draftBody({ reach: 1.5 }))).statusCode).toBe(422);
    expect((await putDraft(t.app, tk, newId(), draftBody({ revision: 1.5 }))).statusCode).toBe(422);
  });
});

describe('page numbers', () => {
  it.each(['1e20', '1e308', '10001', '1.5', 'Infinity', 'NaN', '-1', '0x10'])(
    'admin/applicants?page=%s answers 422',
    async (page) => {
      const res = await get(`admin/applicants?page=${page}`, admin);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.page).toBeDefined();
    },
  );

  it('the last allowed page answers an empty page', async () => {
    const res = await get('admin/applicants?page=10000', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ items: [], page: 10000 });
  });
});

describe('repair migration', () => {
  const REPAIR = 'Migration20261122200000_repair_numbers';

  it('clamps out-of-range numbers stored before the bounds, so reads and edits work again', async () => {
    const tk = await freshUser('poisoned@test.local');
    const id = newId();
    expect((await putDraft(t.app, tk, id, draftBody())).statusCode).toBe(200);
    const migrator = t.app.orm.migrator;
    await migrator.down({ migrations: [REPAIR] });
    expect((await migrator.getPending()).map((m) => m.name)).toEqual([REPAIR]);
    // PostgreSQL's int columns cannot hold such values at all; SQLite stores whatever it is sent.
    const [reach, revision] = usesPostgres() ? [-5, -7] : ['9007199254740992', '1e308'];
    await t.app.orm.em
      .getConnection()
      .execute(`update placements set reach = ${reach}, revision = ${revision} where id = '${id}'`);
    if (!usesPostgres()) expect((await get('placements', tk)).statusCode).toBe(500);

    await migrator.up({ migrations: [REPAIR] });
    expect(await migrator.getPending()).toEqual([]);
    const row = await t.app.orm.em.fork().findOneOrFail(Placement, id);
    expect(row.reach).toBe(usesPostgres() ? 0 : INT_MAX);
    expect(row.revision).toBe(1);
    expect((await get('placements', tk)).statusCode).toBe(200);
    const edit = await putDraft(t.app, tk, id, draftBody({ revision: 2, text: 'Edited after the repair' }));
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ revision: 2, reach: 1000 });
  });
});
