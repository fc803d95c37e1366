/**
 * `npm run chaos [-- --kills N --seed S]`: the full chaos run (100 kills by default) against the built app
 * in dist/. Prints the counts and the kills per kind; exits 1 when any count is not 0.
 * PostgreSQL: `bash scripts/with-postgres.sh npm run chaos`.
 */
import { parseArgs } from 'node:util';
import { failed, formatResult, runChaos } from './chaos.ts';

const { values } = parseArgs({
  options: {
    kills: { type: 'string', default: '100' },
    seed: { type: 'string' },
    quiet: { type: 'boolean' },
  },
});
const kills = Number(values.kills);
if (!Number.isInteger(kills) || kills < 1) {
  console.error('--kills must be a positive integer');
  process.exit(2);
}
const result = await runChaos({
  kills,
  seed: values.seed === undefined ? undefined : Number(values.seed),
  log: values.quiet ? undefined : (line) => console.log(line),
});
console.log(formatResult(result));
process.exit(failed(result) ? 1 : 0);
