/**
 * Jobs run once across instances: the deadline job and month close are triggered on A and B at the same
 * time, several rounds. A trigger on the placements table records every status change, so each due
 * placement must change exactly once; every account's month shows one close line and one close row, and
 * the ledger stays balanced. No trigger may answer 5xx.
 */
import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '#contract/api-paths.ts';
import { db, num } from '../../api/lib/db-query.ts';
import { post } from '../../api/modules/ledger/ledger.service.ts';
import { createUser } from '../helpers/api-app.ts';
import { ADMIN_EMAIL, DEMO_PASSWORD } from '../helpers/journey.ts';
import { ledgerProblems } from '../helpers/ledger-check.ts';
import { makeIntegrations } from '../helpers/money.ts';
import { call, clientIp, instanceUrl, openOrm, signIn } from './cluster-client.ts';

const ACCOUNTS = 12;
const ROUNDS = 4;
const IP = clientIp(40);
const now = new Date();
const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

let orm: MikroORM;
const accounts: string[] = [];

beforeAll(async () => {
  orm = await openOrm();
  const app = { orm } as unknown as FastifyInstance;
  const conn = orm.em.getConnection();
  // Every status change of a placement, as the database saw it.
  await conn.execute(`create table if not exists cluster_status_changes (placement uuid, status text)`);
  await conn.execute(`create or replace function cluster_log_status() returns trigger language plpgsql as $$
    begin insert into cluster_status_changes values (new.id, new.status); return new; end $$`);
  await conn.execute(`create or replace trigger cluster_status after update of status on placements
    for each row when (old.status is distinct from new.status) execute function cluster_log_status()`);
  for (let i = 0; i < ACCOUNTS; i++) {
    const user = await createUser(app, { email: `cluster-jobs-${i}-${Date.now()}@cluster.test` });
    accounts.push(user.id);
    // Income accrued last month (after the instances' own start-up close of it), and a due placement.
    await orm.em.fork().transactional((tx) =>
      post(tx, {
        key: `cluster-accrual:${user.id}`,
        kind: 'manual',
        currency: 'RUB',
        lines: [
          { account: user.id, book: 'accrued', amount: 1000 + i, kind: 'commission', month },
          { account: null, book: 'brand', amount: -(1000 + i), kind: 'commission', month },
        ],
      }),
    );
    await makeIntegrations(app, user.id, [yesterday]);
  }
});

afterAll(async () => {
  await orm?.em.getConnection().execute('drop trigger if exists cluster_status on placements');
  await orm?.close();
});

it('runs the deadline job and month close once when both instances trigger them at once', async () => {
  const a = instanceUrl('a');
  const b = instanceUrl('b');
  const tokens = { [a]: await signIn(a, ADMIN_EMAIL, DEMO_PASSWORD, IP) };
  tokens[b] = tokens[a] as string;
  const trigger = (base: string, path: string, json: unknown = {}) =>
    call(base, path, { token: tokens[base], json, ip: IP });
  const statuses: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const answers = await Promise.all(
      [a, b, a, b].flatMap((base) => [
        trigger(base, ApiPath.adminJob('placement-deadlines')),
        trigger(base, ApiPath.adminMonthCloses, { month }),
        trigger(base, ApiPath.adminJob('month-close')),
      ]),
    );
    statuses.push(...answers.map((r) => r.status));
  }
  expect(statuses.filter((s) => s !== 200)).toEqual([]);

  const em = orm.em.fork();
  const changes = await db(em)
    .selectFrom('cluster_status_changes as c')
    .innerJoin('placements as p', 'p.id', 'c.placement')
    .select(['p.owner_id as owner', 'c.status'])
    .where('p.owner_id', 'in', accounts)
    .execute();
  // One placement per account, moved ready → needs_removal exactly once.
  expect(changes.map((c) => c.status)).toEqual(accounts.map(() => 'needs_removal'));
  expect(new Set(changes.map((c) => c.owner)).size).toBe(ACCOUNTS);

  const closeLines = await db(em)
    .selectFrom('ledger_lines')
    .select(['account_id', 'book', 'kind'])
    .where('account_id', 'in', accounts)
    .where('month', '=', month)
    .where('kind', 'in', ['release', 'hold'])
    .execute();
  // Released or held back, one line off the accrued book per account.
  expect(closeLines.filter((l) => l.book === 'accrued')).toHaveLength(ACCOUNTS);
  expect(new Set(closeLines.map((l) => l.account_id)).size).toBe(ACCOUNTS);
  const closes = await db(em)
    .selectFrom('month_closes')
    .select((eb) => ['account_id', eb.fn.countAll().as('n')])
    .where('account_id', 'in', accounts)
    .where('month', '=', month)
    .groupBy('account_id')
    .execute();
  expect(closes.map((c) => num(c.n))).toEqual(accounts.map(() => 1));
  expect((await ledgerProblems(em)).problems).toEqual([]);
});
