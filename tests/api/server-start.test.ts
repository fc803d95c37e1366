/**
 * The real server's start (`node api/server.ts`, decision 102): once it listens, its compiled modules are
 * already in the compile cache, so a start that is later killed still leaves the next one its cache.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startServer } from '../helpers/server.ts';

const dir = mkdtempSync(join(tmpdir(), 'server-start-'));
const staticDir = join(dir, 'dist');
mkdirSync(staticDir);
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
const env = { NODE_COMPILE_CACHE: join(dir, 'compile-cache') };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const cachedFiles = () =>
  readdirSync(env.NODE_COMPILE_CACHE, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

it('writes the compile cache as soon as it listens, and starts again from it', async () => {
  const first = await startServer({ staticDir, env });
  // Read while it still runs: nothing has exited to write the cache at exit.
  const written = cachedFiles().length;
  await first.stop();
  // The app's own modules and their dependencies: hundreds of files.
  expect(written).toBeGreaterThan(200);

  const second = await startServer({ staticDir, env });
  const ready = await fetch(`${second.url}/readyz`);
  await second.stop();
  expect(ready.status).toBe(200);
  expect(cachedFiles().length).toBeGreaterThanOrEqual(written);
});
