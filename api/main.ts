/**
 * The server's start, run by the entry point (`node api/server.ts`). Loads the config, builds the app
 * (migrations run on start), seeds the demo accounts on an empty database, listens, and drains on
 * SIGINT/SIGTERM (docs/decisions/062): /readyz turns 503 at once, the jobs stop, the listener stops accepting,
 * idle keep-alive sockets close, and open requests (tus PATCHes included) finish; after SHUTDOWN_DRAIN_MS the
 * rest are cut and the exit is 1.
 */
import { flushCompileCache } from 'node:module';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DEMO_LOGINS, seedDemo } from './db/seed/demo.ts';
import { startJobs } from './jobs/scheduler.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const app = await buildApp(config);

if (config.seedDemo) {
  const created = await seedDemo(app.orm.em.fork(), { varDir: config.varDir });
  if (created) app.log.info('Demo accounts created');
}

let closing = false;
let stopJobs: () => Promise<void> = async () => {};
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.readiness.draining = true;
  app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'draining');
  // A stuck request must not keep the process alive forever: cut what is left and say so in the exit code.
  let cut = false;
  const timer = setTimeout(() => {
    cut = true;
    app.log.error('drain limit reached: closing the remaining connections');
    app.server.closeAllConnections();
    setTimeout(() => process.exit(1), 1_000).unref();
  }, config.shutdownDrainMs);
  timer.unref();
  // A keep-alive socket whose request finishes during the drain becomes idle: close it then, not 72 s later.
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  idle.unref();
  try {
    await stopJobs();
    // Fastify's close stops the listener, closes idle keep-alive sockets, answers 503 to new requests on
    // open ones, and waits for every open request (hijacked tus requests too) before the database closes.
    await app.close();
    clearTimeout(timer);
    process.exit(cut ? 1 : 0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
  if (!closing) stopJobs = startJobs(app, config);
  // Written now, not only at a clean exit: a killed process still leaves the next start its compiled modules.
  flushCompileCache();
} catch (error) {
  app.log.error({ err: error }, 'could not start the server');
  await app.close();
  process.exit(1);
}

const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const lines = [
  '',
  `  App:      http://${shownHost}:${config.port}/   (public URL: ${config.publicUrl})`,
  `  API docs: http://${shownHost}:${config.port}/api/docs`,
  `  Database: ${config.database.driver === 'sqlite' ? config.database.path : `PostgreSQL ${config.database.dbName}`}`,
];
if (config.seedDemo) {
  lines.push('  Demo logins:');
  for (const d of DEMO_LOGINS) lines.push(`    ${d.email.padEnd(24)} ${d.password}   (${d.role}, ${d.note})`);
}
console.log(`${lines.join('\n')}\n`);
