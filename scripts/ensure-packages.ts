/**
 * Tests use Debian's own programs (Chromium, redis-server, haproxy); no test tool ever downloads one.
 * Installs the missing packages when we are root, otherwise explains what to run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** A program the tests run, and the Debian package that brings it. */
export const PROGRAMS = {
  chromium: { path: '/usr/bin/chromium', pkg: 'chromium' },
  redis: { path: '/usr/bin/redis-server', pkg: 'redis-server' },
  haproxy: { path: '/usr/sbin/haproxy', pkg: 'haproxy' },
} as const;

type Program = (typeof PROGRAMS)[keyof typeof PROGRAMS];

export function ensurePackages(programs: Program[]): void {
  const missing = programs.filter((p) => !existsSync(p.path));
  if (!missing.length) return;
  const names = missing.map((p) => p.pkg).join(' ');
  const install = `apt-get update && apt-get install -y ${names}`;
  if (process.getuid?.() !== 0) {
    console.error(`${missing.map((p) => p.path).join(', ')} missing. Install as root:\n  ${install}`);
    process.exit(1);
  }
  console.log(`Installing Debian's ${names}…`);
  const result = spawnSync('sh', ['-c', install], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0 || missing.some((p) => !existsSync(p.path))) {
    console.error(`Installing ${names} failed (exit ${result.status}). Run as root:\n  ${install}`);
    process.exit(result.status || 1);
  }
}

if (import.meta.main) ensurePackages(Object.values(PROGRAMS));
