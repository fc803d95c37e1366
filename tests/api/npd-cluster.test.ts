/**
 * The tax service's limit (2 requests a minute from one address) holds for the cluster, not per instance
 * (docs/decisions/077): two app instances on one database ask for six different INNs at once, and only two
 * calls leave in total; the others are told to retry. Runs on SQLite and on PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.ts';
import { createTestApp, usesPostgres } from '../helpers/api-app.ts';
import { expectLedgerBalanced } from '../helpers/ledger.ts';
import { makeSelfEmployed, startFakeNpd } from '../helpers/npd.ts';
import { dayPeriod, requestWithdrawal, walletBlogger } from '../helpers/wallet.ts';

const fake = await startFakeNpd();
const t = await createTestApp({ env: { NPD_STATUS_URL: fake.url } });
const a = t.app;
// Its own connection pool on PostgreSQL; on SQLite (one writer) it shares A's, as cluster-jobs does.
const b = await buildApp(t.config, { logger: false, sharedOrm: usesPostgres() ? undefined : a.orm });
afterAll(async () => {
  await b.close();
  await t.close();
  await fake.close();
});

describe('the NPD status limit across instances', () => {
  it('lets at most 2 calls a minute leave two instances together', async () => {
    const bloggers = [];
    for (let i = 0; i < 6; i += 1) {
      const blogger = await walletBlogger(a, { funds: 1_000_000 });
      await makeSelfEmployed(a, blogger.id);
      bloggers.push(blogger);
    }
    const started = Date.now();
    const instance = (i: number): FastifyInstance => (i % 2 === 0 ? a : b);
    const answers = await Promise.all(
      bloggers.map((blogger, i) =>
        requestWithdrawal(instance(i), blogger.token, { amount: 1_000_000, ...dayPeriod(700 + i) }),
      ),
    );
    expect(fake.calls.length).toBe(2);
    expect(fake.calls.every((c) => c.at - started < 60_000)).toBe(true);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 409, 409, 409, 409]);
    expect(answers.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual(
      Array(4).fill('npd_status_unavailable'),
    );
    // The service itself never had to say "too many": nobody went over.
    await expectLedgerBalanced(a.orm.em.fork());
  }, 120_000);
});
