/**
 * `npm run dev`: the API with reload on port 3000 (node --watch) and the Vite dev server with hot
 * reload, which proxies /api to it. Ctrl+C stops both.
 */
import { type ChildProcess, spawn } from 'node:child_process';

const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch-path=api', '--watch-path=contract', 'api/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '3000', STATIC_DIR: process.env.STATIC_DIR ?? 'dist' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--host'], { stdio: 'inherit' }),
];

const stop = (code = 0) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
