/**
 * The migrations of each driver build exactly the schema the entities describe: after applying them, the
 * schema generator has nothing left to write (what `npm run db:migration` would put in a new file). Run it
 * under scripts/with-postgres.sh for PostgreSQL; on SQLite by default.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/api-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

it('the applied migrations leave no difference from the entities', async () => {
  const diff = await t.app.orm.schema.getUpdateSchemaMigrationSQL({ wrap: false });
  expect(diff.up.trim()).toBe('');
});
