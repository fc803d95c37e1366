/**
 * Vitest global set-up of the `cluster` project: starts the stack once for every cluster test file, and a
 * small control server on loopback through which a test kills or restarts an instance (the processes belong
 * to this, the main, process). Everything is torn down after the run, also when a test failed.
 */
import { createServer } from 'node:http';
import type { TestProject } from 'vitest/node';
import { freePort } from '../helpers/server.ts';
import type { ClusterInfo } from './cluster-client.ts';
import { startStack } from './stack.ts';

export default async function setup(project: TestProject) {
  const started = performance.now();
  const stack = await startStack();
  const control = createServer((req, res) => {
    const match = /^\/(kill|start)\/([\w-]+)$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) return void res.writeHead(404).end();
    const name = match[2] ?? '';
    const done = match[1] === 'kill' ? stack.kill(name) : stack.start(name);
    done.then(
      () => res.writeHead(204).end(),
      (error: unknown) => res.writeHead(500).end(String(error instanceof Error ? error.stack : error)),
    );
  });
  const controlPort = await freePort();
  await new Promise<void>((done) => control.listen(controlPort, '127.0.0.1', done));
  const info: ClusterInfo = {
    url: stack.url,
    instances: Object.fromEntries(Object.values(stack.instances).map((i) => [i.name, i.url])),
    databaseUrl: stack.databaseUrl,
    redisUrl: stack.redisUrl,
    s3: stack.s3,
    control: `http://127.0.0.1:${controlPort}`,
  };
  project.provide('cluster', info);
  console.log(`cluster up in ${((performance.now() - started) / 1000).toFixed(1)} s: balancer ${stack.url}`);
  return async () => {
    await new Promise((done) => control.close(done));
    await stack.stop();
  };
}
