/**
 * Browser tests drive Debian's Chromium; no test tool ever downloads a browser. Installs the package
 * when it is missing and we are root, otherwise explains what to run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';

export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    console.error(`${CHROMIUM_PATH} is missing. Install Debian's Chromium as root:\n  ${INSTALL}`);
    process.exit(1);
  }
  console.log(`${CHROMIUM_PATH} is missing; installing Debian's chromium package…`);
  const result = spawnSync('sh', ['-c', INSTALL], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0 || !existsSync(CHROMIUM_PATH)) {
    console.error(`Installing chromium failed (exit ${result.status}). Run as root:\n  ${INSTALL}`);
    process.exit(result.status || 1);
  }
}

if (import.meta.main) ensureChromium();
