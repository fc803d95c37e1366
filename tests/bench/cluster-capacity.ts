/**
 * The per-row and per-key figures docs/capacity.md extrapolates from, measured here:
 * - PostgreSQL: bytes per row (table + indexes + TOAST, `pg_total_relation_size`) of the tables that grow
 *   with use, after writing realistic rows (the income benchmark's generator, placements with files,
 *   sessions);
 * - Redis: bytes per sign-in failure counter key (`INFO memory`, used_memory before and after N keys).
 *   bash scripts/with-postgres.sh node tests/bench/cluster-capacity.ts   (CAPACITY_ROWS=20000)
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { dateParam, db, num } from '../../api/lib/db-query.ts';
import { redisFailureCounts } from '../../api/modules/auth/failure-counter-redis.ts';
import { spawnChild, waitUntil } from '../cluster/processes.ts';
import { createTestApp, usesPostgres } from '../helpers/api-app.ts';
import { freePort } from '../helpers/server.ts';
import { insertRows, type Row } from './bench-lib.ts';
import { generate } from './money-income-data.ts';
import { generate as generateTeam } from './team-data.ts';

const ROWS = Number(process.env.CAPACITY_ROWS ?? 20_000);
const KEYS = Number(process.env.CAPACITY_KEYS ?? 100_000);
const TABLES = ['users', 'team_links', 'orders', 'ledger_postings', 'ledger_lines', 'placements'];
const MORE = ['placement_files', 'auth_sessions'];

async function postgres(): Promise<void> {
  if (!usesPostgres()) throw new Error('run under bash scripts/with-postgres.sh');
  const t = await createTestApp({ seed: false, tweak: (c) => Object.assign(c, { logLevel: 'silent' }) });
  try {
    const data = await generate(t.app, ROWS, 'capacity');
    // Users (with their team links) from the team benchmark's generator.
    await generateTeam(t.app, ROWS / 4, 'capacity');
    const em = t.app.orm.em.fork();
    const now = dateParam(em, new Date());
    const placements: Row[] = [];
    const files: Row[] = [];
    const sessions: Row[] = [];
    for (let i = 0; i < ROWS / 4; i++) {
      const id = randomUUID();
      placements.push({
        id,
        owner_id: data.id,
        revision: 1,
        status: 'ready',
        network: 'vk',
        promocode: 'SPRING24',
        format: 'post',
        category: 'fitness',
        start_date: '2026-01-01',
        end_date: '2026-01-10',
        removal_due_at: now,
        text: 'Тренируйся с нами: первая неделя бесплатно по промокоду SPRING24. '.repeat(3),
        reach: 5000,
        target_url: 'https://brand.example/fit?utm_source=ambassador',
        publication_url: 'https://vk.com/wall-1_1',
        erid: `2Vtzqx${i}abcdefghij`,
        creative_id: `cr-${i}`,
        submit_key: `${id}:1`,
        submitted_at: now,
        created_at: now,
        updated_at: now,
      });
      for (let f = 0; f < 2; f++) {
        files.push({
          id: randomUUID(),
          placement_id: id,
          position: f,
          name: `material-${f}.mp4`,
          declared_type: 'video/mp4',
          declared_size: 50_000_000,
          upload_id: randomUUID().replaceAll('-', ''),
          uploaded: true,
          sniffed_type: 'video/mp4',
          created_at: now,
        });
      }
      sessions.push({
        id: randomUUID(),
        user_id: data.id,
        access_token_hash: randomUUID().replaceAll('-', '').repeat(2),
        refresh_token_hash: randomUUID().replaceAll('-', '').repeat(2),
        access_expires_at: now,
        refresh_expires_at: now,
        family_id: randomUUID(),
        ip: '198.51.100.23',
        user_agent:
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
        created_at: now,
      });
    }
    await insertRows(em, 'placements', placements);
    await insertRows(em, 'placement_files', files);
    await insertRows(em, 'auth_sessions', sessions);
    await em.getConnection().execute('vacuum analyze');
    console.log(`PostgreSQL bytes per row (table + indexes + TOAST), ${ROWS} income lines generated:`);
    for (const table of [...TABLES, ...MORE]) {
      const row = await db(em)
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      const rows = num(row?.n);
      const [size] = await em
        .getConnection()
        .execute<{ bytes: string }[]>(`select pg_total_relation_size('${table}') as bytes`);
      const bytes = Number(size?.bytes ?? 0);
      console.log(
        `  ${table.padEnd(16)} ${String(rows).padStart(7)} rows ${(bytes / 1024 / 1024).toFixed(1).padStart(6)} MB` +
          `  ${rows ? (bytes / rows).toFixed(0).padStart(5) : '    -'} B/row`,
      );
    }
  } finally {
    await t.close();
  }
}

async function redis(): Promise<void> {
  const port = await freePort();
  const server = spawnChild('redis', 'redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  try {
    await waitUntil(server, 'readiness', async () => server.output().includes('Ready to accept connections'));
    const client = new Redis({ port, host: '127.0.0.1', lazyConnect: true });
    await client.connect();
    const used = async () => Number(/used_memory:(\d+)/.exec(await client.info('memory'))?.[1]);
    const before = await used();
    const pairs = redisFailureCounts(client, 'pairs', 15 * 60_000);
    for (let i = 0; i < KEYS; i += 1000) {
      await Promise.all(
        Array.from({ length: Math.min(1000, KEYS - i) }, (_, j) =>
          pairs.add(`user-${i + j}|198.51.${j % 250}.1`),
        ),
      );
    }
    const after = await used();
    console.log(
      `Redis: ${KEYS} failure-counter keys (INCR + PEXPIRE): ${((after - before) / 1024 / 1024).toFixed(1)} MB,` +
        ` ${((after - before) / KEYS).toFixed(0)} B/key (used_memory ${(before / 1024 / 1024).toFixed(1)} MB empty)`,
    );
    client.disconnect();
  } finally {
    await server.stop();
  }
}

await redis();
await postgres();
process.exit(0);
