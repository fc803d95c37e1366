/**
 * Rank job benchmark (issues 10 and 24): 100 000 approved bloggers in a 4-level tree with a month of orders
 * and placements; the monthly evaluation is timed, next to the same run's baseline (inserting the 100 000
 * user rows) and its ratio, then run again (idempotent: nothing written). Runs on SQLite, then on PostgreSQL
 * when DATABASE_URL is set (bash scripts/with-postgres.sh node tests/bench/rank-job.ts). Exits 1 when on
 * either driver the evaluation takes more than 1.5 × the baseline (issue 24's goal), or writes anything but
 * one figures row per blogger, or a second run writes anything.
 *   node tests/bench/rank-job.ts     (BENCH_BLOGGERS=100000 to tune)
 */
import { sql } from 'kysely';
import { runRankEvaluation } from '../../api/jobs/rank-evaluation.ts';
import { db, num } from '../../api/lib/db-query.ts';
import { evaluateMonth } from '../../api/modules/ranks/rank-evaluation.service.ts';
import { createTestApp, usesPostgres } from '../helpers/api-app.ts';
import { onBothDrivers } from './bench-lib.ts';
import { generateRankData } from './rank-job-data.ts';

const BLOGGERS = Number(process.env.BENCH_BLOGGERS ?? 100_000);
/** Issue 24: the job within 1.5 × the same run's bare inserts of the user rows. */
const GOAL_RATIO = 1.5;
const MONTH = '2026-09';
const NOW = new Date('2026-10-05T03:00:00Z');

const count = async (em: Parameters<typeof db>[0], table: string) =>
  num(
    (
      await db(em)
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
    )?.n,
  );

async function run(label: string): Promise<boolean> {
  const t = await createTestApp({ seed: false });
  try {
    const em = t.app.orm.em.fork();
    const started = performance.now();
    const data = await generateRankData(em, BLOGGERS, MONTH, `${process.pid}`);
    if (usesPostgres()) {
      for (const table of ['users', 'team_links', 'orders', 'placements']) {
        await sql.raw(`vacuum analyze ${table}`).execute(db(em));
      }
    }
    const generated = ((performance.now() - started) / 1000).toFixed(1);
    const t0 = performance.now();
    const evaluated = await runRankEvaluation(t.app.orm.em, NOW);
    const seconds = (performance.now() - t0) / 1000;
    const stats = await count(em, 'rank_month_stats');
    const changes = await db(em)
      .selectFrom('rank_changes')
      .select(['reason', (eb) => eb.fn.countAll().as('n')])
      .groupBy('reason')
      .execute();
    const t1 = performance.now();
    const again = await runRankEvaluation(t.app.orm.em, new Date(NOW.getTime() + 3_600_000));
    const direct = await evaluateMonth(t.app.orm.em, MONTH, NOW);
    const rerun = (performance.now() - t1) / 1000;
    const unchanged =
      again === 0 && direct.evaluated === 0 && (await count(em, 'rank_month_stats')) === stats;
    const ok = evaluated === BLOGGERS && stats === BLOGGERS && unchanged;
    const ratio = seconds / data.usersSeconds;
    const met = ratio <= GOAL_RATIO;

    console.log(
      `\n${label}: ${BLOGGERS} bloggers, ${data.links} tree links, ${data.orders} orders and refunds, ` +
        `${data.placements} placements in ${MONTH}; generated in ${generated} s`,
    );
    console.log(`${'step'.padEnd(44)} ${'seconds'.padStart(8)} ${'ratio'.padStart(7)}`);
    const row = (name: string, s: number) =>
      console.log(
        `${name.padEnd(44)} ${s.toFixed(2).padStart(8)} ${(s / data.usersSeconds).toFixed(2).padStart(7)}`,
      );
    row(`baseline: insert ${BLOGGERS} user rows`, data.usersSeconds);
    row('rank evaluation of the month', seconds);
    row('evaluation again (job + direct, no-ops)', rerun);
    console.log(
      `${label}: evaluated ${evaluated}, figures rows ${stats}, changes ` +
        changes.map((c) => `${c.reason} ${num(c.n)}`).join(', '),
    );
    console.log(`${label}: one figures row per blogger, re-run changes nothing: ${ok ? 'yes' : 'NO'}`);
    console.log(
      `${label}: rank job ${ratio.toFixed(2)} × the bare inserts, goal ≤ ${GOAL_RATIO} ×: ${met ? 'yes' : 'NO'}`,
    );
    console.log(`${label}: benchmark ran ${((performance.now() - started) / 1000).toFixed(0)} s`);
    return ok && met;
  } finally {
    await t.close();
  }
}

await onBothDrivers(run);
