/**
 * Entry point: `node api/server.ts`. Loads the config, builds the app (migrations run on start), seeds the
 * demo accounts on an empty database, listens, and shuts down cleanly on SIGINT/SIGTERM.
 */
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
let stopJobs = () => {};
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  stopJobs();
  // A stuck request must not keep the process alive forever.
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
  stopJobs = startJobs(app, config);
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
